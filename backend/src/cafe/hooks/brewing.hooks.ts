import { brewingTerm } from '../../core/entity/brewing-term';
import { type EntityHooks, finalValue as final } from '../../core/entity/entity-hooks';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { blank } from '../../core/http/body';
import { CafeSaveRepository } from './cafe-save.repository';

/**
 * Cafe brewing result (002 §2.6, §4): the recipe, bean and lot must be the cafe's own
 * (core/entity/reference-check.ts); the lot must be a lot of the chosen bean (else 400 coffeebean_mismatch); the bean's names and the lot's
 * blending date and losses are copied, and the days between blending and brewing counted: never
 * below zero (400 date_before_blending).
 */
export const cafeBrewingResultHooks: EntityHooks = {
  async beforeSave(ctx) {
    const cafe = new CafeSaveRepository(ctx.tx);
    if ('coffeebean_seq' in ctx.changes) {
      const seq = ctx.changes.coffeebean_seq;
      const bean = blank(seq) ? undefined : await cafe.beanNames(seq);
      ctx.changes.coffeebean_name = bean?.coffeebean_name ?? null;
      ctx.changes.coffeebean_name_locale = bean?.coffeebean_name_locale ?? null;
    }
    if ('received_seq' in ctx.changes || 'coffeebean_seq' in ctx.changes) {
      const lotSeq = final(ctx, 'received_seq');
      if (!blank(lotSeq)) {
        // The lot is the cafe's own (checked before the hooks), so it is there.
        const lot = (await cafe.lot(lotSeq))!;
        if (Number(lot.coffeebean_seq) !== Number(final(ctx, 'coffeebean_seq')))
          throw new ApiRefusal(400, 'coffeebean_mismatch', 'received_seq');
        Object.assign(ctx.changes, {
          blending_result_date: lot.blending_result_date ?? null,
          blending_loss: lot.blending_loss ?? null,
          blending_organic_loss: lot.blending_organic_loss ?? null,
        });
      } else
        Object.assign(ctx.changes, { blending_result_date: null, blending_loss: null, blending_organic_loss: null });
    }
    ctx.changes.brewing_date_term = brewingTerm(ctx, 'brewing_result_date', ['received_seq', 'coffeebean_seq']);
  },
};
