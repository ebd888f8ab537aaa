import { brewingTerm } from '../../core/entity/brewing-term';
import type { EntityHooks } from '../../core/entity/entity-hooks';

/**
 * User brewing result (002 §2.6, §4): a chosen recipe must be the user's own (core/entity/reference-check.ts);
 * the days from the typed roast date to the brewing date are counted here, whatever the
 * browser previewed, and never below zero.
 */
export const userBrewingResultHooks: EntityHooks = {
  async beforeSave(ctx) {
    ctx.changes.brewing_date_term = brewingTerm(ctx, 'brewing_result_date');
  },
};
