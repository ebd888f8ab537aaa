import type { Locale } from '../locale';
import { isWellFormedText, utf8ByteLength } from './bytes';
import { fieldAccess, type FieldMode } from './can';
import { pageSublists, valueTypeOf } from './fields';
import { charLength, dateKindOf, isDateText, maxCharsOf, valueBounds } from './formats';
import { scaleFactor } from './scale';
import type { FieldDecl, FieldError, PageDecl, PageViewer, RecordValues, RequiredRule, SectionDecl } from './types';

export interface CheckContext {
  mode: Exclude<FieldMode, 'view'>;
  locale: Locale;
  /** When given, fields this viewer may not set are not checked (they cannot be filled). */
  viewer?: PageViewer | null;
}

export const INPUT_DIRECT_VALUE = 'ETC';

export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function isRequired(rule: RequiredRule | undefined, locale: Locale): boolean {
  if (!rule) return false;
  if (rule === true) return true;
  return rule.locale === 'en' ? locale === 'en' : locale !== 'en';
}

/** A section shown only while its use flag is on (000 §2); hidden sections are not checked. */
export function sectionShown(section: Pick<SectionDecl, 'showWhen'>, values: RecordValues): boolean {
  if (!section.showWhen) return true;
  const v = values[section.showWhen.field];
  if (section.showWhen.equals !== undefined) return v === section.showWhen.equals;
  return !!v && v !== '0' && v !== 0;
}

function checked(page: PageDecl, values: RecordValues, ctx: CheckContext): FieldDecl[] {
  return page.sections
    .filter((s) => sectionShown(s, values))
    .flatMap((s) => s.fields)
    .filter((f) => !ctx.viewer || fieldAccess(ctx.viewer, f, ctx.mode, page.rights.scope).edit)
    .filter(
      (f) =>
        !f.readOnly &&
        !f.generated &&
        (f.saveable !== false || f.formOnly) &&
        !(ctx.mode === 'edit' && (f.lockedOnUpdate || f.editable === false)),
    );
}

/** A failed check: its message key and, for a bound, the bound. */
type Failure = { key: FieldError['key']; limit?: number } | null;

function valueCheck(field: FieldDecl, value: unknown): Failure {
  const type = valueTypeOf(field);
  if ((type !== 'number' && type !== 'integer') || isEmpty(value)) return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim());
  if (!Number.isFinite(n)) return { key: 'field_NaN' };
  // A whole-number column without a scale (scores, counts, months) takes no fraction.
  if (type === 'integer' && scaleFactor(field) === 1 && !Number.isInteger(n)) return { key: 'field_integer' };
  // Declared bounds, else the widget's, else the column's (000 §5 field bounds).
  const bounds = valueBounds(field);
  if (n < bounds.min) return { key: 'field_minValue', limit: bounds.min };
  if (n > bounds.max) return { key: 'field_maxValue', limit: bounds.max };
  return null;
}

function byteCheck(field: FieldDecl, value: unknown): Failure {
  // A list counts as it is stored: its items joined by commas (001 §5 "multiselect lists max 500").
  const text = Array.isArray(value) ? value.join(',') : value;
  if (typeof text !== 'string' || text === '') return null;
  const bytes = utf8ByteLength(text);
  if (field.minBytes !== undefined && bytes < field.minBytes) return { key: 'field_minLength', limit: field.minBytes };
  if (field.maxBytes !== undefined && bytes > field.maxBytes) return { key: 'field_maxLength', limit: field.maxBytes };
  // A textarea's characters too (000 §5 "textarea 1000 characters by default"): ASCII text under its bytes may pass them.
  const chars = maxCharsOf(field);
  if (chars !== undefined && charLength(text) > chars) return { key: 'field_maxLength', limit: chars };
  return null;
}

/**
 * After 000 §5's six checks: a date or time that is not a calendar-valid
 * ISO value → field_date; text that is not well-formed Unicode (a lone surrogate) → field_text; an
 * id not of its declared form → field_pattern.
 * Each item of a list counts.
 */
function formatCheck(field: FieldDecl, value: unknown): Failure {
  const items = Array.isArray(value) ? value : [value];
  const kind = dateKindOf(field);
  for (const item of items) {
    if (typeof item !== 'string' || item === '') continue;
    if (!isWellFormedText(item)) return { key: 'field_text' };
    if (kind && !isDateText(item, kind)) return { key: 'field_date' };
    if (field.pattern && !new RegExp(field.pattern.re).test(item)) return { key: 'field_pattern' };
  }
  return null;
}

function rowsOf(values: RecordValues, name: string): RecordValues[] {
  const rows = values[name];
  return Array.isArray(rows) ? (rows as RecordValues[]) : [];
}

/**
 * All save-check failures of spec 000 §5, in the spec's order: the whole check 1 over every
 * field, then check 2, and so on; within a check, fields in declaration order. Values are in
 * shown units (scale.ts converts stored rows first). The browser reports the first; the server
 * answers 400 with the first.
 */
export function saveChecks(page: PageDecl, values: RecordValues, ctx: CheckContext): FieldError[] {
  const errors: FieldError[] = [];
  const fields = checked(page, values, ctx);
  const subs = pageSublists(page).filter((s) =>
    page.sections.some((sec) => sec.sublist === s && sectionShown(sec, values)),
  );
  // 1. Required field empty.
  for (const f of fields)
    if (isRequired(f.required, ctx.locale) && isEmpty(values[f.name]))
      errors.push({ key: 'field_required', field: f.name, value: values[f.name] ?? null });
  // 2. Required sublist rows missing a value.
  for (const s of subs)
    rowsOf(values, s.name).forEach((row, i) => {
      for (const f of s.fields)
        if (isRequired(f.required, ctx.locale) && isEmpty(row[f.name]))
          errors.push({ key: 'field_required', field: f.name, sublist: s.name, row: i, value: row[f.name] ?? null });
    });
  // 3. Sublist row counts.
  for (const s of subs) {
    const n = rowsOf(values, s.name).length;
    if (s.minRows !== undefined && n < s.minRows)
      errors.push({ key: 'sublist_minLength', field: s.name, sublist: s.name, limit: s.minRows, value: n });
    else if (s.maxRows !== undefined && n > s.maxRows)
      errors.push({ key: 'sublist_maxLength', field: s.name, sublist: s.name, limit: s.maxRows, value: n });
  }
  // 4. "input direct" chosen with the linked text empty.
  for (const f of fields) {
    if (!f.inputDirect) continue;
    const marker = f.inputDirect.value ?? INPUT_DIRECT_VALUE;
    const v = values[f.name];
    const chosen = Array.isArray(v) ? v.includes(marker) : v === marker;
    if (chosen && isEmpty(values[f.inputDirect.field]))
      errors.push({ key: 'field_required', field: f.inputDirect.field, value: values[f.inputDirect.field] ?? null });
  }
  // 5. Numbers, then 6. byte lengths, then dates and well-formed text: record fields first, then sublist rows.
  for (const fn of [valueCheck, byteCheck, formatCheck]) {
    for (const f of fields) {
      const failed = fn(f, values[f.name]);
      if (failed) errors.push({ key: failed.key, field: f.name, value: values[f.name], limit: failed.limit });
    }
    for (const s of subs)
      rowsOf(values, s.name).forEach((row, i) => {
        for (const f of s.fields) {
          if (f.readOnly || f.saveable === false) continue;
          const failed = fn(f, row[f.name]);
          if (failed)
            errors.push({
              key: failed.key,
              field: f.name,
              sublist: s.name,
              row: i,
              value: row[f.name],
              limit: failed.limit,
            });
        }
      });
  }
  // Then ranges: an upper end below its lower end (001 §3 green-bean min/max pairs).
  for (const f of fields) {
    if (!f.notBelow) continue;
    const [low, high] = [values[f.notBelow], values[f.name]];
    if (isEmpty(low) || isEmpty(high)) continue;
    const [lo, hi] = [Number(low), Number(high)];
    if (Number.isFinite(lo) && Number.isFinite(hi) && hi < lo)
      errors.push({ key: 'field_minValue', field: f.name, value: high, limit: lo });
  }
  // Then a year that must be its date's (a roast imported from a 2021 log, then dated today, was filed under 2021).
  for (const f of fields) {
    if (!f.yearOf) continue;
    const [year, date] = [values[f.name], values[f.yearOf]];
    const dateYear = typeof date === 'string' ? /^(\d{4})-\d{2}-\d{2}/.exec(date)?.[1] : undefined;
    if (isEmpty(year) || !dateYear) continue;
    if (Number(year) !== Number(dateYear))
      errors.push({ key: 'field_year_date', field: f.name, value: year, limit: Number(dateYear) });
  }
  // Then an agreement box left empty (002 §5 sign-up: save_check_ok / register_check_ok).
  for (const f of fields)
    if (f.mustBeOn && !isOn(values[f.name]))
      errors.push({ key: f.mustBeOn, field: f.name, value: values[f.name] ?? null });
  return errors;
}

function isOn(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** The first failing save check, or null (what the validation_error dialog shows). */
export function firstSaveError(page: PageDecl, values: RecordValues, ctx: CheckContext): FieldError | null {
  return saveChecks(page, values, ctx)[0] ?? null;
}
