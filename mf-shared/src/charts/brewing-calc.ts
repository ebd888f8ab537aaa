import type { BrewingStep } from '@beantrail/contracts';

// The mass calculation is the contracts' (the QC record's server hook computes the same values).
export { brewingDerived, type BrewingDerived, type BrewingStep } from '@beantrail/contracts';

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
