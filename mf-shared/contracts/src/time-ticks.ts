// Shared by the roaster's interactive chart (mf-shared charts) and the bean story's server-drawn
// curve (backend public/story), so both time axes read the same minutes.
/** Steps a time axis may use, in seconds: whole minutes first (half a minute for short spans). */
const TIME_STEPS = [30, 60, 120, 180, 300, 600, 900, 1200, 1800, 3600, 7200];

/**
 * Tick values for a time axis from `min` to `max` seconds: multiples of the smallest step giving at
 * most `maxCount` ticks, so the axis reads 00:00, 02:00, 04:00… rather than d3's 00:50, 01:40….
 */
export function timeTicks(min: number, max: number, maxCount: number): number[] {
  if (!(max > min)) return [min];
  const step =
    TIME_STEPS.find((s) => Math.floor(max / s) - Math.ceil(min / s) + 1 <= maxCount) ??
    Math.ceil((max - min) / Math.max(1, maxCount - 1) / 3600) * 3600;
  const ticks: number[] = [];
  // (+ 0: no -0 from the first multiple of a negative start)
  for (let t = Math.ceil(min / step) * step + 0; t <= max; t += step) ticks.push(t);
  return ticks;
}
