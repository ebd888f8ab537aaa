import { type MigrationInterface, type QueryRunner, TableForeignKey, TableIndex } from 'typeorm';
import { REFERENCES, type Reference } from '../references';

// Issue 14 item 2: every reference between the roaster, cafe and user records (and a sublist row's
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
      const orphans: Array<Record<string, unknown>> = await q.query(`SELECT ${keys.map((k) => `t.${e(k)} AS ${e(k)}`).join(', ')} FROM ${e(r.table)} t WHERE ${missing}`);
      for (const o of orphans) {
        const where = keys.map((k) => `${e(k)} = ?`).join(' AND ');
        if (r.ownRows) await q.query(`DELETE FROM ${e(r.table)} WHERE ${where}`, keys.map((k) => o[k]));
        else await q.query(`UPDATE ${e(r.table)} SET ${r.columns.map((c) => `${e(c)} = NULL`).join(', ')} WHERE ${where}`, keys.map((k) => o[k]));
      }
    }
    const mysql = q.connection.options.type === 'mysql';
    const tables = [...new Set(pending().map((r) => r.table))];
    for (const table of tables) {
      const refs = pending().filter((r) => r.table === table);
      const indexed = (await q.getTable(table))!.indices.map((i) => i.columnNames);
      // SQLite indexes no key column by itself: without one, each delete of a used record scans this table.
      const indexes: TableIndex[] = [];
      for (const r of refs) {
        if (!indexed.some((cols) => r.columns.every((c, n) => cols[n] === c))) {
          // Named by the reference's place in the list: MariaDB allows 64 characters.
          indexes.push(new TableIndex({ name: `idx_fk_${table}_${REFERENCES.indexOf(r)}`, columnNames: [...r.columns] }));
          indexed.push([...r.columns]);
        }
      }
      const keys = refs.map((r) => new TableForeignKey({
        name: q.connection.namingStrategy.foreignKeyName(table, [...r.columns]),
        columnNames: [...r.columns], referencedTableName: r.references, referencedColumnNames: [...r.referencedColumns], onDelete: 'RESTRICT',
      }));
      if (mysql) {
        // One ALTER per table, in place: the rows were checked above, so the copy a checked ALTER makes
        // of every table (seconds each) is not needed.
        const parts = [
          ...indexes.map((i) => `ADD INDEX ${e(i.name!)} (${i.columnNames.map(e).join(', ')})`),
          ...keys.map((k) => `ADD CONSTRAINT ${e(k.name!)} FOREIGN KEY (${k.columnNames.map(e).join(', ')}) REFERENCES ${e(k.referencedTableName)} (${k.referencedColumnNames.map(e).join(', ')}) ON DELETE RESTRICT`),
        ];
        await q.query('SET FOREIGN_KEY_CHECKS = 0');
        try {
          await q.query(`ALTER TABLE ${e(table)} ${parts.join(', ')}`);
        } finally {
          await q.query('SET FOREIGN_KEY_CHECKS = 1');
        }
      } else {
        for (const index of indexes) await q.createIndex(table, index);
        await q.createForeignKeys(table, keys);
      }
    }
    if (!mysql) {
      const broken: unknown[] = await q.query('PRAGMA foreign_key_check');
      if (broken.length) throw new Error(`foreign keys: ${broken.length} rows refer to missing records: ${JSON.stringify(broken.slice(0, 5))}`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [...new Set(pending().map((r) => r.table))].reverse()) {
      const t = (await q.getTable(table))!;
      const ours = t.foreignKeys.filter((fk) => pending().some((r) => r.table === table && r.references === fk.referencedTableName && r.columns.join() === fk.columnNames.join()));
      await q.dropForeignKeys(table, ours);
      for (const i of t.indices.filter((i) => i.name?.startsWith('idx_fk_'))) await q.dropIndex(table, i);
    }
  }
}
