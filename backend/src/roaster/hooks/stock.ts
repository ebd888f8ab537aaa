import type { EntityManager } from 'typeorm';
import { formatMass, type Locale } from '@beantrail/contracts';
import { ApiRefusal } from '../../core/envelope/api-refusal';
import { type StockRow, StockRepository } from './stock.repository';

export interface StockTarget extends StockRow {
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
export async function moveStock(tx: EntityManager, roasterSeq: unknown, t: StockTarget): Promise<void> {
  if (!t.delta) return;
  const stock = new StockRepository(tx);
  if ((await stock.move(t, roasterSeq, t.delta)) > 0) return;
  const { base, extra, label } = t.name;
  const row = await stock.stockAndNames(t, roasterSeq, [base, `${base}_locale`, ...extra]);
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
