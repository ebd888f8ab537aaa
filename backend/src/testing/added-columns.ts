import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { MigrationInterface } from 'typeorm';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../core/database/data-source-options';
import { databases } from './test-app';

/**
 * The two cases of a migration that adds columns a declaration gained (declared-tables'
 * addMissingColumns), on every test database: a new database has them once the migrations ran and
 * running the migration again changes nothing; a database from before them gets them.
 */
export function describeAddedColumns(
  title: string,
  table: string,
  columns: readonly string[],
  migration: () => MigrationInterface,
): void {
  describe.each(databases())(`${title} on %s`, (_name, database) => {
    let db: DataSource;
    const present = async () => new Set((await db.createQueryRunner().getTable(table))!.columns.map((c) => c.name));

    beforeAll(async () => {
      db = await new DataSource(dataSourceOptions(await database())).initialize();
      // MariaDB's migrations run after the data source opens (core/database/open-data-source.ts).
      await db.runMigrations({ transaction: 'each' });
    });
    afterAll(async () => {
      await db.destroy();
    });

    it('a new database has them once the migrations ran, and running the migration again changes nothing', async () => {
      const before = await present();
      expect(columns.filter((c) => !before.has(c))).toEqual([]);
      const q = db.createQueryRunner();
      await migration().up(q);
      await q.release();
      expect([...(await present())].sort()).toEqual([...before].sort());
    });

    it('a database from before them gets the missing columns', async () => {
      const q = db.createQueryRunner();
      await q.dropColumns(table, [...columns]);
      const old = await present();
      expect(columns.filter((c) => old.has(c))).toEqual([]);
      await migration().up(q);
      await q.release();
      const now = await present();
      expect(columns.filter((c) => !now.has(c))).toEqual([]);
    });
  });
}
