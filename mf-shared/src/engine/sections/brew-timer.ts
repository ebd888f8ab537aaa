import { type RecordValues, stepField } from '@beantrail/contracts';

/** 001 §9 "Timer window 1 hour". */
export const BREW_TIMER_WINDOW_MS = 3_600_000;

const blank = (v: unknown) => v === undefined || v === null || v === '';

/**
 * The brewing record's start timer (001 §4, as the roasting timers): it runs while the start time
 * is set within the last hour and the end step has no term yet; editing the end term or clearing
 * the start stops it.
 */
export function brewTimer(values: RecordValues, now: number): { running: boolean; elapsedS: number } {
  const start = blank(values.brewing_start_time) ? NaN : Date.parse(String(values.brewing_start_time));
  if (!Number.isFinite(start)) return { running: false, elapsedS: 0 };
  const elapsedMs = now - start;
  const running = blank(values.brewing_end_term) && elapsedMs >= 0 && elapsedMs < BREW_TIMER_WINDOW_MS;
  return { running, elapsedS: Math.max(0, Math.floor(elapsedMs / 1000)) };
}

/**
 * Starting the timer (001 §4 "Setting the … start time also starts a timer for step terms and fills
 * cupnote_date if empty (cup-note screens)"): the start is now; a cup note without a date gets
 * today's (the local calendar day).
 */
export function startBrewChanges(values: RecordValues, now: number, hasCupnoteDate: boolean): RecordValues {
  const out: RecordValues = { brewing_start_time: new Date(now).toISOString() };
  if (hasCupnoteDate && blank(values.cupnote_date)) {
    const d = new Date(now);
    out.cupnote_date = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  }
  return out;
}

/** Whether this record's brew was started already: starting again replaces its start (asked first). */
export function brewStarted(values: RecordValues): boolean {
  return !blank(values.brewing_start_time);
}

/**
 * Starting again over a started brew (phone review: the start jumped without a word; after the
 * end's time the timer did not even run): the start is now and the end's time is cleared so the
 * timer runs. The steps' times stay: a recipe's are the plan the timer highlights, and each step's
 * clock button records it anew.
 */
export function restartBrewChanges(values: RecordValues, now: number, hasCupnoteDate: boolean): RecordValues {
  return { ...startBrewChanges(values, now, hasCupnoteDate), [stepField('end', 'term')]: '' };
}
