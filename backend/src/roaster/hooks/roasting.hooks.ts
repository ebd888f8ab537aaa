import type { RecordValues } from '@beantrail/contracts';
import type { EntityManager } from 'typeorm';
import type { EntityHooks, HookContext } from '../../core/entity/entity-hooks';
import { ownerOf } from '../../core/entity/owned';
import type { Dialect } from '../../core/entity/sql';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { isoDate, lossStored, massCalcStored, organicLossStored, weightedMean } from '../roaster-math';
import { roastOrigins } from './origins';
import { RoastSaveRepository } from './roast-save.repository';
import { copyNames, currentRecord, currentRows, num, numOrNull, shareRows, updateRow } from './rows';
import { massText, moveStock, stockDeltas } from './stock';

// The blend and lot hooks sit in blending.hooks.ts; the page table imports every roasting-side hook from here.
export { blendingDefaultHooks, blendingResultHooks } from './blending.hooks';

/**
 * The next batch number of a roaster's day (001 §4: automatic batch numbers use roasting_result_date).
 * `_d` is not read (the repository quotes for its engine); the roast-code form's repository passes it.
 */
export async function nextBatchNo(
  tx: EntityManager,
  _d: Dialect,
  roasterSeq: unknown,
  date: unknown,
): Promise<number | null> {
  const day = isoDate(date);
  if (!day) return null;
  return num(await new RoastSaveRepository(tx).maxBatchNo(roasterSeq, day)) + 1;
}

export const roastingDefaultHooks: EntityHooks = {
  async afterSave(ctx) {
    const rows = await currentRows(ctx, 'greenbean_rows');
    const total = await shareRows(ctx, 'greenbean_rows', rows, 'greenbean');
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
    await moveStock(ctx.tx, ownerOf(ctx), {
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

/** A new roast's batch number, when automatic and not given; its roasted stock starts at its mass. */
async function newRoast(ctx: HookContext): Promise<void> {
  const auto = ctx.changes.roasting_batch_auto;
  if (
    (auto === undefined || auto === true || auto === 1) &&
    (ctx.changes.roasting_batch_no === undefined || ctx.changes.roasting_batch_no === null)
  )
    ctx.changes.roasting_batch_no = await nextBatchNo(ctx.tx, ctx.d, ownerOf(ctx), ctx.changes.roasting_result_date);
  ctx.changes.roasting_stock_mass = ctx.changes.roasting_mass ?? null;
}

/** The roasted stock grows or shrinks by the corrected mass, never below what blends took. */
function correctedMass(ctx: HookContext): void {
  const delta = num(ctx.changes.roasting_mass) - num(ctx.before?.roasting_mass);
  const stock = num(ctx.before?.roasting_stock_mass) + delta;
  if (stock < 0)
    throw new ApiRefusal(400, 'roasting_mass_used', 'roasting_mass', {
      used: massText(num(ctx.before?.roasting_mass) - num(ctx.before?.roasting_stock_mass)),
    });
  ctx.changes.roasting_stock_mass = stock;
  ctx.changes.roasting_instock = stock > 0;
}

export const roastingResultHooks: EntityHooks = {
  async beforeSave(ctx) {
    await copyNames(ctx, 'roasting_default', 'roasting_seq', 'roasting');
    if (ctx.mode === 'write') await newRoast(ctx);
    else if ('roasting_mass' in ctx.changes) correctedMass(ctx);
  },
  async afterSave(ctx) {
    const rows = await currentRows(ctx, 'greenbean_rows');
    await consumeGreenbeans(ctx, ctx.beforeRows.greenbean_rows ?? [], rows);
    const total = await shareRows(ctx, 'greenbean_rows', rows, 'greenbean');
    const seqs = [...new Set(rows.map((r) => num(r.greenbean_roaster_seq)))];
    const beans = seqs.length ? await new RoastSaveRepository(ctx.tx).greenbeans(seqs) : [];
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
      ...roastOrigins(inRows),
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

export const roasterEquipHooks: EntityHooks = {};
