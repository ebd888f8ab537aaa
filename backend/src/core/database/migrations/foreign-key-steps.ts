import { type QueryRunner, TableForeignKey, TableIndex } from 'typeorm';
import type { Reference } from '../references';

/**
 * Makes each reference a FOREIGN KEY … ON DELETE RESTRICT, on both engines, with an index on its
 * columns where the table has none starting with them (SQLite indexes no key column by itself:
 * without one, each delete of a used record scans the table). `indexName` names a new index.
 * The rows must already satisfy the keys: on SQLite adding a key rebuilds the table (TypeORM's
 * QueryRunner does it, keys off during migrations), so `PRAGMA foreign_key_check` proves the result.
 */
export async function addForeignKeys(
  q: QueryRunner,
  refs: readonly Reference[],
  indexName: (table: string, r: Reference) => string,
): Promise<void> {
  const e = (name: string) => q.connection.driver.escape(name);
  const mysql = q.connection.options.type === 'mysql';
  for (const table of [...new Set(refs.map((r) => r.table))]) {
    const mine = refs.filter((r) => r.table === table);
    const indexed = (await q.getTable(table))!.indices.map((i) => i.columnNames);
    const indexes: TableIndex[] = [];
    for (const r of mine) {
      if (!indexed.some((cols) => r.columns.every((c, n) => cols[n] === c))) {
        indexes.push(new TableIndex({ name: indexName(table, r), columnNames: [...r.columns] }));
        indexed.push([...r.columns]);
      }
    }
    const keys = mine.map(
      (r) =>
        new TableForeignKey({
          name: q.connection.namingStrategy.foreignKeyName(table, [...r.columns]),
          columnNames: [...r.columns],
          referencedTableName: r.references,
          referencedColumnNames: [...r.referencedColumns],
          onDelete: 'RESTRICT',
        }),
    );
    if (mysql) {
      // One ALTER per table, in place: the rows were checked before, so the copy a checked ALTER makes
      // of every table (seconds each) is not needed.
      const parts = [
        ...indexes.map((i) => `ADD INDEX ${e(i.name!)} (${i.columnNames.map(e).join(', ')})`),
        ...keys.map(
          (k) =>
            `ADD CONSTRAINT ${e(k.name!)} FOREIGN KEY (${k.columnNames.map(e).join(', ')}) REFERENCES ${e(k.referencedTableName)} (${k.referencedColumnNames.map(e).join(', ')}) ON DELETE RESTRICT`,
        ),
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
    if (broken.length)
      throw new Error(
        `foreign keys: ${broken.length} rows refer to missing records: ${JSON.stringify(broken.slice(0, 5))}`,
      );
  }
}

/** Drops the keys `addForeignKeys` made for these references, and its indexes named with `prefix`. */
export async function dropForeignKeys(q: QueryRunner, refs: readonly Reference[], prefix: string): Promise<void> {
  for (const table of [...new Set(refs.map((r) => r.table))].reverse()) {
    const t = (await q.getTable(table))!;
    const ours = t.foreignKeys.filter((fk) =>
      refs.some(
        (r) =>
          r.table === table && r.references === fk.referencedTableName && r.columns.join() === fk.columnNames.join(),
      ),
    );
    await q.dropForeignKeys(table, ours);
    for (const i of t.indices.filter((i) => i.name?.startsWith(prefix))) await q.dropIndex(table, i);
  }
}
