import type { RecordValues, SublistDecl } from '@beantrail/contracts';
import { pageSublists } from '@beantrail/contracts';
import type { HookContext } from '../../core/entity/entity-hooks';
import { EntityRecordRepository } from '../../core/entity/entity-record.repository';
import { percents } from '../roaster-math';
import { RoastSaveRepository } from './roast-save.repository';

const sublistOf = (ctx: HookContext, name: string) =>
  pageSublists(ctx.page).find((s) => s.name === name) as SublistDecl;

/** A record's sublist rows as they are now, inside the save's transaction. */
export function currentRows(ctx: HookContext, name: string): Promise<RecordValues[]> {
  return new EntityRecordRepository(ctx.tx).sublistRows(sublistOf(ctx, name), ctx.keys);
}

/** UPDATE one row by its key columns (switches stored 1/0). */
export async function updateRow(
  ctx: HookContext,
  table: string,
  keys: RecordValues,
  values: RecordValues,
): Promise<void> {
  const set = Object.entries(values).map(([n, v]) => [n, typeof v === 'boolean' ? (v ? 1 : 0) : v] as const);
  if (!set.length) return;
  await new EntityRecordRepository(ctx.tx).update(table, set, keys);
}

/** The record as it is now (after the save's UPDATE/INSERT), for derived values. */
export async function currentRecord(ctx: HookContext, columns: readonly string[]): Promise<RecordValues> {
  return (await new EntityRecordRepository(ctx.tx).record(ctx.page.table!, columns, ctx.keys)) ?? {};
}

/**
 * Each row's share of the rows' mass (`{of}_percent` from `{of}_mass`, written where it changed) in
 * the sublist `name`: a recipe's or roast's green beans, a blend's or lot's roasts. The total mass.
 */
export async function shareRows(
  ctx: HookContext,
  name: string,
  rows: RecordValues[],
  of: 'greenbean' | 'roasting',
): Promise<number> {
  const sub = sublistOf(ctx, name);
  const [key] = sub.rowKeys;
  const [mass, percent] = [`${of}_mass`, `${of}_percent`];
  const shares = percents(rows.map((r) => num(r[mass])));
  for (const [i, r] of rows.entries())
    if (num(r[percent]) !== shares[i]) await updateRow(ctx, sub.table!, { [key]: r[key] }, { [percent]: shares[i] });
  return rows.reduce((a, r) => a + num(r[mass]), 0);
}

/** Copies the chosen recipe's or blend's names onto the record (list columns without a join). */
export async function copyNames(ctx: HookContext, table: string, key: string, prefix: string): Promise<void> {
  if (!(key in ctx.changes)) return;
  const row = await new RoastSaveRepository(ctx.tx).namePair(table, key, prefix, ctx.changes[key]);
  ctx.changes[`${prefix}_name`] = row?.n ?? null;
  ctx.changes[`${prefix}_name_locale`] = row?.l ?? null;
}

export const num = (v: unknown): number => (v === null || v === undefined || v === '' ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
