import { brewingTerm } from '../../core/entity/brewing-term';
import { type EntityHooks, finalValue } from '../../core/entity/entity-hooks';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { UserBeans } from '../user-beans';
import { blank } from '../../core/http/body';

/** In a save, a bean or lot that is not (or no longer) the drinker's is a bad field, 400 as every reference check answers. */
async function asField<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiRefusal && error.getStatus() === 404)
      throw new ApiRefusal(400, 'field_not_found', error.field);
    throw error;
  }
}

/**
 * User brewing result (002 §2.6, §4): a chosen recipe, bean and lot must be the user's own (the
 * beans and lots their coffee notes name by serial; core/entity/reference-check.ts); the lot must be
 * of the chosen bean (400 coffeebean_mismatch). The bean's names are copied; the lot's blending date
 * and losses too, as far as the cafe's bean shows them to its customers, else the date stays as typed
 * from the bag. The days from that date to the brewing date are counted here, whatever the browser
 * previewed, and never below zero.
 */
export const userBrewingResultHooks: EntityHooks = {
  async beforeSave(ctx) {
    const beans = new UserBeans(ctx.tx);
    const bean = finalValue(ctx, 'coffeebean_seq');
    if ('coffeebean_seq' in ctx.changes && !blank(bean))
      Object.assign(ctx.changes, await asField(beans.bean(ctx.user, bean)));
    if ('received_seq' in ctx.changes || 'coffeebean_seq' in ctx.changes) {
      const lotSeq = finalValue(ctx, 'received_seq');
      if (!blank(lotSeq)) {
        const lot = await asField(beans.lot(ctx.user, lotSeq));
        if (lot.coffeebean_seq !== Number(bean)) throw new ApiRefusal(400, 'coffeebean_mismatch', 'received_seq');
        const { coffeebean_seq: _bean, blending_result_date: date, ...losses } = lot;
        Object.assign(ctx.changes, losses, date ? { blending_result_date: date } : {});
      } else Object.assign(ctx.changes, { blending_loss: null, blending_organic_loss: null });
    }
    ctx.changes.brewing_date_term = brewingTerm(ctx, 'brewing_result_date', ['received_seq', 'coffeebean_seq']);
  },
};
