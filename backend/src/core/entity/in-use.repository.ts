import type { RecordValues } from '@beantrail/contracts';
import type { Reference } from '../database/references';
import { SqlRepository } from '../database/sql-repository';

/** `SELECT COUNT(…) AS n`: a number on SQLite, a bigint or its text on MariaDB. */
interface CountRow {
  n: unknown;
}

/** The escape of a LIKE pattern's own characters (with ESCAPE '!', the same on SQLite and MariaDB). */
const likeText = (v: string) => v.replace(/[!%_]/g, (c) => `!${c}`);

/**
 * The reads of the in-use checks before a remove (`in-use.ts` by reference, `declared-uses.ts` by
 * value), on the manager the remove reads through (its transaction's, or the data source's after a
 * FOREIGN KEY refusal).
 */
export class InUseRepository extends SqlRepository {
  /** The records using `row` through one reference: the first one's name columns and the count. */
  async users(r: Reference, row: RecordValues): Promise<{ rows: RecordValues[]; total: number }> {
    const { q } = this;
    const where = r.columns.map((c) => `t.${q(c)} = ?`).join(' AND ');
    const params = r.referencedColumns.map((c) => row[c]);
    const names = r.usedBy.name.flatMap((p) => (typeof p === 'string' ? [p] : [...p]));
    const parent = r.usedBy.parent;
    const from = parent
      ? `${q(r.table)} t JOIN ${q(parent.table)} p ON ${parent.columns.map((c, i) => `p.${q(parent.parentColumns[i])} = t.${q(c)}`).join(' AND ')}`
      : `${q(r.table)} t`;
    const alias = parent ? 'p' : 't';
    const found: RecordValues[] = await this.db.query(
      `SELECT ${names.map((n) => `${alias}.${q(n)} AS ${q(n)}`).join(', ')} FROM ${from} WHERE ${where} ORDER BY ${names.map((n) => `${alias}.${q(n)}`).join(', ')} LIMIT 1`,
      params,
    );
    if (!found.length) return { rows: [], total: 0 };
    const counted = parent?.columns.length === 1 ? `COUNT(DISTINCT t.${q(parent.columns[0])})` : 'COUNT(*)';
    const [{ n }] = (await this.db.query(
      `SELECT ${counted} AS n FROM ${q(r.table)} t WHERE ${where}`,
      params,
    )) as CountRow[];
    return { rows: found, total: Number(n) };
  }

  /**
   * How many rows of `table` hold `value` in `column`: equal, or for a list column (comma-separated)
   * as one of its items.
   */
  async valueUses(table: string, column: string, list: boolean, value: unknown): Promise<number> {
    const c = this.q(column);
    const text = likeText(String(value));
    const where = list
      ? `(${c} = ? OR ${c} LIKE ? ESCAPE '!' OR ${c} LIKE ? ESCAPE '!' OR ${c} LIKE ? ESCAPE '!')`
      : `${c} = ?`;
    const params = list ? [String(value), `${text},%`, `%,${text}`, `%,${text},%`] : [value];
    const [{ n }] = (await this.db.query(
      `SELECT COUNT(*) AS n FROM ${this.q(table)} WHERE ${where}`,
      params,
    )) as CountRow[];
    return Number(n);
  }
}
