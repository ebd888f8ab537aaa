import type { EntityManager } from 'typeorm';
import { ApiError } from '../envelope/api-error';
import type { Dialect } from './sql';

/**
 * Every referenced record (a bean, a roasting, a blending) must belong to the caller's roaster:
 * otherwise 404 nopage_text, exactly as if it did not exist (issue 4 "Ownership"). Checked inside
 * the save's transaction, so a refusal rolls back every row already written.
 */
export async function assertOwned(tx: EntityManager, d: Dialect, table: string, keyColumn: string, ids: readonly unknown[], roasterSeq: unknown, field: string, ownerColumn = 'roaster_seq'): Promise<void> {
  const wanted = [...new Set(ids.filter((v) => v !== null && v !== undefined && v !== '').map(Number))];
  if (!wanted.length) return;
  const rows: { k: number }[] = await tx.query(
    `SELECT ${d.q(keyColumn)} AS k FROM ${d.q(table)} WHERE ${d.q(ownerColumn)} = ? AND ${d.q(keyColumn)} IN (${wanted.map(() => '?').join(', ')})`,
    [roasterSeq, ...wanted],
  );
  const found = new Set(rows.map((r) => Number(r.k)));
  if (wanted.some((id) => !found.has(id))) throw new ApiError(404, 'nopage_text', field);
}

/** The owner value of a hook context (always set for roaster, cafe and user pages). */
export function ownerOf(ctx: { owner?: { value: unknown } }): unknown {
  if (!ctx.owner) throw new Error('owned hook without an owner');
  return ctx.owner.value;
}
