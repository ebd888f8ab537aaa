import { brewingStepsSection } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases } from '../../../testing/test-app';
import { dataSourceOptions } from '../data-source-options';
import { CupnoteSteps1733600000000 } from './1733600000000-cupnote-steps';

// 002 §2.9 step detail on the user's coffee note: a database made before the step table gets its
// columns; a new one (whose user_cupnote is typed from today's declaration) is left as it is.
describe.each(databases())('the coffee note step columns on %s', (_name, database) => {
  let db: DataSource;
  const stepColumns = ['brewing_step_use', ...brewingStepsSection().fields.map((f) => f.name)];
  const columns = async () => new Set((await db.createQueryRunner().getTable('user_cupnote'))!.columns.map((c) => c.name));

  beforeAll(async () => {
    db = await new DataSource(dataSourceOptions(await database())).initialize();
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('a new database has them once the migrations ran, and running the migration again changes nothing', async () => {
    const before = await columns();
    expect(stepColumns.filter((c) => !before.has(c))).toEqual([]);
    const q = db.createQueryRunner();
    await new CupnoteSteps1733600000000().up(q);
    await q.release();
    expect([...(await columns())].sort()).toEqual([...before].sort());
  });

  it('a database from before the step table gets the missing columns', async () => {
    const q = db.createQueryRunner();
    await q.dropColumns('user_cupnote', stepColumns);
    const old = await columns();
    expect(stepColumns.filter((c) => old.has(c))).toEqual([]);
    await new CupnoteSteps1733600000000().up(q);
    await q.release();
    const now = await columns();
    expect(stepColumns.filter((c) => !now.has(c))).toEqual([]);
  });
});
