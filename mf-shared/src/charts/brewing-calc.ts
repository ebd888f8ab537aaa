/** One brewing step (spec 001 §3 brewing record): time in seconds, mass in g, pressure in bar, flux in g/s. */
export interface BrewingStep {
  time: number | null;
  mass: number | null;
  bar?: number | null;
  flux?: number | null;
}

export interface BrewingDerived {
  /** Start mass plus the running sum of step masses, per step (spec 001 §5). */
  cumulative: (number | null)[];
  /** floor((result mass − Σ step masses) × 10) / 10. */
  resultCalc: number | null;
  /** Start mass plus result mass. */
  total: number | null;
}

const num = (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? 0 : v);
/** Rounds away binary noise (0.1 + 0.2) before the floor, so 12.3 stays 12.3 and not 12.2. */
const tidy = (v: number) => Math.round(v * 1e6) / 1e6;

/** The brewing mass calculation of spec 001 §5. Zero results are returned as null (shown empty). */
export function brewingDerived(startMass: number | null, steps: readonly BrewingStep[], resultMass: number | null): BrewingDerived {
  let running = num(startMass);
  const cumulative = steps.map((s) => {
    running = tidy(running + num(s.mass));
    return running === 0 ? null : running;
  });
  const stepSum = tidy(steps.reduce((sum, s) => sum + num(s.mass), 0));
  const calc = Math.floor(tidy((num(resultMass) - stepSum) * 10)) / 10;
  const total = tidy(num(startMass) + num(resultMass));
  return { cumulative, resultCalc: calc === 0 ? null : calc, total: total === 0 ? null : total };
}

/** Shows a derived value: zero and missing are both empty (spec 001 §5). */
export function showAmount(v: number | null | undefined): string {
  return v == null || v === 0 || !Number.isFinite(v) ? '' : String(v);
}

/**
 * Which step the brewing start timer is in after `elapsed` seconds: the last step whose time has
 * been reached (-1 before the first). `done` once time passes the last step, when the timer stops
 * (spec 000 §4).
 */
export function brewingTimerStep(elapsed: number, steps: readonly BrewingStep[]): { index: number; done: boolean } {
  let index = -1;
  let last = -Infinity;
  steps.forEach((s, i) => {
    if (s.time == null) return;
    if (s.time <= elapsed) index = i;
    last = Math.max(last, s.time);
  });
  return { index, done: last !== -Infinity && elapsed > last };
}
