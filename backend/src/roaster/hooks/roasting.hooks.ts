import { randomUUID } from 'node:crypto';
import type { RecordValues } from '@beantrail/contracts';
import type { EntityManager } from 'typeorm';
import type { EntityHooks, HookContext } from '../../core/entity/entity-hooks';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import type { Dialect } from '../../core/entity/sql';
import {
  isoDate,
  lossStored,
  massCalcStored,
  organicLossStored,
  percents,
  uniqueList,
  uniqueText,
  weightedMean,
} from '../roaster-math';
import { ownerOf } from '../../core/entity/owned';
import { currentRecord, currentRows, num, numOrNull, updateRow } from './rows';
import { massText, moveStock, stockDeltas } from './stock';

/** The next batch number of a roaster's day (001 §4: automatic batch numbers use roasting_result_date). */
export async function nextBatchNo(
  tx: EntityManager,
  d: Dialect,
  roasterSeq: unknown,
  date: unknown,
): Promise<number | null> {
  const day = isoDate(date);
  if (!day) return null;
  const [row] = await tx.query(
    `SELECT MAX(${d.q('roasting_batch_no')}) AS n FROM ${d.q('roasting_result')} WHERE ${d.q('roaster_seq')} = ? AND ${d.q('roasting_result_date')} = ?`,
    [roasterSeq, day],
  );
  return num(row?.n) + 1;
}

/** Copies the chosen recipe's names onto the record (list columns without a join). */
async function copyNames(ctx: HookContext, table: string, key: string, prefix: string): Promise<void> {
  if (!(key in ctx.changes)) return;
  const { q } = ctx.d;
  const [row] = await ctx.tx.query(
    `SELECT ${q(`${prefix}_name`)} AS n, ${q(`${prefix}_name_locale`)} AS l FROM ${q(table)} WHERE ${q(key)} = ?`,
    [ctx.changes[key]],
  );
  ctx.changes[`${prefix}_name`] = row?.n ?? null;
  ctx.changes[`${prefix}_name_locale`] = row?.l ?? null;
}

/** Row shares and the total (roasting default and blending default). */
async function shareRows(
  ctx: HookContext,
  rows: RecordValues[],
  rowTable: string,
  rowKey: string,
  massCol: string,
  percentCol: string,
): Promise<number> {
  const shares = percents(rows.map((r) => num(r[massCol])));
  for (const [i, r] of rows.entries())
    if (num(r[percentCol]) !== shares[i])
      await updateRow(ctx, rowTable, { [rowKey]: r[rowKey] }, { [percentCol]: shares[i] });
  return rows.reduce((a, r) => a + num(r[massCol]), 0);
}

export const roastingDefaultHooks: EntityHooks = {
  async afterSave(ctx) {
    const rows = await currentRows(ctx, 'greenbean_rows');
    const total = await shareRows(
      ctx,
      rows,
      'roasting_default_greenbean',
      'roasting_greenbean_seq',
      'greenbean_mass',
      'greenbean_percent',
    );
    await updateRow(ctx, 'roasting_default', ctx.keys, {
      greenbean_total_mass: total,
      roasting_single_origin: rows.length === 1,
    });
  },
};

const beanKey = (r: RecordValues) => `${num(r.greenbean_roaster_seq)}:${num(r.greenbean_year)}`;

/** Green-bean stock moves with the rows that consume it. */
async function consumeGreenbeans(ctx: HookContext, before: RecordValues[], after: RecordValues[]): Promise<void> {
  for (const [key, delta] of stockDeltas(before, after, beanKey, (r) => num(r.greenbean_mass))) {
    const [seq, year] = key.split(':').map(Number);
    await moveStock(ctx.tx, ctx.d, ownerOf(ctx), {
      table: 'greenbean_roaster_year',
      keys: { greenbean_year: year, greenbean_roaster_seq: seq },
      stockColumn: 'greenbean_stock_mass',
      instockColumn: 'greenbean_instock',
      delta,
      field: 'greenbean_rows',
      name: {
        base: 'greenbean_name',
        extra: ['greenbean_year'],
        label: (name, row) => `${name} (${String(row.greenbean_year)})`,
      },
    });
  }
}

export const roastingResultHooks: EntityHooks = {
  async beforeSave(ctx) {
    await copyNames(ctx, 'roasting_default', 'roasting_seq', 'roasting');
    if (ctx.mode === 'write') {
      const auto = ctx.changes.roasting_batch_auto;
      if (
        (auto === undefined || auto === true || auto === 1) &&
        (ctx.changes.roasting_batch_no === undefined || ctx.changes.roasting_batch_no === null)
      )
        ctx.changes.roasting_batch_no = await nextBatchNo(
          ctx.tx,
          ctx.d,
          ownerOf(ctx),
          ctx.changes.roasting_result_date,
        );
      ctx.changes.roasting_stock_mass = ctx.changes.roasting_mass ?? null;
    } else if ('roasting_mass' in ctx.changes) {
      // The roasted stock grows or shrinks by the corrected mass, never below what blends took.
      const delta = num(ctx.changes.roasting_mass) - num(ctx.before?.roasting_mass);
      const stock = num(ctx.before?.roasting_stock_mass) + delta;
      if (stock < 0)
        throw new ApiRefusal(400, 'roasting_mass_used', 'roasting_mass', {
          used: massText(num(ctx.before?.roasting_mass) - num(ctx.before?.roasting_stock_mass)),
        });
      ctx.changes.roasting_stock_mass = stock;
      ctx.changes.roasting_instock = stock > 0;
    }
  },
  async afterSave(ctx) {
    const rows = await currentRows(ctx, 'greenbean_rows');
    await consumeGreenbeans(ctx, ctx.beforeRows.greenbean_rows ?? [], rows);
    const total = await shareRows(
      ctx,
      rows,
      'roasting_result_greenbean',
      'roasting_greenbean_seq',
      'greenbean_mass',
      'greenbean_percent',
    );
    const { q } = ctx.d;
    const seqs = [...new Set(rows.map((r) => num(r.greenbean_roaster_seq)))];
    const beans: RecordValues[] = seqs.length
      ? await ctx.tx.query(
          `SELECT * FROM ${q('greenbean_roaster')} WHERE greenbean_roaster_seq IN (${seqs.map(() => '?').join(', ')})`,
          seqs,
        )
      : [];
    const bean = (r: RecordValues) =>
      beans.find((b) => num(b.greenbean_roaster_seq) === num(r.greenbean_roaster_seq)) ?? {};
    const inRows = rows.map(bean);
    // Row moisture as entered, else the bean's catalogue minimum (both stored ×10).
    const moisture = weightedMean(
      rows.map((r) => ({
        mass: num(r.greenbean_mass),
        value: numOrNull(r.greenbean_moisture) ?? numOrNull(bean(r).greenbean_moisture_min),
      })),
    );
    const rec = await currentRecord(ctx, ['roasting_mass', 'roasting_moisture']);
    const roasted = num(rec.roasting_mass);
    // Roasting only loses mass: more out than the green beans put in is a typo (5000 for 500), and
    // would store a negative loss and roasted stock that never existed. The save is rolled back.
    if (total > 0 && roasted > total) throw new ApiRefusal(400, 'roasting_mass_over', 'roasting_mass');
    const greenMoisture = moisture === null ? null : Math.round(moisture);
    await updateRow(ctx, 'roasting_result', ctx.keys, {
      greenbean_total_mass: total,
      greenbean_moisture: greenMoisture,
      greenbean_country_list: uniqueList(inRows.map((b) => b.greenbean_country_code as string)),
      greenbean_grade_list: uniqueList(inRows.map((b) => b.greenbean_grade as string)),
      greenbean_grade_detail_list: uniqueList(inRows.map((b) => b.greenbean_grade_detail as string)),
      greenbean_variety_list: uniqueList(inRows.map((b) => b.greenbean_variety_list as string)),
      greenbean_variety_etc: uniqueText(inRows.map((b) => b.greenbean_variety_etc as string)),
      greenbean_process_list: uniqueList(inRows.map((b) => b.greenbean_process as string)),
      greenbean_process_etc: uniqueText(inRows.map((b) => b.greenbean_process_etc as string)),
      roasting_single_origin: seqs.length === 1,
      roasting_loss: lossStored(total, roasted),
      roasting_organic_loss: organicLossStored(
        total,
        roasted,
        greenMoisture === null ? null : greenMoisture / 10,
        rec.roasting_moisture === null ? null : num(rec.roasting_moisture) / 10,
      ),
      roasting_mass_calc: massCalcStored(roasted / 10),
    });
  },
  async beforeRemove(ctx) {
    // Removing a roast gives its beans back to stock.
    await consumeGreenbeans(ctx, ctx.beforeRows.greenbean_rows ?? [], []);
  },
};

export const blendingDefaultHooks: EntityHooks = {
  beforeSave(ctx) {
    if (ctx.mode === 'write') {
      ctx.changes.blending_uuid_str = randomUUID();
      ctx.changes.blending_uuid_cafe = randomUUID();
    }
  },
  async afterSave(ctx) {
    const rows = await currentRows(ctx, 'roasting_rows');
    const total = await shareRows(
      ctx,
      rows,
      'blending_default_roasting',
      'blending_roasting_seq',
      'roasting_mass',
      'roasting_percent',
    );
    // 001 §4: single origin exactly when one roasting is combined and that roasting is single origin.
    let single = false;
    if (rows.length === 1) {
      const [r] = await ctx.tx.query(
        `SELECT roasting_single_origin AS s FROM ${ctx.d.q('roasting_default')} WHERE roasting_seq = ?`,
        [rows[0].roasting_seq],
      );
      single = r?.s === 1 || r?.s === true || r?.s === '1';
    }
    await updateRow(ctx, 'blending_default', ctx.keys, { blending_total_mass: total, blending_single_origin: single });
  },
};

const resultKey = (r: RecordValues) => String(num(r.roasting_result_seq));

async function consumeRoastings(ctx: HookContext, before: RecordValues[], after: RecordValues[]): Promise<void> {
  for (const [key, delta] of stockDeltas(before, after, resultKey, (r) => num(r.roasting_mass))) {
    await moveStock(ctx.tx, ctx.d, ownerOf(ctx), {
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
    const seqs = [...new Set(rows.map((r) => num(r.roasting_result_seq)))];
    const { q } = ctx.d;
    const results: RecordValues[] = seqs.length
      ? await ctx.tx.query(
          `SELECT * FROM ${q('roasting_result')} WHERE roaster_seq = ? AND roasting_result_seq IN (${seqs.map(() => '?').join(', ')})`,
          [ownerOf(ctx), ...seqs],
        )
      : [];
    const resultOf = (r: RecordValues) =>
      results.find(
        (x) =>
          num(x.roasting_result_seq) === num(r.roasting_result_seq) &&
          num(x.roasting_result_year) === num(r.roasting_result_year),
      );
    // A row naming another roaster's result, or the wrong year, is refused as not found.
    if (rows.some((r) => !resultOf(r))) throw new ApiRefusal(404, 'nopage_text', 'roasting_rows');
    // A row that names its recipe takes only a roast of that recipe (the row's roast picker offers no other).
    const wrong = rows.findIndex(
      (r) => numOrNull(r.roasting_seq) !== null && numOrNull(resultOf(r)!.roasting_seq) !== numOrNull(r.roasting_seq),
    );
    if (wrong >= 0) throw new ApiRefusal(400, 'roasting_not_recipe', `roasting_rows.${wrong}.roasting_result_seq`);
    await consumeRoastings(ctx, ctx.beforeRows.roasting_rows ?? [], rows);
    const total = await shareRows(
      ctx,
      rows,
      'blending_result_roasting',
      'blending_roasting_seq',
      'roasting_mass',
      'roasting_percent',
    );
    for (const r of rows) {
      const x = resultOf(r)!;
      await updateRow(
        ctx,
        'blending_result_roasting',
        { blending_roasting_seq: r.blending_roasting_seq },
        { roasting_loss: x.roasting_loss ?? null, roasting_organic_loss: x.roasting_organic_loss ?? null },
      );
    }
    const used = rows.map((r) => resultOf(r)!);
    const mean = (col: string) => {
      const m = weightedMean(rows.map((r, i) => ({ mass: num(r.roasting_mass), value: numOrNull(used[i][col]) })));
      return m === null ? null : Math.round(m);
    };
    await updateRow(ctx, 'blending_result', ctx.keys, {
      blending_total_mass: total,
      blending_loss: mean('roasting_loss'),
      blending_organic_loss: mean('roasting_organic_loss'),
      blending_country_list: uniqueList(used.map((x) => x.greenbean_country_list as string)),
      blending_grade_list: uniqueList(used.map((x) => x.greenbean_grade_list as string)),
      blending_grade_detail_list: uniqueList(used.map((x) => x.greenbean_grade_detail_list as string)),
      blending_variety_list: uniqueList(used.map((x) => x.greenbean_variety_list as string)),
      blending_variety_etc: uniqueText(used.map((x) => x.greenbean_variety_etc as string)),
      blending_process_list: uniqueList(used.map((x) => x.greenbean_process_list as string)),
      blending_process_etc: uniqueText(used.map((x) => x.greenbean_process_etc as string)),
    });
  },
  async beforeRemove(ctx) {
    await consumeRoastings(ctx, ctx.beforeRows.roasting_rows ?? [], []);
  },
};

export const roasterEquipHooks: EntityHooks = {};
