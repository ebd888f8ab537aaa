import type { EntityManager } from 'typeorm';
import { formatMass, type Locale } from '@beantrail/contracts';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import type { Dialect } from '../../core/entity/sql';

export interface StockTarget {
  table: string;
  keys: Record<string, unknown>;
  stockColumn: string;
  instockColumn: string;
  /** Positive: consumed (taken from stock); negative: given back. */
  delta: number;
  field: string;
  /**
   * How the refusal names the row (roaster review: a lot of three roasts was refused with no word
   * of which was short): its name pair (`name` in English, `name_locale` in Korean) and the
   * columns `label` adds to the name, such as the year or the date and batch.
   */
  name: { base: string; extra: string[]; label: (name: string, row: Record<string, unknown>) => string };
}

/**
 * Moves one stock row by `delta` inside the caller's transaction, so stock stays
 * consistent: never below zero (400 stock_short), the in-stock flag follows the mass, and a row
 * of another roaster is 404. A NULL stock means "not tracked" and is left alone.
 */
export async function moveStock(tx: EntityManager, d: Dialect, roasterSeq: unknown, t: StockTarget): Promise<void> {
  if (!t.delta) return;
  const { q } = d;
  const s = q(t.stockColumn);
  const where = [...Object.keys(t.keys).map((k) => `${q(k)} = ?`), `${q('roaster_seq')} = ?`];
  const params = [...Object.values(t.keys), roasterSeq];
  // The flag first: MySQL evaluates SET left to right with the new values, SQLite with the old.
  const sql =
    `UPDATE ${q(t.table)} SET ${q(t.instockColumn)} = CASE WHEN ${s} IS NULL THEN ${q(t.instockColumn)} WHEN ${s} - ? > 0 THEN 1 ELSE 0 END, ` +
    `${s} = CASE WHEN ${s} IS NULL THEN NULL ELSE ${s} - ? END ` +
    `WHERE ${where.join(' AND ')}${t.delta > 0 ? ` AND (${s} IS NULL OR ${s} >= ?)` : ''}`;
  const r = await tx.queryRunner!.query(sql, [t.delta, t.delta, ...params, ...(t.delta > 0 ? [t.delta] : [])], true);
  if ((r.affected ?? 0) > 0) return;
  const { base, extra, label } = t.name;
  const named = [base, `${base}_locale`, ...extra].map((c) => `${q(c)} AS ${q(c)}`).join(', ');
  const [row] = await tx.query(
    `SELECT ${s} AS stock, ${named} FROM ${q(t.table)} WHERE ${where.join(' AND ')}`,
    params,
  );
  if (!row) throw new ApiRefusal(404, 'nopage_text', t.field);
  const nameIn = (locale: Locale) =>
    String((locale === 'kr' ? row[`${base}_locale`] || row[base] : row[base] || row[`${base}_locale`]) ?? '');
  const what = { kr: label(nameIn('kr'), row), en: label(nameIn('en'), row) };
  throw new ApiRefusal(400, 'stock_short', t.field, { what, available: massText(Number(row.stock)) });
}

/** A stored mass (0.1 g) as a message shows it: "842 g", "1,250.5 g". */
export function massText(stored: number): string {
  return formatMass(stored / 10, 'g', 'en');
}

/** Consumption per key: after-rows mass minus before-rows mass (edits move only the difference). */
export function stockDeltas<R extends Record<string, unknown>>(
  before: readonly R[],
  after: readonly R[],
  keyOf: (r: R) => string,
  massOf: (r: R) => number,
): Map<string, number> {
  const out = new Map<string, number>();
  for (const r of before) out.set(keyOf(r), (out.get(keyOf(r)) ?? 0) - massOf(r));
  for (const r of after) out.set(keyOf(r), (out.get(keyOf(r)) ?? 0) + massOf(r));
  return out;
}
