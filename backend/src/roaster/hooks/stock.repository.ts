import type { RecordValues } from '@beantrail/contracts';
import { SqlRepository } from '../../core/database/sql-repository';

/** The stock row a move names: its table, key columns and the roaster whose row it must be. */
export interface StockRow {
  table: string;
  keys: Record<string, unknown>;
  stockColumn: string;
  instockColumn: string;
}

/**
 * The SQL of a stock move (green beans by roasts, roasts by lots), on the save's transaction manager:
 * the conditional UPDATE and, when it changed nothing, the row's stock and name for the refusal.
 */
export class StockRepository extends SqlRepository {
  private where(t: StockRow, roasterSeq: unknown): { sql: string; params: unknown[] } {
    const { q } = this;
    const where = [...Object.keys(t.keys).map((k) => `${q(k)} = ?`), `${q('roaster_seq')} = ?`];
    return { sql: where.join(' AND '), params: [...Object.values(t.keys), roasterSeq] };
  }

  /**
   * Takes `delta` from the row's stock (a negative one gives back), never below zero, the in-stock
   * flag following the mass; a NULL stock ("not tracked") stays. The rows changed: 0 when short or gone.
   */
  async move(t: StockRow, roasterSeq: unknown, delta: number): Promise<number> {
    const { q } = this;
    const s = q(t.stockColumn);
    const w = this.where(t, roasterSeq);
    // The flag first: MySQL evaluates SET left to right with the new values, SQLite with the old.
    const sql =
      `UPDATE ${q(t.table)} SET ${q(t.instockColumn)} = CASE WHEN ${s} IS NULL THEN ${q(t.instockColumn)} WHEN ${s} - ? > 0 THEN 1 ELSE 0 END, ` +
      `${s} = CASE WHEN ${s} IS NULL THEN NULL ELSE ${s} - ? END ` +
      `WHERE ${w.sql}${delta > 0 ? ` AND (${s} IS NULL OR ${s} >= ?)` : ''}`;
    const r = await this.execute(sql, [delta, delta, ...w.params, ...(delta > 0 ? [delta] : [])]);
    return r.affected;
  }

  /** The row's stock (as `stock`) and the named columns, or undefined when it is not the roaster's. */
  stockAndNames(t: StockRow, roasterSeq: unknown, columns: readonly string[]): Promise<RecordValues | undefined> {
    const { q } = this;
    const w = this.where(t, roasterSeq);
    const named = columns.map((c) => `${q(c)} AS ${q(c)}`).join(', ');
    return this.first<RecordValues>(
      `SELECT ${q(t.stockColumn)} AS stock, ${named} FROM ${q(t.table)} WHERE ${w.sql}`,
      w.params,
    );
  }
}
