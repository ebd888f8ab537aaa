import { ROASTER_PAGES } from '@beantrail/contracts';
import { databases, signIn } from '../testing/test-app';
import { roasterFixture, type RoasterState } from './roaster-pages.fixture';

type Row = Record<string, unknown>;

// The roaster pages through the generic handlers: the demo seed, derived values, the green-bean
// catalogue and the lot's public page. Ownership and roles: roaster-access.api.spec.ts; green-bean
// stock and roasts: roaster-stock.api.spec.ts; recipes, blends and lots: roaster-lots.api.spec.ts;
// bounds and units: roaster-bounds.api.spec.ts.
describe.each(databases())('roaster core on %s (spec 001 §3, §4, §5, §7)', (_name, database) => {
  const fixture = roasterFixture(database);
  const { year, http, post, write, one, stock } = fixture;
  let app: RoasterState['app'];
  let db: RoasterState['db'];
  let owner: string;
  let demo: number;
  beforeAll(() => {
    ({ app, db, owner, demo } = fixture.state);
  });

  it('demo seed: every roaster page lists the demo roastery records through the generic handlers', async () => {
    for (const page of Object.values(ROASTER_PAGES)) {
      const res = await post(owner, page.api.list!, { list_count: 10 });
      expect([page.id, res.status, res.body.status]).toEqual([page.id, 200, 'OK']);
      expect(res.body.result.length).toBeGreaterThan(0);
    }
  });

  it('§5 derived values: loss ×10, organic loss ×100, mass per 150 g batch, bean aggregates, rows in the detail', async () => {
    const roast = await one(
      `SELECT roasting_result_seq FROM roasting_result WHERE roasting_name = 'Haiti medium' AND roaster_seq = ?`,
      [demo],
    );
    const res = await http()
      .get(`/api/roaster/roasting/result/detail/${roast.roasting_result_seq}?roaster_seq=${demo}`)
      .set('cookie', owner);
    expect(res.status).toBe(200);
    // 1000 g green (11.5 % water) → 852 g roasted (2 % water): loss 14.8 %; water lost 97.96 g → organic 5.00 %.
    expect(res.body.result).toMatchObject({
      greenbean_total_mass: 10000,
      roasting_mass: 8520,
      roasting_loss: 148,
      roasting_organic_loss: 500,
      roasting_mass_calc: 568,
      greenbean_moisture: 115,
      greenbean_country_list: ['HTI'],
      greenbean_variety_list: ['TYP', 'BRB'],
      greenbean_process_list: ['WSH'],
      roasting_single_origin: true,
      roasting_batch_no: 1,
    });
    expect(res.body.result.greenbean_rows).toEqual([
      expect.objectContaining({ greenbean_year: year, greenbean_mass: 10000, greenbean_percent: 1000 }),
    ]);
  });

  it("green beans: the seller's shop link is copied on save; the year row carries the bean's list columns", async () => {
    const seller = Number((await one(`SELECT company_seq FROM company WHERE company_type = 'GBD'`)).company_seq);
    const res = await write(owner, 'roasterGreenbean', {
      greenbean_name: 'Kenya AA Nyeri',
      greenbean_name_locale: '케냐 AA 니에리',
      greenbean_country_code: 'KEN',
      greenbean_seller_seq: seller,
      greenbean_use: 1,
      greenbean_variety_list: 'SL28,SL34',
    });
    expect(res.status).toBe(200);
    const seq = res.body.result.greenbean_roaster_seq;
    const bean = (await post(owner, ROASTER_PAGES.roasterGreenbean.api.detail!, { greenbean_roaster_seq: seq })).body
      .result;
    expect(bean.greenbean_seller_link).toBe('https://shop.example/green-coffee');
    const y = await write(owner, 'roasterGreenbeanYear', {
      greenbean_year: year,
      greenbean_roaster_seq: seq,
      greenbean_instock: 1,
      greenbean_purchase_mass: 200000,
      greenbean_use: 1,
    });
    expect(y.status).toBe(200);
    const list = (
      await post(owner, ROASTER_PAGES.roasterGreenbeanYear.api.list!, {
        searchTitle: 'Nyeri',
        searchSelect: 'greenbean_name',
      })
    ).body.result;
    expect(list).toEqual([
      expect.objectContaining({
        greenbean_year: year,
        greenbean_country_code: 'KEN',
        greenbean_variety_list: ['SL28', 'SL34'],
        greenbean_instock: true,
      }),
    ]);
    expect(Number((await stock(seq)).mass)).toBe(200000);
    // The same bean and year twice is a duplicate key.
    const again = await write(owner, 'roasterGreenbeanYear', {
      greenbean_year: year,
      greenbean_roaster_seq: seq,
      greenbean_instock: 1,
      greenbean_use: 1,
    });
    expect([again.status, again.body.description]).toEqual([409, 'save_duplicate']);
  });

  it("admin green-bean catalogue (SettingGreenbeanDefault/Year): ADMIN only; a year row copies the bean's list columns", async () => {
    const admin = await signIn(app, 'admin');
    const list = await http().post('/api/setting/product/greenbeandefault/list').set('cookie', admin).send({});
    expect(list.status).toBe(200);
    expect(list.body.result.map((r: Row) => r.greenbean_name_locale)).toEqual(
      expect.arrayContaining(['아이티 밥티스트', '에티오피아 예가체프 코체레']),
    );
    expect((await http().post('/api/setting/product/greenbeandefault/list').set('cookie', owner).send({})).status).toBe(
      403,
    );
    const seq = list.body.result.find((r: Row) => r.greenbean_name_locale === '아이티 밥티스트').greenbean_default_seq;
    const y = await http()
      .post('/api/setting/product/greenbeanyear/edit')
      .set('cookie', admin)
      .send({
        mode: 'write',
        UPList: { greenbean_year: year, greenbean_default_seq: seq, greenbean_instock: 1, greenbean_use: 1 },
      });
    expect(y.status).toBe(200);
    const years = await http().post('/api/setting/product/greenbeanyear/list').set('cookie', admin).send({});
    expect(years.body.result).toEqual([
      expect.objectContaining({
        greenbean_year: year,
        greenbean_country_code: 'HTI',
        greenbean_variety_list: ['TYP', 'BRB'],
      }),
    ]);
    // Any signed-in user may copy a catalogue bean into their own (001 §4); keys and use flag are not copied.
    const copy = await http()
      .post('/api/code/greenbean/default/copy')
      .set('cookie', owner)
      .send({ greenbean_default_seq: seq });
    expect(copy.body.result).toMatchObject({
      greenbean_name: 'Haiti Baptiste',
      greenbean_seller_link: 'https://shop.example/green-coffee',
    });
    expect(copy.body.result).not.toHaveProperty('greenbean_default_seq');
    expect(copy.body.result).not.toHaveProperty('greenbean_use');
  });

  it("QR pages (001 §2): a lot's public page shows what its blend's public stage allows — guests the normal stage, signed-in users the customer stage", async () => {
    const lot = await one(
      `SELECT r.blending_result_uuid_str AS u, r.blending_seq AS b FROM blending_result r WHERE r.roaster_seq = ? ORDER BY r.blending_result_seq LIMIT 1`,
      [demo],
    );
    const url = `/api/public/beannote/beandetail/${lot.u}`;
    // The spec's defaults (001 §9): normal LST (name and roastery only), customer NRML (+ origins); the demo seed shows DTL.
    await db.query(
      `UPDATE blending_default SET public_stage_normal = 'LST', public_stage_customer = 'NRML' WHERE blending_seq = ?`,
      [lot.b],
    );
    const guest = await http().get(url);
    expect(guest.status).toBe(200);
    expect(guest.body.result).toMatchObject({
      public_stage: 'LST',
      blending_name: 'BeanTrail House Blend',
      roaster_name: 'Demo Roasters',
    });
    expect(guest.body.result).not.toHaveProperty('country');
    const user = await signIn(app, 'user');
    const customer = await http().get(url).set('cookie', user);
    expect(customer.body.result).toMatchObject({ public_stage: 'NRML', country: ['HTI', 'ETH'] });
    expect(customer.body.result).not.toHaveProperty('blending_loss');
    await db.query(`UPDATE blending_default SET public_stage_normal = 'DTL' WHERE blending_seq = ?`, [lot.b]);
    expect((await http().get(url)).body.result).toMatchObject({
      public_stage: 'DTL',
      blending_loss: expect.any(Number),
    });
    const info = await one(`SELECT blending_uuid_str AS u FROM blending_default WHERE blending_seq = ?`, [lot.b]);
    expect((await http().get(`/api/public/beannote/beaninfo/${info.u}`)).body.result).toMatchObject({
      kind: 'beaninfo',
      country: expect.arrayContaining(['HTI']),
    });
    expect((await http().get('/api/public/beannote/beandetail/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await http().get('/api/public/beannote/beandetail/not-a-uuid')).status).toBe(404);
    expect((await http().get(`/api/public/beannote/other/${lot.u}`)).status).toBe(404);
  });
});
