import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ADMIN_PAGES, regionPage } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, signIn, startApp } from '../../testing/test-app';

type Row = Record<string, unknown>;

// Spec 000 §3 (code groups and their filter), §5 ("everything the client checks the server checks
// again", docs/SECURITY.md): a select takes only the codes the browser could offer.
describe.each(databases())('code-group selects take only their codes on %s (000 §3)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let admin: string;
  const http = () => request(app.getHttpServer());
  const region = (UPList: Row) =>
    http()
      .post(regionPage.api.edit)
      .set('cookie', admin)
      .send({ mode: 'write', UPList: { region_name_locale: '새 지역', region_use: 1, ...UPList } });
  const count = async () => Number(((await db.query('SELECT COUNT(*) AS n FROM region')) as Row[])[0].n);

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    admin = await signIn(app, 'admin');
  });
  afterAll(() => app.close());

  it("a code of the group and its filter is taken; an unknown code, another group's code or one outside the filter is 400 naming the field", async () => {
    const before = await count();
    expect((await region({ region_country: 'ETH' })).status).toBe(200);
    for (const country of ['XXX', 'GRND', 'KOR']) {
      const res = await region({ region_country: country });
      expect({ country, status: res.status, body: res.body }).toMatchObject({
        country,
        status: 400,
        body: { description: 'bad_request', field: 'region_country' },
      });
    }
    expect(await count()).toBe(before + 1);
  });

  it('a retired code (no longer in use) is not taken on a new record', async () => {
    await db.query("UPDATE code SET code_use = 0 WHERE code_group_id = 'EQUIP' AND code_id = 'TMP'");
    const equip = (equip_type: string) =>
      http()
        .post(ADMIN_PAGES.equipAdmin.api.edit)
        .set('cookie', admin)
        .send({
          mode: 'write',
          UPList: { equip_type, equip_name: 'A tamper', equip_name_locale: '탬퍼', equip_use: 1 },
        });
    expect((await equip('TMP')).body).toMatchObject({ description: 'bad_request', field: 'equip_type' });
    expect((await equip('GRND')).status).toBe(200);
  });
});
