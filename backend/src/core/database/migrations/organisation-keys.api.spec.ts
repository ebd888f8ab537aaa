import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { toDbTime } from '../../entity/sql';
import { databases, demoOrganisations, startApp } from '../../../testing/test-app';
import { ORGANISATION_REFERENCES } from '../references';
import { OrganisationKeys1733900000000 } from './1733900000000-organisation-keys';

type Row = Record<string, unknown>;

// A database from before the organisation keys may hold what the old cafe removal
// left: records of a cafe that no longer exists. The migration deletes those (nobody can reach them),
// keeps every record of an organisation that exists, and then the keys refuse any new orphan.
describe.each(databases())('migration 1733900000000-organisation-keys on %s', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const count = async (table: string) => Number((await one(`SELECT COUNT(*) AS n FROM ${table}`)).n);

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
  });
  afterAll(() => app.close());

  it('drops the records of a removed cafe (a bean, its lot and brew, equipment) and keeps every other row; then the keys hold', async () => {
    const { cafe } = await demoOrganisations(app);
    const q = db.createQueryRunner();
    const sqlite = db.options.type === 'better-sqlite3';
    // As TypeORM runs migrations on SQLite: with its keys off (a table is rebuilt to change its keys).
    if (sqlite) await db.query('PRAGMA foreign_keys = OFF');
    await new OrganisationKeys1733900000000().down(q);
    // What a removal before the keys left behind: a cafe number nobody has any more.
    const gone = 2_000_000_000;
    const now = toDbTime(new Date());
    const bean = (await one(`SELECT * FROM cafe_coffeebean WHERE cafe_seq = ? ORDER BY coffeebean_seq LIMIT 1`, [
      cafe,
    ])) as Row;
    const copy = async (table: string, row: Row, changes: Row, key: string) => {
      const data: Row = { ...row, ...changes };
      delete data[key];
      for (const [k, v] of Object.entries(data)) if (v instanceof Date) data[k] = toDbTime(v);
      for (const k of Object.keys(data))
        if (/_uuid(_str|_cafe)?$/.test(k) && data[k])
          data[k] = `${String(data[k]).slice(0, 30)}${Math.random().toString(16).slice(2, 8)}`;
      const names = Object.keys(data);
      await db.query(
        `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map(() => '?').join(', ')})`,
        names.map((n) => data[n]),
      );
      return Number((await one(`SELECT MAX(${key}) AS k FROM ${table} WHERE cafe_seq = ?`, [gone])).k);
    };
    const before = Object.fromEntries(
      await Promise.all(
        ['cafe_coffeebean', 'cafe_received', 'cafe_brewing_result', 'cafe_equip'].map(
          async (t) => [t, await count(t)] as const,
        ),
      ),
    );
    const orphanBean = await copy('cafe_coffeebean', bean, { cafe_seq: gone, blending_uuid: null }, 'coffeebean_seq');
    const lot = (await one(`SELECT * FROM cafe_received WHERE cafe_seq = ? ORDER BY received_seq LIMIT 1`, [
      cafe,
    ])) as Row;
    const orphanLot = await copy('cafe_received', lot, { cafe_seq: gone, coffeebean_seq: orphanBean }, 'received_seq');
    const brew = (await one(
      `SELECT * FROM cafe_brewing_result WHERE cafe_seq = ? ORDER BY brewing_result_seq LIMIT 1`,
      [cafe],
    )) as Row;
    await copy(
      'cafe_brewing_result',
      brew,
      { cafe_seq: gone, coffeebean_seq: orphanBean, received_seq: orphanLot, brewing_seq: null },
      'brewing_result_seq',
    );
    await db.query(
      `INSERT INTO cafe_equip (cafe_seq, equip_type, equip_name, equip_use, rgst_at, edit_at) VALUES (?, 'GRND', 'Left behind', 1, ?, ?)`,
      [gone, now, now],
    );

    await new OrganisationKeys1733900000000().up(q);
    if (sqlite) await db.query('PRAGMA foreign_keys = ON');
    for (const [table, n] of Object.entries(before))
      expect({ table, rows: await count(table) }).toEqual({ table, rows: n });
    const keyed = ORGANISATION_REFERENCES.filter((r) => r.keyedBy === 'organisation');
    for (const r of keyed) {
      const t = (await q.getTable(r.table))!;
      expect({
        table: r.table,
        key: t.foreignKeys.some(
          (fk) => fk.referencedTableName.endsWith(r.references) && fk.columnNames.join() === r.columns.join(),
        ),
      }).toEqual({ table: r.table, key: true });
    }
    await q.release();
    await expect(
      db.query(
        `INSERT INTO cafe_equip (cafe_seq, equip_type, equip_name, equip_use, rgst_at, edit_at) VALUES (?, 'GRND', 'Orphan', 1, ?, ?)`,
        [gone, now, now],
      ),
    ).rejects.toThrow();
  });
});
