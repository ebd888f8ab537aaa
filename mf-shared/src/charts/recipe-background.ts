import { readChartLog, type RecordValues } from '@beantrail/contracts';
import type { TimedValue } from './rate-of-rise';
import { stageLog, stageTime } from './roast-profile';
import { stagesOfForm } from './roast-form';

/** The recipe's curves behind a roast's own (Artisan's "background profile"), in the roast's time. */
export interface BackgroundCurves {
  /** From the recipe's stored log, or joined through its stage points as the roast's chart joins them. */
  source: 'log' | 'stages';
  bt: TimedValue[];
  et: TimedValue[];
}

const on = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

/**
 * A roasting default's target profile (001 §3 profile fields, in shown units: seconds and °C) as a
 * background for one roast's chart: moved so the recipe's CHARGE lies on the roast's CHARGE (the
 * chart's own time alignment; a missing CHARGE term counts as 0, as the stage table starts there).
 * Null when the recipe keeps no profile: its profile switch is off, or it has neither a log nor two
 * stage points with a temperature. Only curves come back, never stages: the roast's stage names stay
 * its own.
 */
export function recipeBackground(
  recipe: RecordValues | null | undefined,
  roastCharge: number | null | undefined,
): BackgroundCurves | null {
  if (!recipe || !on(recipe.roasting_profile_use)) return null;
  const stages = stagesOfForm(recipe);
  const shift = (roastCharge ?? 0) - (stageTime(stages, 'charge') ?? 0);
  const moved = (pts: readonly TimedValue[]) => pts.map((p) => ({ t: p.t + shift, v: p.v }));
  const log = readChartLog(recipe.roasting_chart_log);
  if (log && log.bt.length >= 2) return { source: 'log', bt: moved(log.bt), et: moved(log.et) };
  const bt = stageLog(stages, 'bt');
  const et = stageLog(stages, 'et');
  if (bt.length < 2 && et.length < 2) return null;
  return { source: 'stages', bt: moved(bt), et: moved(et) };
}
