import type { RecordValues } from '@beantrail/contracts';
import { SqlRepository } from '../database/sql-repository';

/**
 * The reads of the save's checks against stored rows (codes in use, master-data rows, an owner's
 * records), on the manager the save reads through: the data source's before its transaction, the
 * transaction's inside it.
 */
export class SaveCheckRepository extends SqlRepository {
  /** How many of `ids` are codes of the group in use (and of its filter). */
  async codesInUse(group: string, filter: string | undefined, ids: readonly string[]): Promise<number> {
    const { q } = this;
    const filtered = filter ? ` AND ${q('code_filter')} = ?` : '';
    const rows: RecordValues[] = await this.db.query(
      `SELECT ${q('code_id')} FROM ${q('code')} WHERE ${q('code_group_id')} = ? AND ${q('code_use')} = 1${filtered} AND ${q('code_id')} IN (${ids.map(() => '?').join(', ')})`,
      [group, ...(filter ? [filter] : []), ...ids],
    );
    return rows.length;
  }

  /** Whether `table` has a row holding each column's value. */
  async hasRow(table: string, values: readonly (readonly [column: string, value: unknown])[]): Promise<boolean> {
    const { q } = this;
    const rows: RecordValues[] = await this.db.query(
      `SELECT 1 AS found FROM ${q(table)} WHERE ${values.map(([column]) => `${q(column)} = ?`).join(' AND ')}`,
      values.map(([, value]) => value),
    );
    return rows.length > 0;
  }

  /** Which of `ids` are among an owner's records (`owned`: `SELECT key AS k …` from `ownedRows`). */
  async ownedAmong(
    owned: { sql: string; params: unknown[] },
    key: string,
    ids: readonly number[],
  ): Promise<Set<number>> {
    const rows: Array<{ k: number | string }> = await this.db.query(
      `${owned.sql} AND ${this.q(key)} IN (${ids.map(() => '?').join(', ')})`,
      [...owned.params, ...ids],
    );
    return new Set(rows.map((r) => Number(r.k)));
  }
}
