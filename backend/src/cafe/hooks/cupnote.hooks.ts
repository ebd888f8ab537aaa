import type { EntityHooks } from '../../core/entity/entity-hooks';
import { CafeSaveRepository } from './cafe-save.repository';

/**
 * Cafe QC note (002 §2.8): the bean must be the cafe's own (core/entity/reference-check.ts); its names
 * are copied into the note's read-only name fields.
 */
export const cafeCupnoteHooks: EntityHooks = {
  async beforeSave(ctx) {
    if (!('coffeebean_seq' in ctx.changes)) return;
    const seq = ctx.changes.coffeebean_seq;
    const bean = await new CafeSaveRepository(ctx.tx).beanNames(seq);
    ctx.changes.cupnote_name = bean?.coffeebean_name ?? null;
    ctx.changes.cupnote_name_locale = bean?.coffeebean_name_locale ?? null;
  },
};
