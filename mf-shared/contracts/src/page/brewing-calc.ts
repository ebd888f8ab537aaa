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

/**
 * The brewing mass calculation of spec 001 §5, one function for the browser (the brewing record
 * try-out, the QC record's step table) and the server (the QC record's stored result values).
 * Zero results are returned as null (shown empty).
 */
export function brewingDerived(
  startMass: number | null,
  steps: readonly BrewingStep[],
  resultMass: number | null,
): BrewingDerived {
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
