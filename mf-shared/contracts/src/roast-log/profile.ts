import type { RoastEvent, RoastLog, RoastPoint } from './types';

/** Profile stages of the roasting result form (spec 001 §3) and the log event that fills each. */
export const ROAST_STAGE_EVENTS: ReadonlyArray<readonly [stage: string, event: RoastEvent]> = [
  ['roasting_start', 'charge'],
  ['roasting_turning', 'turning'],
  ['roasting_dried', 'dried'],
  ['roasting_first_start', 'first_start'],
  ['roasting_first_end', 'first_end'],
  ['roasting_second_start', 'second_start'],
  ['roasting_second_end', 'second_end'],
  ['roasting_end', 'end'],
];

/** roasting_chart_log's limit (spec 001 §5). */
export const CHART_LOG_MAX_LENGTH = 100_000;

const round1 = (v: number | null): number | null => (v === null ? null : Math.round(v * 10) / 10);

/**
 * The form fields a log fills: `<stage>_term` (whole seconds from CHARGE), `<stage>_bean` and
 * `<stage>_air` (°C, 1 decimal), null where the log has no such event; plus roasting_chart_log.
 */
export function roastLogToProfile(log: RoastLog): Record<string, number | string | null> {
  const out: Record<string, number | string | null> = {};
  for (const [stage, event] of ROAST_STAGE_EVENTS) {
    const p = log.events[event];
    out[`${stage}_term`] = p ? Math.round(p.t) : null;
    out[`${stage}_bean`] = p ? round1(p.bt) : null;
    out[`${stage}_air`] = p ? round1(p.et) : null;
  }
  out.roasting_chart_log = chartLog(log);
  return out;
}

/**
 * `{"<sec>":[bean,air],…}` from CHARGE to DROP (or the last sample), one entry per second; when
 * that is longer than the column allows, every k-th entry (evenly) plus the last one.
 */
export function chartLog(log: RoastLog, maxLength = CHART_LOG_MAX_LENGTH): string {
  const endT = log.events.end?.t ?? Infinity;
  const perSecond = new Map<number, RoastPoint>();
  for (const s of log.samples) {
    const sec = Math.round(s.t);
    if (s.t < 0 || s.t > endT + 0.5 || perSecond.has(sec)) continue;
    perSecond.set(sec, s);
  }
  const entries = [...perSecond.entries()];
  for (let step = 1; ; step++) {
    const picked = entries.filter((_, i) => i % step === 0 || i === entries.length - 1);
    const text = JSON.stringify(Object.fromEntries(picked.map(([sec, p]) => [sec, [round1(p.bt), round1(p.et)]])));
    if (text.length <= maxLength || picked.length <= 2) return text;
  }
}

/** roasting_chart_log (`{"<sec>":[bean, air]}`) as two sorted series (bean, air); malformed text gives undefined. */
export function readChartLog(
  text: unknown,
): { bt: { t: number; v: number }[]; et: { t: number; v: number }[] } | undefined {
  if (typeof text !== 'string' || !text.trim()) return undefined;
  let map: unknown;
  try {
    map = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!map || typeof map !== 'object' || Array.isArray(map)) return undefined;
  const bt: { t: number; v: number }[] = [];
  const et: { t: number; v: number }[] = [];
  for (const [k, pair] of Object.entries(map as Record<string, unknown>)) {
    const t = Number(k);
    if (!Number.isFinite(t) || !Array.isArray(pair)) continue;
    if (Number.isFinite(pair[0]) && pair[0] !== null) bt.push({ t, v: Number(pair[0]) });
    if (Number.isFinite(pair[1]) && pair[1] !== null) et.push({ t, v: Number(pair[1]) });
  }
  bt.sort((a, b) => a.t - b.t);
  et.sort((a, b) => a.t - b.t);
  return bt.length || et.length ? { bt, et } : undefined;
}
