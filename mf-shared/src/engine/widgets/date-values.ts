import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import type { DateKind } from './date-text';

// The pickers' parsing and formatting; a list cell's text is date-text.ts's, without dayjs.
export type { DateKind } from './date-text';
export { displayDate } from './date-text';

dayjs.extend(customParseFormat);

/** How each kind is shown, and stored in a form value (a date-time is stored as an instant instead: formatDateValue). */
export const DATE_FORMATS: Record<DateKind, string> = {
  date: 'YYYY-MM-DD',
  month: 'YYYY-MM',
  time: 'HH:mm:ss',
  datetime: 'YYYY-MM-DD HH:mm:ss',
};

/** A date-time on a 12-hour clock to the minute (002 §9 event times; the view's displayClock12 reads the same). */
export const CLOCK12_FORMAT = 'YYYY-MM-DD A hh:mm';

const PARSE_FORMATS: Record<DateKind, string[]> = {
  date: ['YYYY-MM-DD', 'YYYYMMDD', 'YYYY.MM.DD'],
  month: ['YYYY-MM', 'YYYYMM'],
  time: ['HH:mm:ss', 'HH:mm'],
  datetime: ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DDTHH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYYMMDDHHmmss'],
};

/** A stored value as a dayjs date, or null when empty or unreadable. ISO timestamps are accepted too. */
export function parseDateValue(value: unknown, kind: DateKind): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const text = String(value);
  const strict = dayjs(text, PARSE_FORMATS[kind], true);
  if (strict.isValid()) return strict;
  const loose = dayjs(text);
  return loose.isValid() ? loose : null;
}

/**
 * A picked date as the stored string. Dates keep the compact YYYYMMDD form when the value had
 * it (001 §3: import and packaging dates are 8 characters). A date-time is an instant: picked on
 * the user's clock, sent as ISO UTC, as the server stores it and sends it back (so an event set
 * for 10:00 in Seoul is 01:00 UTC, not 10:00 UTC).
 */
export function formatDateValue(date: Dayjs | null, kind: DateKind, previous?: unknown): string {
  if (!date || !date.isValid()) return '';
  if (kind === 'datetime') return date.toDate().toISOString();
  if (kind === 'date' && typeof previous === 'string' && /^\d{8}$/.test(previous)) return date.format('YYYYMMDD');
  return date.format(DATE_FORMATS[kind]);
}
