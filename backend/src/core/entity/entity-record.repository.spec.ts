import type { SublistDecl } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { EntityRecordRepository } from './entity-record.repository';

// The statements of the generic save and remove (docs/ENGINE.md "Repository"): what a save relies
// on is the count of rows each write changed, which TypeORM gives only inside a transaction.
describe('EntityRecordRepository (one record and its sublist rows)', () => {
  let ds: DataSource;
  const owner = { column: 'roaster_seq', value: 7 };
  const rows: SublistDecl = {
    name: 'bean_rows',
    table: 'recipe_bean',
    rowKeys: ['row_seq'],
    parentKeys: ['recipe_seq'],
    fields: [
      { name: 'row_seq', widget: 'number' },
      { name: 'bean_mass', widget: 'number' },
    ],
  } as unknown as SublistDecl;

  beforeEach(async () => {
    ds = await new DataSource({ type: 'better-sqlite3', database: ':memory:' }).initialize();
    await ds.query(
      'CREATE TABLE recipe (recipe_seq INTEGER PRIMARY KEY AUTOINCREMENT, roaster_seq INTEGER, recipe_name TEXT, edit_at TEXT)',
    );
    await ds.query(
      'CREATE TABLE recipe_bean (row_seq INTEGER PRIMARY KEY AUTOINCREMENT, recipe_seq INTEGER, bean_mass INTEGER)',
    );
  });
  afterEach(() => ds.destroy());

  it('inserts with the generated key, updates only the version it was given, and counts what changed', async () => {
    const v1 = '2026-11-28 10:00:00.000';
    const id = await ds.transaction((tx) =>
      new EntityRecordRepository(tx).insert('recipe', { roaster_seq: 7, recipe_name: 'Huila', edit_at: v1 }),
    );
    expect(id).toBe(1);
    const edit = (version: string, owned = owner) =>
      ds.transaction((tx) =>
        new EntityRecordRepository(tx).update(
          'recipe',
          [
            ['recipe_name', 'Huila light'],
            ['edit_at', '2026-11-28 10:05:00.000'],
          ],
          { recipe_seq: id },
          owned,
          version,
        ),
      );
    // Another owner's row and a stale version change nothing (→ 404 / 409 in the save).
    expect(await edit(v1, { column: 'roaster_seq', value: 8 })).toBe(0);
    expect(await edit('2026-11-28 09:00:00.000')).toBe(0);
    expect(await edit(v1)).toBe(1);
    const records = new EntityRecordRepository(ds.manager);
    expect(await records.record('recipe', ['recipe_name', 'edit_at'], { recipe_seq: id }, owner)).toEqual({
      recipe_name: 'Huila light',
      edit_at: '2026-11-28 10:05:00.000',
    });
    expect(
      await records.record('recipe', ['recipe_name'], { recipe_seq: id }, { column: 'roaster_seq', value: 8 }),
    ).toBe(undefined);
  });

  it("reads a record's rows in key order and deletes them by their record; a remove checks the version when given", async () => {
    await ds.transaction(async (tx) => {
      const records = new EntityRecordRepository(tx);
      for (const [recipe, mass] of [
        [1, 300],
        [2, 50],
        [1, 200],
      ])
        await records.insert('recipe_bean', { recipe_seq: recipe, bean_mass: mass });
      await records.insert('recipe', { roaster_seq: 7, recipe_name: 'Huila', edit_at: '2026-11-28 10:00:00.000' });
    });
    const records = new EntityRecordRepository(ds.manager);
    expect(await records.sublistRows(rows, { recipe_seq: 1, roaster_seq: 7 })).toEqual([
      { row_seq: 1, bean_mass: 300 },
      { row_seq: 3, bean_mass: 200 },
    ]);
    await ds.transaction(async (tx) => {
      const written = new EntityRecordRepository(tx);
      expect(await written.remove('recipe_bean', { recipe_seq: 1 })).toBe(2);
      expect(await written.remove('recipe', { recipe_seq: 1 }, owner, '2026-11-28 09:00:00.000')).toBe(0);
      expect(await written.remove('recipe', { recipe_seq: 1 }, owner, '2026-11-28 10:00:00.000')).toBe(1);
    });
    expect(await ds.query('SELECT recipe_seq FROM recipe_bean')).toEqual([{ recipe_seq: 2 }]);
  });

  it('refuses to write outside a transaction, where the rows changed are not reported', async () => {
    await expect(new EntityRecordRepository(ds.manager).remove('recipe', { recipe_seq: 1 })).rejects.toThrow(
      'a counted write runs inside a transaction',
    );
  });
});
