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
