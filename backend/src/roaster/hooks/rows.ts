import type { RecordValues, SublistDecl } from '@beantrail/contracts';
import { pageSublists } from '@beantrail/contracts';
import type { HookContext } from '../../core/entity/entity-hooks';

/** A record's sublist rows as they are now, inside the save's transaction. */
export async function currentRows(ctx: HookContext, name: string): Promise<RecordValues[]> {
  const sub = pageSublists(ctx.page).find((s) => s.name === name) as SublistDecl;
  const { q } = ctx.d;
  const parent = sub.parentKeys ?? Object.keys(ctx.keys);
  return ctx.tx.query(
    `SELECT ${sub.fields.map((f) => q(f.name)).join(', ')} FROM ${q(sub.table!)} WHERE ${parent.map((k) => `${q(k)} = ?`).join(' AND ')} ORDER BY ${sub.rowKeys.map(q).join(', ')}`,
    parent.map((k) => ctx.keys[k]),
  );
}

/** UPDATE one row by its key columns. */
export async function updateRow(
  ctx: HookContext,
  table: string,
  keys: RecordValues,
  values: RecordValues,
): Promise<void> {
  const names = Object.keys(values);
  if (!names.length) return;
  const { q } = ctx.d;
  await ctx.tx.query(
    `UPDATE ${q(table)} SET ${names.map((n) => `${q(n)} = ?`).join(', ')} WHERE ${Object.keys(keys)
      .map((k) => `${q(k)} = ?`)
      .join(' AND ')}`,
    [...names.map((n) => (typeof values[n] === 'boolean' ? (values[n] ? 1 : 0) : values[n])), ...Object.values(keys)],
  );
}

/** The record as it is now (after the save's UPDATE/INSERT), for derived values. */
export async function currentRecord(ctx: HookContext, columns: readonly string[]): Promise<RecordValues> {
  const { q } = ctx.d;
  const [row] = await ctx.tx.query(
    `SELECT ${columns.map(q).join(', ')} FROM ${q(ctx.page.table!)} WHERE ${Object.keys(ctx.keys)
      .map((k) => `${q(k)} = ?`)
      .join(' AND ')}`,
    Object.values(ctx.keys),
  );
  return row ?? {};
}

export const num = (v: unknown): number => (v === null || v === undefined || v === '' ? 0 : Number(v));
export const numOrNull = (v: unknown): number | null => (v === null || v === undefined || v === '' ? null : Number(v));
