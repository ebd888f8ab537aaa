import { valueTypeOf } from './fields';
import { RATING_RANGE, SLIDER_RANGE, TEXTAREA_CHARS } from './input-bounds';
import { scaleFactor } from './scale';
import type { FieldDecl } from './types';

/**
 * Value rules every declared field carries besides the six checks of spec 000 §5
 * (docs/ENGINE.md "Validation"): dates and times are calendar-valid ISO text, text is
 * well-formed Unicode, and a number stays within its column even when the declaration names no
 * bound. The browser's save checks and the server's schema both use these functions.
 */

/** The text form of a date or time widget's value (the widgets write these: date-values.ts). */
export type DateTextKind = 'date' | 'month' | 'time' | 'datetime';

/** The date/time kind of a field's value (of each item for the `dates` and `dateRange` lists), or null. */
export function dateKindOf(field: Pick<FieldDecl, 'widget' | 'type'>): DateTextKind | null {
  switch (field.widget as string) {
    case 'date':
    case 'dates':
    case 'dateRange':
      return 'date';
    case 'month':
    case 'time':
    case 'datetime':
      return field.widget as DateTextKind;
    default:
      return field.type === 'date' ? 'date' : null;
  }
}

// Years 1000–9999: what a MariaDB DATETIME holds, and four digits in every text form.
const DATE = /^(\d{4})-?(\d{2})-?(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DATETIME = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

function daysIn(year: number, month: number): number {
  return month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;
}
const validDate = (y: number, m: number, d: number) => y >= 1000 && m >= 1 && m <= 12 && d >= 1 && d <= daysIn(y, m);
const validTime = (h: number, min: number, s = 0) => h <= 23 && min <= 59 && s <= 59;

/**
 * Whether text is a calendar-valid value of this kind: a date `YYYY-MM-DD` (or the compact
 * `YYYYMMDD` the import dates keep, 001 §3), a month `YYYY-MM`, a time `HH:mm[:ss]`, a date-time
 * ISO 8601 `YYYY-MM-DDTHH:mm[:ss[.fff]]` with `Z` or an offset (the picker sends UTC), whose UTC
 * instant is within the years 1000–9999. "2024-13-45", "2023-02-29" and "24:00" are not.
 */
export function isDateText(text: string, kind: DateTextKind): boolean {
  if (kind === 'date') {
    const m = DATE.exec(text);
    return !!m && (text.length === 8 || text.length === 10) && validDate(+m[1], +m[2], +m[3]);
  }
  if (kind === 'month') {
    const m = MONTH.exec(text);
    return !!m && +m[1] >= 1000 && +m[2] >= 1 && +m[2] <= 12;
  }
  if (kind === 'time') {
    const m = TIME.exec(text);
    return !!m && validTime(+m[1], +m[2], m[3] === undefined ? 0 : +m[3]);
  }
  const m = DATETIME.exec(text);
  if (!m || !validDate(+m[1], +m[2], +m[3]) || !validTime(+m[4], +m[5], m[6] === undefined ? 0 : +m[6])) return false;
  const zone = m[8];
  if (zone && zone !== 'Z' && (+zone.slice(1, 3) > 14 || +zone.slice(-2) > 59)) return false;
  const instant = Date.parse(
    zone && zone !== 'Z' && zone.length === 5
      ? `${text.slice(0, -5)}${zone.slice(0, 3)}:${zone.slice(3)}`
      : text.replace(' ', 'T'),
  );
  if (Number.isNaN(instant)) return false;
  const year = new Date(instant).getUTCFullYear();
  return year >= 1000 && year <= 9999;
}

/** A signed 32-bit INT column (both engines' `integer`): what stored integers must fit. */
export const INT_COLUMN = { min: -2147483648, max: 2147483647 } as const;
/** A DOUBLE column holds any finite number; past 2^53 integers are no longer exact, so that is the bound. */
export const DOUBLE_COLUMN = { min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER } as const;

/**
 * The bounds a numeric field's value is checked against, in shown units: the
 * declared `minValue`/`maxValue`, else the widget's default (000 §5: a slider 0 to 100, a rating 0
 * to 5 stars), else what its column holds — integers and scaled numbers are stored as INT
 * (declared-tables.ts), so ±2^31 divided by the scale; unscaled decimals as DOUBLE.
 */
export function valueBounds(
  field: Pick<FieldDecl, 'widget' | 'type' | 'scale' | 'halfSteps' | 'minValue' | 'maxValue'>,
): { min: number; max: number } {
  const type = valueTypeOf(field as FieldDecl);
  const factor = scaleFactor(field);
  const column = type === 'number' && factor === 1 ? DOUBLE_COLUMN : INT_COLUMN;
  const widget = field.widget === 'slider' ? SLIDER_RANGE : field.widget === 'rating' ? RATING_RANGE : undefined;
  return {
    min: field.minValue ?? widget?.min ?? Math.ceil(column.min / factor),
    max: field.maxValue ?? widget?.max ?? Math.floor(column.max / factor),
  };
}

/**
 * The characters a text may have beyond its bytes (000 §5: a textarea 1000, 1,000,000 when large),
 * counted as Unicode characters — what ajv's `maxLength` counts — or undefined for other widgets.
 */
export function maxCharsOf(field: Pick<FieldDecl, 'widget' | 'large'>): number | undefined {
  if (field.widget !== 'textarea') return undefined;
  return field.large ? TEXTAREA_CHARS.large : TEXTAREA_CHARS.normal;
}

/** Characters (code points), not UTF-16 units: an emoji is one. */
export function charLength(text: string): number {
  let n = 0;
  for (const _ of text) n++;
  return n;
}
