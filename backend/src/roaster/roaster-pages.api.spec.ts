import { type PageDecl, ROASTER_PAGES } from '@beantrail/contracts';
import { databases, signIn } from '../testing/test-app';
import { roasterFixture, type RoasterState } from './roaster-pages.fixture';

type Row = Record<string, unknown>;

// The roaster pages through the generic handlers: the demo seed, derived values, ownership and
// roles, the green-bean catalogue and the lot's public page. Stock and lots: roaster-stock.api.spec.ts;
// bounds and units: roaster-bounds.api.spec.ts.
describe.each(databases())('roaster core on %s (spec 001 §3, §4, §5, §7)', (_name, database) => {
  const fixture = roasterFixture(database);
  const { year, http, post, write, one, count, stock } = fixture;
  let app: RoasterState['app'];
  let db: RoasterState['db'];
  let owner: string;
  let staff: string;
  let rival: string;
  let demo: number;
  let other: number;
  beforeAll(() => {
    ({ app, db, owner, staff, rival, demo, other } = fixture.state);
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

  it('ownership: another roastery neither lists, reads, saves nor removes a record of this one (404, not the record)', async () => {
    const samples: Record<string, Row> = {
      roasterGreenbean: await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ?`, [demo]),
      roasterGreenbeanYear: await one(
        `SELECT greenbean_year, greenbean_roaster_seq FROM greenbean_roaster_year WHERE roaster_seq = ?`,
        [demo],
      ),
      roastingDefault: await one(`SELECT roasting_seq FROM roasting_default WHERE roaster_seq = ?`, [demo]),
      roastingResult: await one(`SELECT roasting_result_seq FROM roasting_result WHERE roaster_seq = ?`, [demo]),
      blendingDefault: await one(`SELECT blending_seq FROM blending_default WHERE roaster_seq = ?`, [demo]),
      blendingResult: await one(
        `SELECT blending_result_year, blending_result_seq FROM blending_result WHERE roaster_seq = ?`,
        [demo],
      ),
      roasterEquip: await one(`SELECT roaster_equip_seq FROM roaster_equip WHERE roaster_seq = ?`, [demo]),
    };
    for (const page of Object.values(ROASTER_PAGES) as PageDecl[]) {
      const keys = Object.fromEntries(page.keys.map((k) => [k, Number(samples[page.id][k])]));
      const list = await post(rival, page.api.list!, { list_count: 50 }, other);
      expect([page.id, list.status, list.body.result.length]).toEqual([page.id, 200, 0]);
      const detail = await post(rival, page.api.detail!, keys, other);
      expect([page.id, detail.status, detail.body.description]).toEqual([page.id, 404, 'nopage_text']);
      expect(detail.body.result ?? null).toBeNull();
      const edit = await post(
        rival,
        page.api.edit,
        {
          mode: 'edit',
          keys,
          edit_at: new Date().toISOString(),
          UPList: { [page.useFlag ?? 'roasting_result_memo']: page.useFlag ? 0 : 'x' },
        },
        other,
      );
      expect([page.id, edit.status]).toEqual([page.id, 404]);
      const remove = await post(rival, page.api.remove!, { keys }, other);
      expect([page.id, remove.status]).toEqual([page.id, 404]);
      // Naming the demo roastery while holding no role there is refused by the role guard.
      const claimed = await post(rival, page.api.list!, {}, demo);
      expect([page.id, claimed.status]).toEqual([page.id, 403]);
    }
    expect(await count('greenbean_roaster')).toBe(2);
  });

  it("ownership of references: a row naming another roastery's bean, roasting or result is 400 field_not_found and nothing is written", async () => {
    const bean = Number(
      (await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ?`, [demo]))
        .greenbean_roaster_seq,
    );
    const before = await count('roasting_default');
    const res = await write(
      rival,
      'roastingDefault',
      { roasting_name: 'Stolen', roasting_name_locale: '훔친 것', roasting_use: 1, roasting_profile_use: 0 },
      { greenbean_rows: [{ greenbean_roaster_seq: bean, greenbean_mass: 1000 }] },
      other,
    );
    expect([res.status, res.body.description, res.body.field]).toEqual([
      400,
      'field_not_found',
      'greenbean_rows.0.greenbean_roaster_seq',
    ]);
    expect(await count('roasting_default')).toBe(before);
    expect(await count('roasting_default_greenbean')).toBe(3);
    const year1 = await write(
      rival,
      'roasterGreenbeanYear',
      { greenbean_year: year, greenbean_roaster_seq: bean, greenbean_instock: 1, greenbean_use: 1 },
      undefined,
      other,
    );
    expect([year1.status, year1.body.description, year1.body.field]).toEqual([
      400,
      'field_not_found',
      'greenbean_roaster_seq',
    ]);
    const roasting = Number(
      (await one(`SELECT roasting_seq FROM roasting_default WHERE roaster_seq = ?`, [demo])).roasting_seq,
    );
    const blend = await write(
      rival,
      'blendingDefault',
      { blending_name: 'Stolen', blending_name_locale: '훔친 블렌드', roasting_instock_change: 0, blending_use: 1 },
      { roasting_rows: [{ roasting_seq: roasting, roasting_mass: 1000 }] },
      other,
    );
    expect([blend.status, blend.body.description, blend.body.field]).toEqual([
      400,
      'field_not_found',
      'roasting_rows.0.roasting_seq',
    ]);
    expect(Number((await one(`SELECT COUNT(*) AS n FROM blending_default WHERE roaster_seq = ?`, [other])).n)).toBe(0);
    const lookups = await post(rival, '/api/roaster/greenbean/default/code', {}, other);
    expect(lookups.body.result).toEqual([]);
    const batch = await post(rival, `/api/roaster/roasting/default/greenbean/${roasting}`, {}, other);
    expect(batch.status).toBe(404);
  });

  it('§6 roles: green-bean pages need SAST/MNG/SMNG/OWN; roaster staff may roast but not edit the bean catalogue', async () => {
    const beans = await post(staff, ROASTER_PAGES.roasterGreenbean.api.list!);
    expect([beans.status, beans.body.description]).toEqual([403, 'role_not_held']);
    const roasts = await post(staff, ROASTER_PAGES.roastingResult.api.list!);
    expect(roasts.status).toBe(200);
    const user = await signIn(app, 'user');
    expect((await post(user, ROASTER_PAGES.roastingResult.api.list!)).status).toBe(403);
  });

  it("roles: the roaster staff record and correct but do not delete; a manager does (roaster review: staff deleted the owner's grinder)", async () => {
    const made = await write(owner, 'roasterEquip', {
      equip_type: 'GRND',
      equip_name: 'Review grinder',
      equip_name_locale: '리뷰 그라인더',
      equip_use: true,
    });
    expect(made.status).toBe(200);
    const key = { roaster_equip_seq: made.body.result.roaster_equip_seq };
    const remove = (cookie: string) =>
      post(cookie, ROASTER_PAGES.roasterEquip.api.remove!, { keys: key, edit_at: made.body.result.edit_at });
    const refused = await remove(staff);
    expect([refused.status, refused.body.description]).toEqual([403, 'role_not_held']);
    expect(
      await one('SELECT equip_name FROM roaster_equip WHERE roaster_equip_seq = ?', [key.roaster_equip_seq]),
    ).toEqual({ equip_name: 'Review grinder' });
    const edited = await post(staff, ROASTER_PAGES.roasterEquip.api.edit, {
      mode: 'edit',
      keys: key,
      edit_at: made.body.result.edit_at,
      UPList: { equip_nick: 'checked' },
    });
    expect(edited.status).toBe(200);
    const removed = await post(owner, ROASTER_PAGES.roasterEquip.api.remove!, {
      keys: key,
      edit_at: edited.body.result.edit_at,
    });
    expect(removed.status).toBe(200);
    expect(
      await one('SELECT equip_name FROM roaster_equip WHERE roaster_equip_seq = ?', [key.roaster_equip_seq]),
    ).toBeUndefined();
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
