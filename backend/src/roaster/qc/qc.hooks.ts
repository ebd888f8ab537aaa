import { dateTerm } from '@beantrail/contracts';
import { brewingRecordResults } from '../../core/entity/brewing-results';
import { type EntityHooks, finalValue as final, type HookContext } from '../../core/entity/entity-hooks';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { ownerOf } from '../../core/entity/owned';
import { blank } from '../../core/http/body';
import { QcLastBrewRepository } from './qc-last-brew.repository';
import { QcSourceRepository } from './qc-source.repository';
import { isMonth, readGreenbeanYear, readLot, readRoast } from './qc-sources';

/**
 * What the server decides on a QC note or recipe (001 §3–§5; docs/ROASTER.md "QC cup notes"): what
 * it refers to must be the roastery's own (404), the lot must be of the chosen month (and blend),
 * dates and losses are copied from what was tasted, the days in between counted, and the brewing
 * record's result masses calculated. Anything derived a client sends is refused (403) by the engine.
 */

const touched = (ctx: HookContext, ...names: string[]) => ctx.mode === 'write' || names.some((n) => n in ctx.changes);

/**
 * The lot (001 §4 "blending results only after a month"): the month must be a month and the lot one
 * of that month's (400 naming the month otherwise: the browser offers no other), of the chosen blend
 * when there is one; its year, date, blend and losses are copied. No lot clears them.
 */
async function applyLot(ctx: HookContext, blendMustMatch: boolean): Promise<void> {
  if (!touched(ctx, 'blending_result_seq', 'blending_result_month', 'blending_seq')) return;
  const month = final(ctx, 'blending_result_month');
  if (!blank(month) && !isMonth(month)) throw new ApiRefusal(400, 'bad_request', 'blending_result_month');
  const seq = final(ctx, 'blending_result_seq');
  if (blank(seq)) {
    Object.assign(ctx.changes, {
      blending_result_year: null,
      blending_result_date: null,
      blending_loss: null,
      blending_organic_loss: null,
    });
    if (!blendMustMatch) ctx.changes.blending_seq = null;
    return;
  }
  const lot = await readLot(new QcSourceRepository(ctx.tx), ownerOf(ctx), seq);
  if (lot.blending_result_month !== month) throw new ApiRefusal(400, 'qc_month_mismatch', 'blending_result_month');
  if (blendMustMatch && Number(final(ctx, 'blending_seq')) !== lot.blending_seq)
    throw new ApiRefusal(400, 'qc_lot_mismatch', 'blending_result_seq');
  const { blending_result_year, blending_result_date, blending_loss, blending_organic_loss } = lot;
  Object.assign(ctx.changes, { blending_result_year, blending_result_date, blending_loss, blending_organic_loss });
  if (!blendMustMatch) ctx.changes.blending_seq = lot.blending_seq;
}

function countDays(ctx: HookContext, from: string): void {
  ctx.changes.brewing_date_term = dateTerm(final(ctx, from), final(ctx, 'cupnote_date'));
}

/**
 * A QC recipe remembers its last brew (001 §3 QC brewing default: brewing_result_date,
 * brewing_result_main, brewing_satis): the latest note made with it, kept on every note save and
 * remove. The recipe's edit_at stays, so an edit of the recipe in progress is not refused for it.
 */
async function rememberLastBrew(ctx: HookContext, recipes: unknown[]): Promise<void> {
  const brews = new QcLastBrewRepository(ctx.tx);
  for (const seq of new Set(recipes.filter((r) => !blank(r)).map(Number))) {
    const last = await brews.latest(ownerOf(ctx), seq);
    await brews.remember(ownerOf(ctx), seq, [
      last?.cupnote_date ?? null,
      last ? (Number(last.cupnote_main) ? 1 : 0) : null,
      last?.cupnote_satis ?? null,
    ]);
  }
}

/** The brewing cup note (QCBrewingResult). */
export const qcBlendingResultHooks: EntityHooks = {
  async beforeSave(ctx) {
    await applyLot(ctx, false);
    if (touched(ctx, 'blending_result_seq', 'blending_result_month', 'cupnote_date'))
      countDays(ctx, 'blending_result_date');
    brewingRecordResults(ctx);
  },
  async afterSave(ctx) {
    await rememberLastBrew(ctx, [ctx.before?.brewing_seq, final(ctx, 'brewing_seq')]);
  },
  async afterRemove(ctx) {
    await rememberLastBrew(ctx, [ctx.before?.brewing_seq]);
  },
};

/** QC blending: a blend (required), optionally one of its lots. */
export const qcBlendingHooks: EntityHooks = {
  async beforeSave(ctx) {
    await applyLot(ctx, true);
    if (touched(ctx, 'blending_result_seq', 'blending_result_month', 'blending_seq', 'cupnote_date'))
      countDays(ctx, 'blending_result_date');
  },
};

/** QC roasting: a roast of the chosen year; its date and loss are copied. */
export const qcRoastingHooks: EntityHooks = {
  async beforeSave(ctx) {
    if (touched(ctx, 'roasting_result_seq', 'roasting_result_year')) {
      const roast = await readRoast(
        new QcSourceRepository(ctx.tx),
        ownerOf(ctx),
        final(ctx, 'roasting_result_seq'),
        final(ctx, 'roasting_result_year'),
      );
      Object.assign(ctx.changes, {
        roasting_result_date: roast.roasting_result_date,
        roasting_loss: roast.roasting_loss,
      });
    }
    if (touched(ctx, 'roasting_result_seq', 'roasting_result_year', 'cupnote_date'))
      countDays(ctx, 'roasting_result_date');
  },
};

/** QC greenbean: the year's bean must be in the roastery's stock rows (the keys are locked on edit by the declaration). */
export const qcGreenbeanHooks: EntityHooks = {
  async beforeSave(ctx) {
    if (ctx.mode === 'write')
      await readGreenbeanYear(
        new QcSourceRepository(ctx.tx),
        ownerOf(ctx),
        ctx.changes.greenbean_roaster_seq,
        ctx.changes.greenbean_year,
      );
  },
};

/** QC brewing default: the record's result masses (its equipment is the roastery's own: core/entity/reference-check.ts; a recipe notes were brewed with stays: the generic remove's 409 record_in_use_flag). */
export const qcBrewingDefaultHooks: EntityHooks = {
  beforeSave(ctx) {
    brewingRecordResults(ctx);
  },
};
