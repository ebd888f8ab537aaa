import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { compareTable, definitionOf, type LiveColumn } from '@beantrail/contracts';
import { databases, signIn, startApp } from '../testing/test-app';

// Spec 002 §2.14 (table definition and compare), §6 (system settings: SADMIN only), §7
// /api/setting/system/{schema,table,column}.
describe.each(databases())("the top administrator's table tools on %s (002 §2.14, §6, §7)", (name, database) => {
  let app: NestFastifyApplication;
  let sadmin: string;
  const http = () => request(app.getHttpServer());
  const post = (path: string, cookie: string, body: Record<string, unknown> = {}) =>
    http().post(`/api/setting/system/${path}`).set('cookie', cookie).send(body);

  beforeAll(async () => {
    app = await startApp(await database());
    sadmin = await signIn(app, 'sadmin');
  });
  afterAll(() => app.close());

  it('§6: SADMIN only — an ADMIN and a USER are refused', async () => {
    for (const id of ['admin', 'user']) expect((await post('schema', await signIn(app, id))).status).toBe(403);
    expect((await post('schema', sadmin)).status).toBe(200);
  });

  it("lists this database's tables and a table's columns with their key, types and auto-increment", async () => {
    const [{ TABLE_SCHEMA: schema, DIALECT: dialect }] = (await post('schema', sadmin)).body.result;
    expect(dialect).toBe(name === 'sqlite' ? 'sqlite' : 'mysql');
    expect(schema).toEqual(name === 'sqlite' ? 'main' : new URL(process.env.TEST_MYSQL_URL!).pathname.slice(1));
    const tables = (await post('table', sadmin, { TABLE_SCHEMA: schema })).body.result.map(
      (t: { TABLE_NAME: string }) => t.TABLE_NAME,
    );
    expect(tables).toEqual(expect.arrayContaining(['region', 'cafe_event', 'roaster_cafe', 'app_user']));
    const columns: LiveColumn[] = (await post('column', sadmin, { TABLE_SCHEMA: schema, TABLE_NAME: 'region' })).body
      .result;
    const byName = Object.fromEntries(columns.map((c) => [c.COLUMN_NAME, c]));
    expect(byName.region_seq).toMatchObject({ COLUMN_KEY: 'PRI', IS_GENERATED: true, IS_NULLABLE: 'NO' });
    expect(byName.region_country).toMatchObject({
      DATA_TYPE: 'varchar',
      CHARACTER_MAXIMUM_LENGTH: 45,
      IS_NULLABLE: 'NO',
      COLUMN_KEY: '',
    });
    expect(byName.region_desc.DATA_TYPE).toMatch(/text/);
    // A composite key (a link is the pair of organisations).
    const link: LiveColumn[] = (await post('column', sadmin, { TABLE_SCHEMA: schema, TABLE_NAME: 'roaster_cafe' })).body
      .result;
    expect(
      link
        .filter((c) => c.COLUMN_KEY === 'PRI')
        .map((c) => c.COLUMN_NAME)
        .sort(),
    ).toEqual(['cafe_seq', 'roaster_seq']);
    // The live table against a definition made from it: nothing to change.
    expect(
      compareTable(definitionOf(schema, 'region', columns), columns, name === 'sqlite' ? 'sqlite' : 'mysql').statements,
    ).toEqual([]);
  });

  it('an unknown schema or table is not found, and no name reaches a query unchecked', async () => {
    const [{ TABLE_SCHEMA: schema }] = (await post('schema', sadmin)).body.result;
    expect((await post('table', sadmin, { TABLE_SCHEMA: 'information_schema' })).status).toBe(404);
    const bad = await post('column', sadmin, { TABLE_SCHEMA: schema, TABLE_NAME: 'region"); DROP TABLE region; --' });
    expect(bad.status).toBe(404);
    expect(bad.body.field).toBe('TABLE_NAME');
    expect((await post('column', sadmin, { TABLE_SCHEMA: schema, TABLE_NAME: 'region' })).status).toBe(200);
  });
});
