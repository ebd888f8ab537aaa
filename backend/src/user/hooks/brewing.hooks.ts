import { brewingTerm } from '../../core/entity/brewing-term';
import type { EntityHooks } from '../../core/entity/entity-hooks';
import { assertOwned, ownerOf } from '../../core/entity/owned';

/**
 * User brewing result (002 §2.6, §4): a chosen recipe must be the user's own (else 404, as if it did
 * not exist); the days from the typed roast date to the brewing date are counted here, whatever the
 * browser previewed, and never below zero.
 */
export const userBrewingResultHooks: EntityHooks = {
  async beforeSave(ctx) {
    if ('brewing_seq' in ctx.changes) {
      await assertOwned(ctx.tx, ctx.d, 'user_brewing_default', 'brewing_seq', [ctx.changes.brewing_seq], ownerOf(ctx), 'brewing_seq', 'user_seq');
    }
    ctx.changes.brewing_date_term = brewingTerm(ctx, 'brewing_result_date');
  },
};
