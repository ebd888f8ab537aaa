import { parsePythonLiteral, PythonLiteralError } from './python-literal';
import {
  ROAST_EVENTS,
  type RoastEvent,
  type RoastLog,
  RoastLogMalformed,
  type RoastPoint,
  ROAST_LOG_MAX_SAMPLES,
  RoastLogTooLong,
} from './types';
import { clockTime, findTurning, ms, reading, roastDay } from './units';

/**
 * Artisan's `timeindex` slots: CHARGE, DRY END, FCs, FCe, SCs, SCe, DROP (COOL is not a stage) —
 * our events in their order, but for the turning point, which Artisan keeps apart (computed TP).
 */
const TIMEINDEX: ReadonlyArray<RoastEvent> = ROAST_EVENTS.filter((e) => e !== 'turning');

/** An Artisan .alog profile (Python-literal dict or JSON) as a roast log. */
export function readAlog(text: string): RoastLog {
  let doc: unknown;
  try {
    doc = parsePythonLiteral(text);
  } catch (e) {
    if (e instanceof PythonLiteralError) throw new RoastLogMalformed(`not an Artisan profile: ${e.message}`);
    throw e;
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    throw new RoastLogMalformed('not an Artisan profile: the file is not a dict');
  const profile = doc as Record<string, unknown>;
  const unit = profile.mode === 'F' ? 'F' : profile.mode === 'C' || profile.mode === undefined ? 'C' : null;
  if (!unit) throw new RoastLogMalformed(`unknown temperature mode ${JSON.stringify(profile.mode)}`);

  const timex = numberArray(profile.timex, 'timex');
  const et = numberArray(profile.temp1, 'temp1');
  const bt = numberArray(profile.temp2, 'temp2');
  const n = Math.min(timex.length, et.length, bt.length);
  if (n === 0) throw new RoastLogMalformed('the profile has no samples');
  if (n > ROAST_LOG_MAX_SAMPLES) throw new RoastLogTooLong(`${n} samples, more than ${ROAST_LOG_MAX_SAMPLES}`);
  if (!timex.slice(0, n).every(Number.isFinite))
    throw new RoastLogMalformed('timex holds a value that is not a number');

  const index = Array.isArray(profile.timeindex) ? profile.timeindex : [];
  // A stage marked past the last sample: the readings were cut short.
  TIMEINDEX.forEach((event, slot) => {
    const i = index[slot];
    if (Number.isInteger(i) && (i as number) >= n)
      throw new RoastLogMalformed(
        `${event} is marked at sample ${i as number} but the profile has ${n} samples, the file is cut short`,
      );
  });
  const at = (slot: number): number | undefined => {
    const i = index[slot];
    // CHARGE may sit at sample 0; for the other slots 0 means "not set".
    return Number.isInteger(i) && (i as number) >= (slot === 0 ? 0 : 1) && (i as number) < n
      ? (i as number)
      : undefined;
  };
  // No CHARGE mark: Artisan then counts from the first sample, and so do we.
  const chargeIndex = at(0) ?? 0;
  const t0 = timex[chargeIndex];
  const point = (i: number): RoastPoint => ({
    t: ms(timex[i] - t0),
    bt: reading(bt[i], unit),
    et: reading(et[i], unit),
  });

  const samples: RoastPoint[] = [];
  for (let i = 0; i < n; i++) samples.push(point(i));
  const events: RoastLog['events'] = {};
  TIMEINDEX.forEach((event, slot) => {
    const i = slot === 0 ? chargeIndex : at(slot);
    if (i !== undefined) events[event] = point(i);
  });
  const tp = turningIndex(profile.computed, chargeIndex, n, timex, t0);
  const turning = tp !== undefined ? point(tp) : findTurning(samples, events.charge, events.dried);
  if (turning) events.turning = turning;
  // The roast's day: roastisodate (Artisan ≥ 1.x), else the older roastdate text.
  const date = roastDay(profile.roastisodate) ?? roastDay(profile.roastdate);
  const time = clockTime(profile.roasttime);
  return { unit, samples, events, ...(date ? { date } : {}), ...(date && time ? { time } : {}) };
}

function numberArray(value: unknown, name: string): number[] {
  if (!Array.isArray(value)) throw new RoastLogMalformed(`the profile has no ${name} list`);
  // -1 marks a missing reading; None (null) and strings are treated the same way by reading().
  return value.map((v) => (typeof v === 'number' ? v : Number.NaN));
}

/** Artisan's own turning point from `computed` (TP_idx, else TP_time from CHARGE), if usable. */
function turningIndex(
  computed: unknown,
  chargeIndex: number,
  n: number,
  timex: number[],
  t0: number,
): number | undefined {
  if (!computed || typeof computed !== 'object') return undefined;
  const c = computed as Record<string, unknown>;
  if (Number.isInteger(c.TP_idx) && (c.TP_idx as number) >= chargeIndex && (c.TP_idx as number) < n)
    return c.TP_idx as number;
  if (typeof c.TP_time === 'number' && c.TP_time >= 0) {
    let best: number | undefined;
    for (let i = chargeIndex; i < n; i++)
      if (best === undefined || Math.abs(timex[i] - t0 - c.TP_time) < Math.abs(timex[best] - t0 - c.TP_time)) best = i;
    return best;
  }
  return undefined;
}
