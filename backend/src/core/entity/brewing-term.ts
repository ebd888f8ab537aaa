import { dateTerm } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { finalValue, type HookContext } from './entity-hooks';

/**
 * The days from a lot's blending (or a bag's roast) date to a brew or a tasting (`dateTerm`), never
 * below zero: a date before the blending is a typing slip, refused with 400 `date_before_blending`
 * naming `dateField` and the blending date, where it had been saved as "-25 days since roasting"
 *. Checked when this save moves either date (directly, or
 * through the fields in `via` that bring a lot's date), so an old record can still be edited.
 */
export function brewingTerm(ctx: HookContext, dateField: string, via: readonly string[] = []): number | null {
  const blended = finalValue(ctx, 'blending_result_date');
  const term = dateTerm(blended, finalValue(ctx, dateField));
  const moved = [dateField, 'blending_result_date', ...via].some((f) => f in ctx.changes);
  if (moved && term !== null && term < 0)
    throw new ApiRefusal(400, 'date_before_blending', dateField, { date: String(blended).slice(0, 10) });
  return term;
}
