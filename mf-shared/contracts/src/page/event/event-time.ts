/**
 * An event's time rules (002 §3 Event, §4 Event, §5, §9), pure so that the form, the server and
 * the tests share them.
 */
export const EVENT_TERM = { default: 3, min: 0, max: 31 } as const;
export const DAY_MS = 86_400_000;

/** Where an event stands now: before its start, running, or over (002 §2.11 "event status"). */
export const EVENT_STATUSES = ['READY', 'OPEN', 'CLOSED'] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** A time value as milliseconds: ISO text, 'YYYY-MM-DD HH:mm:ss' (local), a Date or a number. */
export function timeOf(value: unknown): number | null {
  if (value === null || value === undefined || value === '') return null;
  const ms =
    value instanceof Date ? value.getTime() : typeof value === 'number' ? value : new Date(String(value)).getTime();
  return Number.isFinite(ms) ? ms : null;
}

export function eventStatus(start: unknown, end: unknown, now: number): EventStatus | null {
  const s = timeOf(start);
  const e = timeOf(end);
  if (s === null || e === null) return null;
  if (now < s) return 'READY';
  return now <= e ? 'OPEN' : 'CLOSED';
}

/** Whole days from start to end when it is a whole number of days within the term's bounds, else null. */
export function eventTermOf(start: unknown, end: unknown): number | null {
  const s = timeOf(start);
  const e = timeOf(end);
  if (s === null || e === null) return null;
  const days = (e - s) / DAY_MS;
  return Number.isInteger(days) && days >= EVENT_TERM.min && days <= EVENT_TERM.max ? days : null;
}

/** The end an event gets from its start and term (002 §4: "end defaults to start plus event_term days"). */
export function eventEndOf(start: unknown, term: unknown): string | null {
  const s = timeOf(start);
  const days =
    typeof term === 'number' ? term : term === '' || term === null || term === undefined ? NaN : Number(term);
  if (s === null || !Number.isInteger(days) || days < EVENT_TERM.min || days > EVENT_TERM.max) return null;
  return new Date(s + days * DAY_MS).toISOString();
}

/**
 * The server's rule on the two times (002 §5 "term 0–31 days"; the term itself is not saved, so
 * the span is what is checked): the end is not before the start and at most 31 days after it.
 */
export function eventPeriodOk(start: unknown, end: unknown): boolean {
  const s = timeOf(start);
  const e = timeOf(end);
  return s !== null && e !== null && e >= s && e - s <= EVENT_TERM.max * DAY_MS;
}
