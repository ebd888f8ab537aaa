/** One sample of a roasting log: seconds from charge and a temperature in °C. */
export interface TimedValue {
  t: number;
  v: number;
}

/**
 * Bean-temperature rate of rise in °C per minute, as Artisan and Cropster show it: the slope of
 * a least-squares line over the samples in the trailing `windowSec` seconds. A fitted slope
 * smooths probe noise without the lag spikes that a two-point difference gives. Samples before
 * a full window exists (and non-increasing times) yield no value, because an early partial slope
 * is dominated by the charge drop and would blow the axis scale.
 */
export function rateOfRise(samples: readonly TimedValue[], windowSec = 30): TimedValue[] {
  const sorted = [...samples].sort((a, b) => a.t - b.t);
  const out: TimedValue[] = [];
  let start = 0;
  for (let i = 0; i < sorted.length; i++) {
    const now = sorted[i];
    while (sorted[start].t < now.t - windowSec) start++;
    const first = sorted[start];
    // Require the window to be (nearly) full so the first values are not partial fits.
    if (now.t - first.t < windowSec * 0.8 || i - start < 1) continue;
    const slope = leastSquaresSlope(sorted.slice(start, i + 1));
    if (slope !== null) out.push({ t: now.t, v: Math.round(slope * 60 * 10) / 10 });
  }
  return out;
}

function leastSquaresSlope(points: readonly TimedValue[]): number | null {
  const n = points.length;
  const meanT = points.reduce((s, p) => s + p.t, 0) / n;
  const meanV = points.reduce((s, p) => s + p.v, 0) / n;
  let num = 0;
  let den = 0;
  for (const p of points) {
    num += (p.t - meanT) * (p.v - meanV);
    den += (p.t - meanT) ** 2;
  }
  return den === 0 ? null : num / den;
}

/** Seconds after CHARGE whose rate of rise the chart leaves out (docs/CHARTS.md). */
export const ROR_SKIP_SEC = 60;
/** The rate-of-rise axis (°C/min) the chart starts from; it widens in steps of 5 to fit. */
export const ROR_AXIS: readonly [number, number] = [0, 30];
/** The farthest the axis widens; a reading beyond it is not drawn (a spike, not a roast). */
export const ROR_AXIS_LIMIT: readonly [number, number] = [-20, 60];

export interface ChartRateOfRise {
  /** The points to draw, each within [min, max]. */
  points: TimedValue[];
  min: number;
  max: number;
}

/**
 * The rate of rise the timeline chart draws. First the start is clipped: nothing before
 * the turning point (before it the probe only shows the charge drop), and nothing in the first
 * `skipSec` seconds after CHARGE, where the probe is still catching up with the beans (a log
 * whose turning point is at CHARGE otherwise starts at 85 °C/min). Then the axis is scaled to fit
 * what is left: it starts at 0–30 °C/min and widens to the next 5 °C/min, at most to
 * ROR_AXIS_LIMIT; a reading beyond that is dropped. So every drawn point lies on the axis.
 */
export function chartRateOfRise(
  bt: readonly TimedValue[],
  opts: { charge?: number | null; turning?: number | null; skipSec?: number; windowSec?: number } = {},
): ChartRateOfRise {
  const charge = opts.charge ?? 0;
  const from = Math.max(charge, opts.turning ?? charge);
  const skip = opts.skipSec ?? ROR_SKIP_SEC;
  const ror = rateOfRise(
    bt.filter((p) => p.t >= from),
    opts.windowSec ?? 30,
  ).filter((p) => p.t >= charge + skip);
  const values = ror.map((p) => p.v);
  const min = Math.max(ROR_AXIS_LIMIT[0], Math.min(ROR_AXIS[0], Math.floor(Math.min(...values, ROR_AXIS[0]) / 5) * 5));
  const max = Math.min(ROR_AXIS_LIMIT[1], Math.max(ROR_AXIS[1], Math.ceil(Math.max(...values, ROR_AXIS[1]) / 5) * 5));
  return { points: ror.filter((p) => p.v >= min && p.v <= max), min, max };
}
