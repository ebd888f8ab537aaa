import type { PageDecl, RecordValues, SublistDecl } from '@beantrail/contracts';
import { SqlRepository } from '../database/sql-repository';
import { columnFields } from './entity-rows';
import { dialectOf } from './sql';

/** Whose record it is: the selected cafe/roaster, or the signed-in user on a user page. */
export type Owner = { column: string; value: unknown } | undefined;

/** One column of an UPDATE's SET and the value it takes (as the database takes it: `dbValue`). */
export type ColumnValue = readonly [column: string, value: unknown];

/** The key values of a sublist row's record (the sublist's parentKeys, else all the record's keys). */
export function parentOf(sub: SublistDecl, keys: RecordValues): RecordValues {
  return Object.fromEntries((sub.parentKeys ?? Object.keys(keys)).map((k) => [k, keys[k]]));
}

/**
 * The SQL of one record and its sublist rows (the generic save and remove, the detail, the save
 * hooks' derived values): read by key, insert, update, delete. Every statement is built from declared
 * identifiers and bound parameters; the owner, when given, is part of the WHERE (GUIDE §3), so another
 * owner's row is never read nor written. Its writes answer the rows they changed (0: a stale version
 * or a row gone), so it writes on the save's transaction manager (`new EntityRecordRepository(tx)`).
 */
export class EntityRecordRepository extends SqlRepository {
  private where(keys: RecordValues, owner?: Owner): { sql: string; params: unknown[] } {
    const parts = Object.keys(keys).map((k) => `${this.q(k)} = ?`);
    const params = Object.values(keys);
    if (owner) {
      parts.push(`${this.q(owner.column)} = ?`);
      params.push(owner.value);
    }
    return { sql: parts.join(' AND '), params };
  }

  /** Columns of one row by key (and owner), or undefined. */
  record(
    table: string,
    columns: readonly string[],
    keys: RecordValues,
    owner?: Owner,
  ): Promise<RecordValues | undefined> {
    const w = this.where(keys, owner);
    return this.first<RecordValues>(
      `SELECT ${columns.map(this.q).join(', ')} FROM ${this.q(table)} WHERE ${w.sql}`,
      w.params,
    );
  }

  /** A page's record by key with its declared columns; ownership is part of the query (GUIDE §3). */
  async pageRow(page: PageDecl, keys: RecordValues, owner: Owner): Promise<RecordValues | null> {
    const cols = columnFields(page).map((f) => f.name);
    return (await this.record(page.table!, cols, keys, owner)) ?? null;
  }

  /** A record's sublist rows in key order (the order they were added). */
  sublistRows(sub: SublistDecl, keys: RecordValues): Promise<RecordValues[]> {
    const { q } = this;
    const w = this.where(parentOf(sub, keys));
    const order = sub.rowKeys.map((k) => q(k)).join(', ');
    return this.db.query(
      `SELECT ${sub.fields.map((f) => q(f.name)).join(', ')} FROM ${q(sub.table!)} WHERE ${w.sql} ORDER BY ${order}`,
      w.params,
    );
  }

  /** INSERT of one row (values as the database takes them); the generated key, where the table has one. */
  async insert(table: string, row: RecordValues): Promise<number> {
    const { q } = this;
    const names = Object.keys(row);
    const r = await this.execute(
      `INSERT INTO ${q(table)} (${names.map(q).join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
      names.map((n) => row[n]),
    );
    return Number(dialectOf(this.db).mysql ? (r.raw as { insertId: number }).insertId : r.raw);
  }

  /**
   * UPDATE of the row by key (and owner); with `version`, only while its edit_at is that one (the
   * lost-update check lives in the UPDATE itself). The rows changed.
   */
  async update(
    table: string,
    set: readonly ColumnValue[],
    keys: RecordValues,
    owner?: Owner,
    version?: string,
  ): Promise<number> {
    const { q } = this;
    const w = this.where(keys, owner);
    const r = await this.execute(
      `UPDATE ${q(table)} SET ${set.map(([n]) => `${q(n)} = ?`).join(', ')} WHERE ${w.sql}${version ? ` AND ${q('edit_at')} = ?` : ''}`,
      [...set.map(([, v]) => v), ...w.params, ...(version ? [version] : [])],
    );
    return r.affected;
  }

  /** DELETE of the rows matching the keys (and owner; with `version`, only that version). The rows deleted. */
  async remove(table: string, keys: RecordValues, owner?: Owner, version?: string | null): Promise<number> {
    const w = this.where(keys, owner);
    const r = await this.execute(
      `DELETE FROM ${this.q(table)} WHERE ${w.sql}${version ? ` AND ${this.q('edit_at')} = ?` : ''}`,
      [...w.params, ...(version ? [version] : [])],
    );
    return r.affected;
  }
}
