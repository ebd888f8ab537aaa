import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addForeignKeys, dropForeignKeys } from './foreign-key-steps';
import { REFERENCES, type Reference } from '../references';

// Every reference between the roaster, cafe and user records (and a sublist row's
// link to its record) becomes a FOREIGN KEY … ON DELETE RESTRICT on both engines, so no path can
// delete a record another one uses. The list is `core/database/references.ts`, which the remove
// path also reads to answer 409 naming the user first; the QC tables got theirs in 1733100000000.
//
// A database from before this migration may hold what the keys now forbid (a lot row naming a
// removed roast: the bug this closes). Such a reference is emptied (NULL), so the record can be
// opened and its row chosen again; a sublist row whose record is gone is deleted. On SQLite adding
// a key rebuilds the table (TypeORM's QueryRunner does it, with keys off during migrations), so
// `PRAGMA foreign_key_check` proves the result before the migration ends.

const pending = (): Reference[] => REFERENCES.filter((r) => !r.existingKey);

export class ForeignKeys1733500000000 implements MigrationInterface {
  name = 'ForeignKeys1733500000000';

  async up(q: QueryRunner): Promise<void> {
    const e = (name: string) => q.connection.driver.escape(name);
    for (const r of pending()) {
      const missing = `${r.columns.map((c) => `t.${e(c)} IS NOT NULL`).join(' AND ')} AND NOT EXISTS (SELECT 1 FROM ${e(r.references)} x WHERE ${r.columns.map((c, i) => `x.${e(r.referencedColumns[i])} = t.${e(c)}`).join(' AND ')})`;
      // MariaDB cannot name the updated table in its own subquery: the orphans are found through a key list.
      const keys = (await q.getTable(r.table))!.primaryColumns.map((c) => c.name);
      const orphans: Array<Record<string, unknown>> = await q.query(
        `SELECT ${keys.map((k) => `t.${e(k)} AS ${e(k)}`).join(', ')} FROM ${e(r.table)} t WHERE ${missing}`,
      );
      for (const o of orphans) {
        const where = keys.map((k) => `${e(k)} = ?`).join(' AND ');
        if (r.ownRows)
          await q.query(
            `DELETE FROM ${e(r.table)} WHERE ${where}`,
            keys.map((k) => o[k]),
          );
        else
          await q.query(
            `UPDATE ${e(r.table)} SET ${r.columns.map((c) => `${e(c)} = NULL`).join(', ')} WHERE ${where}`,
            keys.map((k) => o[k]),
          );
      }
    }
    // Named by the reference's place in the list: MariaDB allows 64 characters.
    await addForeignKeys(q, pending(), (table, r) => `idx_fk_${table}_${REFERENCES.indexOf(r)}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropForeignKeys(q, pending(), 'idx_fk_');
  }
}
