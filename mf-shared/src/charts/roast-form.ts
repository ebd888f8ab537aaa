import { readChartLog, ROASTING_STEP, type RecordValues } from '@beantrail/contracts';
import type { RoastStage, RoastStageKey } from './roast-profile';

/** Profile stage field prefixes (001 §3) → the timeline chart's stage keys. */
export const STAGE_CHART_KEYS: ReadonlyArray<readonly [prefix: string, key: RoastStageKey]> = [
  ['pre_heating_start', 'preheat'],
  ['pre_heating_end', 'charge_ready'],
  ['roasting_start', 'charge'],
  ['roasting_turning', 'turning'],
  ['roasting_dried', 'dry_end'],
  ['roasting_first_start', 'first_crack'],
  ['roasting_first_end', 'first_crack_end'],
  ['roasting_second_start', 'second_crack'],
  ['roasting_second_end', 'second_crack_end'],
  ['roasting_end', 'drop'],
  ...Array.from({ length: 10 }, (_, i) => [`roasting_check${i + 1}`, 'check'] as const),
];

/** 001 §4, §9: timers run only for a start within one hour of now. */
export const TIMER_WINDOW_MS = 60 * 60 * 1000;

const num = (v: unknown): number | null =>
  v === '' || v === null || v === undefined || !Number.isFinite(Number(v)) ? null : Number(v);
const time = (v: unknown): number | null => {
  if (typeof v !== 'string' || !v) return null;
  const t = Date.parse(v);
  return Number.isNaN(t) ? null : t;
};

/** The stages a form holds (shown units: seconds and °C), for the timeline chart; stages without a term are left out. */
export function stagesOfForm(values: RecordValues): RoastStage[] {
  const out: RoastStage[] = [];
  for (const [prefix, key] of STAGE_CHART_KEYS) {
    const t = num(values[`${prefix}_term`]);
    if (t === null) continue;
    out.push({ key, t, bt: num(values[`${prefix}_bean`]), et: num(values[`${prefix}_air`]), prefix });
  }
  return out.sort((a, b) => a.t - b.t);
}

/** roasting_chart_log as the chart's measured log (the reader lives in contracts: the server's bean story reads it too). */
export const chartLogOfForm = readChartLog;

export interface RoastTimers {
  /** The roast timer: from roasting_start_at, until an end term is set (001 §4). */
  roast: { running: boolean; elapsedMs: number };
  /** The pre-heat timer: from pre_heating_start_at, until the roast starts or pre-heat ends. */
  preheat: { running: boolean; elapsedMs: number };
}

/**
 * 001 §4 timers: the roast timer runs when the start is within one hour of now and no end term
 * exists (so removing the end restarts it within the hour); pre-heating timers stop when the
 * roast starts; an end term stops every timer.
 */
export function roastTimers(values: RecordValues, now: number): RoastTimers {
  const start = time(values.roasting_start_at);
  const preheat = time(values.pre_heating_start_at);
  const ended = num(values.roasting_end_term) !== null;
  const within = (t: number | null) => t !== null && now >= t && now - t <= TIMER_WINDOW_MS;
  return {
    roast: { running: !ended && within(start), elapsedMs: start === null ? 0 : Math.max(0, now - start) },
    preheat: {
      running: !ended && start === null && num(values.pre_heating_end_term) === null && within(preheat),
      elapsedMs: preheat === null ? 0 : Math.max(0, now - preheat),
    },
  };
}

/**
 * Starting the roast now (the start button): the start time and term 0; pre-heat terms, counted
 * from the pre-heat start while it ran, become times before the roast start (negative).
 */
export function startRoastChanges(values: RecordValues, now: number): RecordValues {
  const changes: RecordValues = { roasting_start_at: new Date(now).toISOString(), roasting_start_term: 0 };
  const preheat = time(values.pre_heating_start_at);
  if (preheat !== null && now >= preheat) {
    const offset = Math.round((now - preheat) / 1000);
    changes.pre_heating_start_term = -offset;
    const end = num(values.pre_heating_end_term);
    if (end !== null && end >= 0) changes.pre_heating_end_term = end - offset;
  }
  return changes;
}

/** The term a stage's Now button writes: seconds since the roast start, or since the pre-heat start while pre-heating. */
export function nowTerm(values: RecordValues, prefix: string, now: number): number | null {
  const pre = prefix.startsWith('pre_heating');
  const start = time(pre && !values.roasting_start_at ? values.pre_heating_start_at : values.roasting_start_at);
  if (start === null) return null;
  const t = Math.round((now - start) / 1000);
  return t;
}

/** What importing a log into a roast changes besides the profile. */
export interface LogImportEffect {
  /** Form changes: the roast's date and year from the log's day (and a batch number to recount). */
  changes: RecordValues;
  /** The log's day when it differs from a roast date that may no longer change (a saved roast, 001 §5). */
  lockedDate: string | null;
  /** Offer to move the roast from scheduled to done (it has been roasted: here is its log). */
  offerDone: boolean;
}

const day = (v: unknown): string => (typeof v === 'string' ? v.replace(/\D/g, '') : '');

/**
 * A log imported into a roast sets the roast's date (and year) from the log's day when
 * the form may still change it (a new roast; the date is locked on update, 001 §5), else reports
 * the day it could not set. The day's batch number was counted for the old date, so with
 * roasting_batch_auto it is cleared and the server numbers the roast for the new date on save.
 * A roast still in the scheduled step gets the offer to move to done.
 */
export function logImportEffect(
  values: RecordValues,
  logDate: string | null | undefined,
  can: {
    /** the form's roast date: editable, locked (a saved roast) or not on this page (a recipe) */ date:
      'edit' | 'locked' | 'none';
    step: boolean;
  },
): LogImportEffect {
  const changes: RecordValues = {};
  let lockedDate: string | null = null;
  if (logDate && can.date !== 'none' && day(values.roasting_result_date) !== day(logDate)) {
    if (can.date === 'edit') {
      changes.roasting_result_date = logDate;
      changes.roasting_result_year = Number(logDate.slice(0, 4));
      const auto = values.roasting_batch_auto;
      if (
        (auto === true || auto === 1 || auto === '1') &&
        values.roasting_batch_no !== '' &&
        values.roasting_batch_no != null
      )
        changes.roasting_batch_no = '';
    } else lockedDate = logDate;
  }
  return { changes, lockedDate, offerDone: can.step && values.roasting_step === ROASTING_STEP.scheduled };
}
