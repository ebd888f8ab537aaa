import { randomUUID } from 'node:crypto';
import type { RecordValues } from '@beantrail/contracts';
import type { EntityHooks, HookContext } from '../../core/entity/entity-hooks';
import { ownerOf } from '../../core/entity/owned';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { weightedMean } from '../roaster-math';
import { lotOrigins } from './origins';
import { RoastSaveRepository } from './roast-save.repository';
import { copyNames, currentRows, num, numOrNull, shareRows, updateRow } from './rows';
import { moveStock, stockDeltas } from './stock';

export const blendingDefaultHooks: EntityHooks = {
  beforeSave(ctx) {
    if (ctx.mode === 'write') {
      ctx.changes.blending_uuid_str = randomUUID();
      ctx.changes.blending_uuid_cafe = randomUUID();
    }
  },
  async afterSave(ctx) {
    const rows = await currentRows(ctx, 'roasting_rows');
    const total = await shareRows(ctx, 'roasting_rows', rows, 'roasting');
    // 001 §4: single origin exactly when one roasting is combined and that roasting is single origin.
    let single = false;
    if (rows.length === 1) {
      const s = await new RoastSaveRepository(ctx.tx).recipeSingleOrigin(rows[0].roasting_seq);
      single = s === 1 || s === true || s === '1';
    }
    await updateRow(ctx, 'blending_default', ctx.keys, { blending_total_mass: total, blending_single_origin: single });
  },
};

const resultKey = (r: RecordValues) => String(num(r.roasting_result_seq));

/** Roasted stock moves with the lot rows that consume it. */
async function consumeRoastings(ctx: HookContext, before: RecordValues[], after: RecordValues[]): Promise<void> {
  for (const [key, delta] of stockDeltas(before, after, resultKey, (r) => num(r.roasting_mass))) {
    await moveStock(ctx.tx, ownerOf(ctx), {
      table: 'roasting_result',
      keys: { roasting_result_seq: Number(key) },
      stockColumn: 'roasting_stock_mass',
      instockColumn: 'roasting_instock',
      delta,
      field: 'roasting_rows',
      // As the lot's roast picker shows a roast: its date, name and batch number.
      name: {
        base: 'roasting_name',
        extra: ['roasting_result_date', 'roasting_batch_no'],
        label: (name, row) =>
          `${String(row.roasting_result_date ?? '').slice(0, 10)} ${name}${row.roasting_batch_no ? ` #${String(row.roasting_batch_no)}` : ''}`.trim(),
      },
    });
  }
}

/**
 * The roasts a lot's rows name, this roaster's only: a row naming another roaster's roast, or the
 * wrong year, is refused as not found; a row that names its recipe takes only a roast of that recipe
 * (the row's roast picker offers no other). Each row's roast, in row order.
 */
async function lotRoasts(ctx: HookContext, rows: RecordValues[]): Promise<RecordValues[]> {
  const seqs = [...new Set(rows.map((r) => num(r.roasting_result_seq)))];
  const results = seqs.length ? await new RoastSaveRepository(ctx.tx).roasts(ownerOf(ctx), seqs) : [];
  const resultOf = (r: RecordValues) =>
    results.find(
      (x) =>
        num(x.roasting_result_seq) === num(r.roasting_result_seq) &&
        num(x.roasting_result_year) === num(r.roasting_result_year),
    );
  if (rows.some((r) => !resultOf(r))) throw new ApiRefusal(404, 'nopage_text', 'roasting_rows');
  const wrong = rows.findIndex(
    (r) => numOrNull(r.roasting_seq) !== null && numOrNull(resultOf(r)!.roasting_seq) !== numOrNull(r.roasting_seq),
  );
  if (wrong >= 0) throw new ApiRefusal(400, 'roasting_not_recipe', `roasting_rows.${wrong}.roasting_result_seq`);
  return rows.map((r) => resultOf(r)!);
}

export const blendingResultHooks: EntityHooks = {
  async beforeSave(ctx) {
    await copyNames(ctx, 'blending_default', 'blending_seq', 'blending');
    if (ctx.mode === 'write') {
      ctx.changes.blending_result_uuid_str = randomUUID();
      ctx.changes.blending_result_uuid_cafe = randomUUID();
    }
  },
  async afterSave(ctx) {
    const rows = await currentRows(ctx, 'roasting_rows');
    const used = await lotRoasts(ctx, rows);
    await consumeRoastings(ctx, ctx.beforeRows.roasting_rows ?? [], rows);
    const total = await shareRows(ctx, 'roasting_rows', rows, 'roasting');
    for (const [i, r] of rows.entries()) {
      const x = used[i];
      await updateRow(
        ctx,
        'blending_result_roasting',
        { blending_roasting_seq: r.blending_roasting_seq },
        { roasting_loss: x.roasting_loss ?? null, roasting_organic_loss: x.roasting_organic_loss ?? null },
      );
    }
    const mean = (col: string) => {
      const m = weightedMean(rows.map((r, i) => ({ mass: num(r.roasting_mass), value: numOrNull(used[i][col]) })));
      return m === null ? null : Math.round(m);
    };
    await updateRow(ctx, 'blending_result', ctx.keys, {
      blending_total_mass: total,
      blending_loss: mean('roasting_loss'),
      blending_organic_loss: mean('roasting_organic_loss'),
      ...lotOrigins(used),
    });
  },
  async beforeRemove(ctx) {
    await consumeRoastings(ctx, ctx.beforeRows.roasting_rows ?? [], []);
  },
};
