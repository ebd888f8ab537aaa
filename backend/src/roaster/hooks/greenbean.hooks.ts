import type { EntityHooks, HookContext } from '../../core/entity/entity-hooks';
import { ownerOf } from '../../core/entity/owned';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { type BeanTables, GreenbeanSaveRepository } from './greenbean-save.repository';

/** Bean values the year rows carry for their list columns (001 §2). */
export const COPIED_BEAN_COLUMNS = [
  'greenbean_name_locale',
  'greenbean_name',
  'greenbean_nick_locale',
  'greenbean_nick',
  'greenbean_country_code',
  'greenbean_grade_detail',
  'greenbean_variety_list',
  'greenbean_process',
];

const ROASTER_BEAN: BeanTables = {
  table: 'greenbean_roaster',
  key: 'greenbean_roaster_seq',
  years: 'greenbean_roaster_year',
  owned: true,
};
const DEFAULT_BEAN: BeanTables = {
  table: 'greenbean_default',
  key: 'greenbean_default_seq',
  years: 'greenbean_default_year',
  owned: false,
};

/** The seller's shop link is copied from the company (001 §3 "read-only shop link copied from the seller"). */
async function sellerLink(ctx: HookContext): Promise<void> {
  if (!('greenbean_seller_seq' in ctx.changes)) return;
  const seller = ctx.changes.greenbean_seller_seq;
  if (seller === null || seller === undefined || seller === '') {
    ctx.changes.greenbean_seller_link = null;
    return;
  }
  const row = await new GreenbeanSaveRepository(ctx.tx).sellerShop(seller);
  if (!row) throw new ApiRefusal(404, 'nopage_text', 'greenbean_seller_seq');
  ctx.changes.greenbean_seller_link = row.company_shop ?? null;
}

/**
 * Copies the saved bean's list values into its year rows (after a bean edit, or into a new year
 * row).
 */
async function copyBean(ctx: HookContext, from: BeanTables): Promise<void> {
  const beanSeq = ctx.keys[from.key];
  const owner = from.owned ? ownerOf(ctx) : undefined;
  const beans = new GreenbeanSaveRepository(ctx.tx);
  const bean = await beans.bean(from, COPIED_BEAN_COLUMNS, beanSeq, owner);
  if (!bean) throw new ApiRefusal(404, 'nopage_text', from.key);
  await beans.copyToYears(from, beanSeq, Object.fromEntries(COPIED_BEAN_COLUMNS.map((c) => [c, bean[c]])));
}

export const roasterGreenbeanHooks: EntityHooks = {
  async beforeSave(ctx) {
    await sellerLink(ctx);
    // An administrator default it was copied from must exist (it is shared master data, not owned).
    const def = ctx.changes.greenbean_default_seq;
    if (def !== undefined && def !== null && def !== '') {
      if (!(await new GreenbeanSaveRepository(ctx.tx).hasDefault(def)))
        throw new ApiRefusal(404, 'nopage_text', 'greenbean_default_seq');
    }
  },
  afterSave: (ctx) => copyBean(ctx, ROASTER_BEAN),
};

export const roasterGreenbeanYearHooks: EntityHooks = {
  async beforeSave(ctx) {
    if (ctx.mode === 'write') {
      // A new year's stock starts at what was bought, unless given.
      if (ctx.changes.greenbean_stock_mass === undefined || ctx.changes.greenbean_stock_mass === null)
        ctx.changes.greenbean_stock_mass = ctx.changes.greenbean_purchase_mass ?? null;
    }
  },
  async afterSave(ctx) {
    if (ctx.mode === 'write') await copyBean(ctx, ROASTER_BEAN);
  },
};

export const greenbeanDefaultAdminHooks: EntityHooks = {
  beforeSave: sellerLink,
  afterSave: (ctx) => copyBean(ctx, DEFAULT_BEAN),
};

export const greenbeanYearAdminHooks: EntityHooks = {
  async afterSave(ctx) {
    if (ctx.mode === 'write') await copyBean(ctx, DEFAULT_BEAN);
  },
};
