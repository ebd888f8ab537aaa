import { DataSource } from 'typeorm';
import { databases } from '../../../testing/test-app';
import { dataSourceOptions } from '../data-source-options';
import { CAFE_BEAN_ORIGIN_COLUMNS, CafeBeanOrigin1733700000000 } from './1733700000000-cafe-bean-origin';

// 002 §3 cafe bean origin: a database made before the region, farm, grade details and blend
// switches gets their columns; a new one (typed from today's declaration) is left as it is.
describe.each(databases())('the cafe bean origin columns on %s', (_name, database) => {
  let db: DataSource;
  const originColumns: string[] = [...CAFE_BEAN_ORIGIN_COLUMNS];
  const columns = async () => new Set((await db.createQueryRunner().getTable('cafe_coffeebean'))!.columns.map((c) => c.name));

  beforeAll(async () => {
    db = await new DataSource(dataSourceOptions(await database())).initialize();
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('a new database has them once the migrations ran, and running the migration again changes nothing', async () => {
    const before = await columns();
    expect(originColumns.filter((c) => !before.has(c))).toEqual([]);
    const q = db.createQueryRunner();
    await new CafeBeanOrigin1733700000000().up(q);
    await q.release();
    expect([...(await columns())].sort()).toEqual([...before].sort());
  });

  it('a database from before them gets the missing columns', async () => {
    const q = db.createQueryRunner();
    await q.dropColumns('cafe_coffeebean', originColumns);
    const old = await columns();
    expect(originColumns.filter((c) => old.has(c))).toEqual([]);
    await new CafeBeanOrigin1733700000000().up(q);
    await q.release();
    const now = await columns();
    expect(originColumns.filter((c) => !now.has(c))).toEqual([]);
  });
});
