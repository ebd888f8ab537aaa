import type { TimedValue } from './rate-of-rise';

/** Stage keys of the roasting profile timeline (spec 000 §2 timeline chart; spec 001 §3). */
export type RoastStageKey =
  | 'preheat'
  | 'charge_ready'
  | 'charge'
  | 'turning'
  | 'dry_end'
  | 'first_crack'
  | 'first_crack_end'
  | 'second_crack'
  | 'second_crack_end'
  | 'drop'
  | 'check';

/** One stage point: time in seconds from charge, bean temperature (BT) and air temperature (ET) in °C. */
export interface RoastStage {
  key: RoastStageKey;
  t: number;
  bt: number | null;
  et: number | null;
  /** The form stage it comes from (`roasting_check3`, …; spec 001 §3), which names its marker. */
  prefix?: string;
}

/** Chart defaults of spec 000 §9. */
export const TIMELINE_TEMP_MIN = 100;
export const TIMELINE_TEMP_MAX = 250;
export const TIMELINE_REFERENCE_TEMP = 200;
export const TIMELINE_SLIDER_MARKS = [70, 150, 190, 220, 250] as const;
/** The scale slider's range; it widens further when the readings do. */
export const TIMELINE_SLIDER_MIN = 50;
export const TIMELINE_SLIDER_MAX = 300;
export const TIMELINE_LIMIT_SEC = 3600;

/**
 * The temperature axis as drawn, which the scale slider and its caption show too (they said
 * 100–250 while a low turning point had widened the axis to 60). Until the user sets the scale, a
 * reading outside it (a low turning point) widens it to the next 10 °C instead of being cut off;
 * a scale the user set is kept as set.
 */
export function timelineScale(
  temps: readonly number[],
  [min, max]: readonly [number, number],
  custom: boolean,
): [number, number] {
  if (custom) return [min, max];
  const finite = temps.filter((v) => Number.isFinite(v));
  return [
    Math.min(min, Math.floor(Math.min(...finite, min) / 10) * 10),
    Math.max(max, Math.ceil(Math.max(...finite, max) / 10) * 10),
  ];
}
export const TIMELINE_LIMIT_HOURS_SEC = 24 * 3600;

/**
 * The demo roast of spec 000 §9: preheat −180 s, charge −90 s and 0, turning 65 s, yellow (dry
 * end) 250 s, first crack 613 s, drop 733 s; the chart runs to 780 s. The temperatures are
 * plausible values for a 1 kg drum roaster, chosen for this demo (the spec gives only times).
 */
export const DEMO_ROAST: RoastStage[] = [
  { key: 'preheat', t: -180, bt: 185, et: 215 },
  { key: 'charge_ready', t: -90, bt: 198, et: 226 },
  { key: 'charge', t: 0, bt: 205, et: 232 },
  { key: 'turning', t: 65, bt: 92, et: 198 },
  { key: 'dry_end', t: 250, bt: 152, et: 212 },
  { key: 'first_crack', t: 613, bt: 197, et: 226 },
  { key: 'drop', t: 733, bt: 211, et: 233 },
];
export const DEMO_ROAST_END = 780;

/**
 * A log keyed by time offset (every `stepSec` seconds) through the stage points, with monotone
 * cubic interpolation (Fritsch–Carlson): it never overshoots between stages, so the curve and its
 * rate of rise look like a probe's and not like a spline's wobble.
 */
export function stageLog(stages: readonly RoastStage[], field: 'bt' | 'et', stepSec = 5): TimedValue[] {
  const pts = stages
    .filter((s) => s[field] != null && Number.isFinite(s.t))
    .map((s) => ({ t: s.t, v: s[field] as number }))
    .sort((a, b) => a.t - b.t)
    .filter((p, i, arr) => i === 0 || p.t > arr[i - 1].t);
  if (pts.length < 2) return pts;
  const n = pts.length;
  const d = pts.slice(1).map((p, i) => (p.v - pts[i].v) / (p.t - pts[i].t));
  const m = pts.map((_, i) =>
    i === 0 ? d[0] : i === n - 1 ? d[n - 2] : d[i - 1] * d[i] <= 0 ? 0 : (d[i - 1] + d[i]) / 2,
  );
  for (let i = 0; i < n - 1; i++) {
    if (d[i] === 0) {
      m[i] = 0;
      m[i + 1] = 0;
      continue;
    }
    const a = m[i] / d[i];
    const b = m[i + 1] / d[i];
    const h = a * a + b * b;
    if (h > 9) {
      const k = 3 / Math.sqrt(h);
      m[i] = k * a * d[i];
      m[i + 1] = k * b * d[i];
    }
  }
  const out: TimedValue[] = [];
  for (let t = pts[0].t; t <= pts[n - 1].t; t += stepSec) {
    let i = 0;
    while (i < n - 2 && t > pts[i + 1].t) i++;
    const h = pts[i + 1].t - pts[i].t;
    const s = (t - pts[i].t) / h;
    const h00 = 2 * s ** 3 - 3 * s ** 2 + 1;
    const h10 = s ** 3 - 2 * s ** 2 + s;
    const h01 = -2 * s ** 3 + 3 * s ** 2;
    const h11 = s ** 3 - s ** 2;
    const v = h00 * pts[i].v + h10 * h * m[i] + h01 * pts[i + 1].v + h11 * h * m[i + 1];
    out.push({ t, v: Math.round(v * 10) / 10 });
  }
  return out;
}

export function stageTime(stages: readonly RoastStage[], key: RoastStageKey): number | null {
  return stages.find((s) => s.key === key)?.t ?? null;
}
