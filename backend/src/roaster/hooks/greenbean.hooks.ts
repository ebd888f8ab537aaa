import type { EntityHooks, HookContext } from '../../core/entity/entity-hooks';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { ownerOf } from '../../core/entity/owned';

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

/** The seller's shop link is copied from the company (001 §3 "read-only shop link copied from the seller"). */
async function sellerLink(ctx: HookContext): Promise<void> {
  if (!('greenbean_seller_seq' in ctx.changes)) return;
  const seller = ctx.changes.greenbean_seller_seq;
  if (seller === null || seller === undefined || seller === '') {
    ctx.changes.greenbean_seller_link = null;
    return;
  }
  const { q } = ctx.d;
  const [row] = await ctx.tx.query(
    `SELECT company_shop FROM ${q('company')} WHERE company_seq = ? AND company_type = 'GBD'`,
    [seller],
  );
  if (!row) throw new ApiRefusal(404, 'nopage_text', 'greenbean_seller_seq');
  ctx.changes.greenbean_seller_link = row.company_shop ?? null;
}

/** Copies the bean's list values into its year rows (after a bean edit, or into a new year row). */
async function copyBean(
  ctx: HookContext,
  from: { table: string; key: string },
  yearTable: string,
  beanSeq: unknown,
  owner?: unknown,
): Promise<void> {
  const { q } = ctx.d;
  const where = `${q(from.key)} = ?${owner !== undefined ? ` AND ${q('roaster_seq')} = ?` : ''}`;
  const [bean] = await ctx.tx.query(
    `SELECT ${COPIED_BEAN_COLUMNS.map(q).join(', ')} FROM ${q(from.table)} WHERE ${where}`,
    owner !== undefined ? [beanSeq, owner] : [beanSeq],
  );
  if (!bean) throw new ApiRefusal(404, 'nopage_text', from.key);
  await ctx.tx.query(
    `UPDATE ${q(yearTable)} SET ${COPIED_BEAN_COLUMNS.map((c) => `${q(c)} = ?`).join(', ')} WHERE ${q(from.key)} = ?`,
    [...COPIED_BEAN_COLUMNS.map((c) => bean[c]), beanSeq],
  );
}

export const roasterGreenbeanHooks: EntityHooks = {
  async beforeSave(ctx) {
    await sellerLink(ctx);
    // An administrator default it was copied from must exist (it is shared master data, not owned).
    const def = ctx.changes.greenbean_default_seq;
    if (def !== undefined && def !== null && def !== '') {
      const [row] = await ctx.tx.query(
        `SELECT 1 AS x FROM ${ctx.d.q('greenbean_default')} WHERE greenbean_default_seq = ?`,
        [def],
      );
      if (!row) throw new ApiRefusal(404, 'nopage_text', 'greenbean_default_seq');
    }
  },
  async afterSave(ctx) {
    await copyBean(
      ctx,
      { table: 'greenbean_roaster', key: 'greenbean_roaster_seq' },
      'greenbean_roaster_year',
      ctx.keys.greenbean_roaster_seq,
      ownerOf(ctx),
    );
  },
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
    if (ctx.mode === 'write')
      await copyBean(
        ctx,
        { table: 'greenbean_roaster', key: 'greenbean_roaster_seq' },
        'greenbean_roaster_year',
        ctx.keys.greenbean_roaster_seq,
        ownerOf(ctx),
      );
  },
};

export const greenbeanDefaultAdminHooks: EntityHooks = {
  beforeSave: sellerLink,
  async afterSave(ctx) {
    await copyBean(
      ctx,
      { table: 'greenbean_default', key: 'greenbean_default_seq' },
      'greenbean_default_year',
      ctx.keys.greenbean_default_seq,
    );
  },
};

export const greenbeanYearAdminHooks: EntityHooks = {
  async afterSave(ctx) {
    if (ctx.mode === 'write')
      await copyBean(
        ctx,
        { table: 'greenbean_default', key: 'greenbean_default_seq' },
        'greenbean_default_year',
        ctx.keys.greenbean_default_seq,
      );
  },
};
