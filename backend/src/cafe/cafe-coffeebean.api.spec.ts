import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CAFE_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../core/auth/password';
import { fromDbTime, toDbTime } from '../core/entity/sql';
import { databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

describe.each(databases())('cafe beans and received lots on %s (spec 002 §2.5, §3, §5, §7)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let owner: string;
  let barista: string;
  let rival: string;
  let roaster: string;
  let cafe: number;
  let other: number;
  let blend: Row;
  let lot: Row;
  const http = () => request(app.getHttpServer());
  /** A POST in the selected cafe (000 §7: cafe_seq in the body). */
  const post = (cookie: string, path: string, body: Row = {}, seq = cafe) =>
    http()
      .post(path)
      .set('cookie', cookie)
      .send({ cafe_seq: seq, ...body });
  const write = (cookie: string, page: keyof typeof CAFE_PAGES, UPList: Row, seq = cafe) =>
    post(cookie, CAFE_PAGES[page].api.edit, { mode: 'write', UPList }, seq);
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const count = async (table: string) => Number((await one(`SELECT COUNT(*) AS n FROM ${table}`)).n);

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    cafe = Number((await one(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'Demo Cafe'`)).cafe_seq);
    // A second cafe with its own owner: the ownership rule is tested against it.
    const now = toDbTime(new Date());
    const stamp = [null, 'test', now, null, 'test', now];
    await db.query(
      `INSERT INTO cafe (cafe_name, cafe_name_locale, cafe_type, cafe_country, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('Rival Cafe', '라이벌 카페', 'PRV', 'KOR', ?, ?, ?, ?, ?, ?)`,
      stamp,
    );
    other = Number((await one(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'Rival Cafe'`)).cafe_seq);
    await db.query(
      `INSERT INTO app_user (user_id, user_pass, user_name, user_type, user_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('rivalcafe', ?, 'Rival', 'USER', 1, ?, ?, ?, ?, ?, ?)`,
      [await hashPassword('beantrail'), ...stamp],
    );
    const rivalSeq = Number((await one(`SELECT user_seq FROM app_user WHERE user_id = 'rivalcafe'`)).user_seq);
    await db.query(
      `INSERT INTO cafe_user (cafe_seq, user_seq, user_auth, user_status, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, 'OWN', 'JOIN', ?, ?, ?, ?, ?, ?)`,
      [other, rivalSeq, ...stamp],
    );
    [owner, barista, rival, roaster] = [
      await signIn(app, 'cafe'),
      await signIn(app, 'cafe.barista'),
      await signIn(app, 'rivalcafe'),
      await signIn(app, 'roaster'),
    ];
    // The demo roastery's blend and one of its lots: what the cafe QR codes carry.
    blend = await one(
      `SELECT blending_seq, blending_uuid_cafe, blending_name, blending_name_locale FROM blending_default WHERE blending_use = 1 ORDER BY blending_seq`,
    );
    lot = await one(
      `SELECT blending_result_uuid_cafe, blending_result_date, blending_loss FROM blending_result WHERE blending_seq = ? AND blending_use = 1`,
      [blend.blending_seq],
    );
  });
  afterAll(async () => {
    await app.close();
  });

  it('demo seed: the cafe lists its equipment, its hand-typed bean and one received lot through the generic handlers', async () => {
    const brewed = await post(barista, CAFE_PAGES.cafeBrewingResult.api.list!, { list_count: 10 });
    // A lot typed in by hand has no blending date, so no days since blending.
    expect(brewed.body.result).toEqual([
      expect.objectContaining({
        coffeebean_name_locale: '케냐 니에리 AA',
        brewing_result_main: true,
        brewing_date_term: null,
      }),
    ]);
    const equip = await post(barista, CAFE_PAGES.cafeEquip.api.list!, { list_count: 10 });
    expect(equip.body.result.map((r: Row) => r.equip_type).sort()).toEqual(['ESP', 'GRND']);
    const beans = await post(barista, CAFE_PAGES.coffeebeanDefault.api.list!, { list_count: 10 });
    expect(beans.body.result).toEqual([
      expect.objectContaining({ coffeebean_name_locale: '케냐 니에리 AA', coffeebean_use: true }),
    ]);
    const lots = await post(barista, CAFE_PAGES.coffeebeanReceived.api.list!, { list_count: 10 });
    expect(lots.body.result).toEqual([
      expect.objectContaining({
        coffeebean_name_locale: '케냐 니에리 AA',
        received_mass: 10000,
        received_div: 'BAG-1',
      }),
    ]);
  });

  it('§2.5 qrreceived before the bean is known: the lot names its blend and no cafe bean yet', async () => {
    const res = await post(barista, '/api/cafe/beaninfo/detail', {
      blending_result_uuid: lot.blending_result_uuid_cafe,
    });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      blending_uuid: blend.blending_uuid_cafe,
      blending_name: blend.blending_name,
      coffeebean_seq: null,
      received: [],
    });
    // The demo blend's cafe stage is DTL: the cafe sees the lot's losses.
    expect(res.body.result.blending_loss).toBe(lot.blending_loss);
  });

  it('002 §4 "exactly one chosen sets the single country code; otherwise it is cleared", §5 region and farm etc 3-300', async () => {
    const base = {
      coffeebean_name_locale: '단일국가 원두',
      coffeebean_single_origin: true,
      coffeebean_use: true,
      public_stage_cafe: 'DTL',
      public_stage_customer: 'NRML',
      public_stage_normal: 'LST',
    };
    const code = async (seq: unknown) =>
      (await one(`SELECT coffeebean_country_code AS c FROM cafe_coffeebean WHERE coffeebean_seq = ?`, [seq])).c ?? null;
    const saved = await write(owner, 'coffeebeanDefault', {
      ...base,
      coffeebean_country_list: ['ETH'],
      coffeebean_region_etc: 'Guji',
    });
    expect([saved.status, saved.body.description]).toEqual([200, 'save_ok']);
    const seq = saved.body.result.coffeebean_seq;
    expect(await code(seq)).toBe('ETH');
    const detail = async () =>
      (await http().get(`${CAFE_PAGES.coffeebeanDefault.api.detail}/${seq}?cafe_seq=${cafe}`).set('cookie', owner)).body
        .result;
    const edit = (edit_at: unknown, UPList: Row) =>
      post(owner, CAFE_PAGES.coffeebeanDefault.api.edit, {
        mode: 'edit',
        keys: { coffeebean_seq: seq },
        edit_at,
        UPList,
      });
    const two = await edit((await detail()).edit_at, { coffeebean_country_list: ['ETH', 'KEN'] });
    expect(two.status).toBe(200);
    expect(await code(seq)).toBeNull();
    expect((await edit((await detail()).edit_at, { coffeebean_country_list: ['KEN'] })).status).toBe(200);
    expect(await code(seq)).toBe('KEN');
    // An edit of something else leaves the code as it is (a bean from before the rule keeps its own).
    await db.query(`UPDATE cafe_coffeebean SET coffeebean_country_code = 'ETH' WHERE coffeebean_seq = ?`, [seq]);
    expect((await edit((await detail()).edit_at, { coffeebean_name_locale: '이름만 바꾼 원두' })).status).toBe(200);
    expect(await code(seq)).toBe('ETH');
    // The code follows the list alone: sent by hand it is refused, as every value the server derives.
    const sent = await edit((await detail()).edit_at, { coffeebean_country_code: 'ETH' });
    expect([sent.status, sent.body.description, sent.body.field]).toEqual([
      403,
      'nopermission_text',
      'coffeebean_country_code',
    ]);
    for (const field of ['coffeebean_region_etc', 'coffeebean_farm_etc']) {
      const short = await write(owner, 'coffeebeanDefault', { ...base, [field]: 'ab' });
      expect([short.status, short.body.description, short.body.field]).toEqual([400, 'field_minLength', field]);
    }
  });

  it('§2.5 qrdefault: the blend arrives as a cafe bean; saving links it once (second → 409 save_duplicate)', async () => {
    const info = await post(barista, '/api/cafe/beaninfo/default', { blending_uuid: blend.blending_uuid_cafe });
    expect(info.status).toBe(200);
    expect(info.body.result).toMatchObject({
      blending_uuid: blend.blending_uuid_cafe,
      coffeebean_name: blend.blending_name,
      store_name: 'Demo Roasters',
      registered_seq: null,
    });
    expect(info.body.result.coffeebean_country_list.length).toBeGreaterThan(0);
    // 002 §3: the blend's grade details come along, and the bean's page will show the blend's beans
    // and cup note (the demo blend's cafe stage is DTL) until the cafe turns them off.
    expect(info.body.result).toMatchObject({ blending_info_use: true, blending_cupnote_use: true });
    expect(Array.isArray(info.body.result.coffeebean_grade_detail_list)).toBe(true);
    const { registered_seq: _r, ...fields } = info.body.result;
    const saved = await write(barista, 'coffeebeanDefault', {
      ...fields,
      coffeebean_use: true,
      public_stage_cafe: 'DTL',
      public_stage_customer: 'NRML',
      public_stage_normal: 'LST',
    });
    expect([saved.status, saved.body.description]).toEqual([200, 'save_ok']);
    const bean = await one(`SELECT * FROM cafe_coffeebean WHERE cafe_seq = ? AND blending_uuid = ?`, [
      cafe,
      blend.blending_uuid_cafe,
    ]);
    expect(bean).toMatchObject({ coffeebean_name: blend.blending_name });
    expect(String(bean.coffeebean_uuid_str)).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(bean.blending_linked)).toBe(1);
    expect([Number(bean.blending_info_use), Number(bean.blending_cupnote_use)]).toEqual([1, 1]);
    const again = await post(barista, '/api/cafe/beaninfo/default', { blending_uuid: blend.blending_uuid_cafe });
    expect(again.body.result.registered_seq).toBe(Number(bean.coffeebean_seq));
    const twice = await write(barista, 'coffeebeanDefault', {
      ...fields,
      coffeebean_use: true,
      public_stage_cafe: 'DTL',
      public_stage_customer: 'NRML',
      public_stage_normal: 'LST',
    });
    expect([twice.status, twice.body.description]).toEqual([409, 'save_duplicate']);
  });

  it('§3 received lot from its QR: the server copies the lot date, losses and bean names; the list shows it', async () => {
    const bean = await one(`SELECT coffeebean_seq FROM cafe_coffeebean WHERE cafe_seq = ? AND blending_uuid = ?`, [
      cafe,
      blend.blending_uuid_cafe,
    ]);
    const res = await write(barista, 'coffeebeanReceived', {
      coffeebean_seq: bean.coffeebean_seq,
      received_date: new Date().toISOString().slice(0, 10),
      received_mass: 10000,
      received_instock: true,
      blending_result_uuid: lot.blending_result_uuid_cafe,
    });
    expect([res.status, res.body.description]).toEqual([200, 'save_ok']);
    const row = await one(`SELECT * FROM cafe_received WHERE cafe_seq = ? ORDER BY received_seq DESC`, [cafe]);
    expect(row).toMatchObject({
      coffeebean_name: blend.blending_name,
      blending_result_date: lot.blending_result_date,
      received_mass: 10000,
    });
    expect(Number(row.blending_loss)).toBe(Number(lot.blending_loss));
    const list = await post(owner, CAFE_PAGES.coffeebeanReceived.api.list!, { list_count: 10 });
    expect(list.body.result[0]).toMatchObject({
      coffeebean_name_locale: blend.blending_name_locale,
      received_mass: 10000,
      received_instock: true,
    });
    const detail = await post(barista, '/api/cafe/beaninfo/detail', {
      blending_result_uuid: lot.blending_result_uuid_cafe,
    });
    expect(detail.body.result.coffeebean_seq).toBe(Number(bean.coffeebean_seq));
    expect(detail.body.result.received).toEqual([expect.objectContaining({ received_seq: Number(row.received_seq) })]);
  });

  it("§2.6 brewing result: the recipe copies, the lot needs its bean, the lot's date and losses are copied and the days counted", async () => {
    const bean = await one(`SELECT coffeebean_seq FROM cafe_coffeebean WHERE cafe_seq = ? AND blending_uuid = ?`, [
      cafe,
      blend.blending_uuid_cafe,
    ]);
    const lotRow = await one(`SELECT received_seq FROM cafe_received WHERE cafe_seq = ? AND coffeebean_seq = ?`, [
      cafe,
      bean.coffeebean_seq,
    ]);
    const handLot = await one(`SELECT received_seq FROM cafe_received WHERE cafe_seq = ? AND received_div = 'BAG-1'`, [
      cafe,
    ]);
    const recipe = await one(`SELECT brewing_seq FROM cafe_brewing_default WHERE cafe_seq = ?`, [cafe]);
    // The lot select offers nothing before a bean is chosen, then only that bean's lots.
    expect((await post(barista, '/api/cafe/coffeebean/received/code', {})).body.result).toEqual([]);
    const lots = (await post(barista, '/api/cafe/coffeebean/received/code', { coffeebean_seq: bean.coffeebean_seq }))
      .body.result;
    expect(lots.map((l: Row) => l.received_seq)).toEqual([Number(lotRow.received_seq)]);
    const copied = await post(barista, '/api/cafe/brewing/default/copy', { brewing_seq: recipe.brewing_seq });
    expect(copied.body.result).toMatchObject({
      brewing_grinder_point: 250,
      brewing_bean_mass: 180,
      brewing_water_temp: 9300,
    });
    const brewedOn = new Date(Date.parse(String(lot.blending_result_date)) + 2 * 86_400_000).toISOString().slice(0, 10);
    const base = {
      brewing_result_date: brewedOn,
      brewing_seq: recipe.brewing_seq,
      coffeebean_seq: bean.coffeebean_seq,
      brewing_satis: 9,
      brewing_public: false,
      brewing_result_main: false,
    };
    const before = await count('cafe_brewing_result');
    const mismatch = await write(barista, 'cafeBrewingResult', { ...base, received_seq: handLot.received_seq });
    expect([mismatch.status, mismatch.body.description]).toEqual([400, 'coffeebean_mismatch']);
    const foreign = await write(rival, 'cafeBrewingResult', { ...base, received_seq: lotRow.received_seq }, other);
    expect([foreign.status, foreign.body.description]).toEqual([400, 'field_not_found']);
    // Brewed the day before the lot was blended: a slip, not "-1 days since blending" (cafe review).
    const dayBefore = new Date(Date.parse(String(lot.blending_result_date)) - 86_400_000).toISOString().slice(0, 10);
    const early = await write(barista, 'cafeBrewingResult', {
      ...base,
      brewing_result_date: dayBefore,
      received_seq: lotRow.received_seq,
    });
    expect([early.status, early.body.description, early.body.field, early.body.params]).toEqual([
      400,
      'date_before_blending',
      'brewing_result_date',
      { date: String(lot.blending_result_date).slice(0, 10) },
    ]);
    expect(await count('cafe_brewing_result')).toBe(before);
    const saved = await write(barista, 'cafeBrewingResult', { ...base, received_seq: lotRow.received_seq });
    expect([saved.status, saved.body.description]).toEqual([200, 'save_ok']);
    const row = await one(`SELECT * FROM cafe_brewing_result WHERE brewing_result_seq = ?`, [
      saved.body.result.brewing_result_seq,
    ]);
    expect(row).toMatchObject({ coffeebean_name: blend.blending_name, blending_result_date: lot.blending_result_date });
    expect(Number(row.brewing_date_term)).toBe(2);
    expect(Number(row.blending_loss)).toBe(Number(lot.blending_loss));
  });

  it("§2.5 public pages of a cafe bean and a received lot follow the bean's public stages (guest LST, signed-in NRML)", async () => {
    const bean = await one(
      `SELECT coffeebean_uuid_str AS u, coffeebean_name AS n FROM cafe_coffeebean WHERE cafe_seq = ? AND blending_uuid = ?`,
      [cafe, blend.blending_uuid_cafe],
    );
    const guest = await http().get(`/api/public/beannote/coffeebean/${bean.u}`);
    expect(guest.status).toBe(200);
    expect(guest.body.result).toMatchObject({
      kind: 'coffeebean',
      public_stage: 'LST',
      blending_name: bean.n,
      roaster_name: 'Demo Roasters',
    });
    expect(guest.body.result.country).toBeUndefined();
    const customer = await http().get(`/api/public/beannote/coffeebean/${bean.u}`).set('cookie', rival);
    expect(customer.body.result.public_stage).toBe('NRML');
    expect(customer.body.result.country.length).toBeGreaterThan(0);
    const lotRow = await one(
      `SELECT received_uuid_str AS u FROM cafe_received WHERE cafe_seq = ? AND blending_result_uuid IS NOT NULL`,
      [cafe],
    );
    const received = await http().get(`/api/public/beannote/coffeebeandetail/${lotRow.u}`);
    expect(received.body.result).toMatchObject({ kind: 'coffeebeandetail', blending_name: bean.n });
    expect((await http().get('/api/public/beannote/coffeebean/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('§5 bad input changes nothing: a derived field, a lot of another blend, an unknown QR uuid, a mass out of range', async () => {
    const before = await count('cafe_received');
    const beans = await count('cafe_coffeebean');
    const hand = await write(owner, 'coffeebeanDefault', {
      coffeebean_name_locale: '손으로 쓴 원두',
      coffeebean_single_origin: false,
      coffeebean_use: true,
      public_stage_cafe: 'DTL',
      public_stage_customer: 'NRML',
      public_stage_normal: 'LST',
    });
    expect(hand.status).toBe(200);
    const handSeq = Number(
      (await one(`SELECT coffeebean_seq FROM cafe_coffeebean WHERE coffeebean_name_locale = '손으로 쓴 원두'`))
        .coffeebean_seq,
    );
    const linked = Number(
      (
        await one(`SELECT coffeebean_seq FROM cafe_coffeebean WHERE cafe_seq = ? AND blending_uuid = ?`, [
          cafe,
          blend.blending_uuid_cafe,
        ])
      ).coffeebean_seq,
    );
    // A lot of another blend of the demo roastery.
    const now = toDbTime(new Date());
    const roasterSeq = (
      await one(`SELECT roaster_seq FROM blending_default WHERE blending_seq = ?`, [blend.blending_seq])
    ).roaster_seq;
    await db.query(
      `INSERT INTO blending_default (roaster_seq, blending_name, blending_use, blending_uuid_str, blending_uuid_cafe, rgst_at, edit_at) VALUES (?, 'Other blend', 1, ?, ?, ?, ?)`,
      [roasterSeq, '11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', now, now],
    );
    const otherBlend = (await one(`SELECT blending_seq FROM blending_default WHERE blending_name = 'Other blend'`))
      .blending_seq;
    await db.query(
      `INSERT INTO blending_result (roaster_seq, blending_result_year, blending_seq, blending_use, blending_result_uuid_str, blending_result_uuid_cafe, rgst_at, edit_at) VALUES (?, 2026, ?, 1, ?, ?, ?, ?)`,
      [
        roasterSeq,
        otherBlend,
        '33333333-3333-4333-8333-333333333333',
        '44444444-4444-4444-8444-444444444444',
        now,
        now,
      ],
    );
    const otherLot = await one(
      `SELECT r.blending_result_uuid_cafe AS u FROM blending_result r WHERE r.blending_seq <> ? AND r.blending_use = 1`,
      [blend.blending_seq],
    );
    const base = { received_date: '2026-11-21', received_mass: 5000, received_instock: true };
    const cases: [Row, number, string][] = [
      [{ ...base, coffeebean_seq: linked, blending_loss: 1 }, 403, 'nopermission_text'],
      [
        { ...base, coffeebean_seq: linked, blending_result_uuid: '00000000-0000-4000-8000-000000000000' },
        404,
        'nopage_text',
      ],
      [{ ...base, coffeebean_seq: handSeq, received_mass: 0 }, 400, 'field_minValue'],
      [{ ...base, coffeebean_seq: linked, received_div: 'x'.repeat(46) }, 400, 'field_maxLength'],
    ];
    cases.push([{ ...base, coffeebean_seq: linked, blending_result_uuid: otherLot.u }, 400, 'coffeebean_mismatch']);
    // A roaster's lot saved as a bean typed in by hand (cafe review): its public page would tell another coffee's story.
    const demoLot = await one(
      `SELECT blending_result_uuid_cafe AS u FROM blending_result WHERE blending_seq = ? AND blending_use = 1`,
      [blend.blending_seq],
    );
    cases.push([{ ...base, coffeebean_seq: handSeq, blending_result_uuid: demoLot.u }, 400, 'coffeebean_mismatch']);
    // Received before the lot was blended.
    cases.push([
      { ...base, coffeebean_seq: linked, blending_result_uuid: demoLot.u, received_date: '2000-01-01' },
      400,
      'date_before_blending',
    ]);
    for (const [body, status, key] of cases) {
      const res = await write(owner, 'coffeebeanReceived', body);
      expect([JSON.stringify(body).slice(0, 80), res.status, res.body.description]).toEqual([
        JSON.stringify(body).slice(0, 80),
        status,
        key,
      ]);
    }
    const badLink = await write(owner, 'coffeebeanDefault', {
      coffeebean_name_locale: '없는 블렌드',
      coffeebean_single_origin: false,
      coffeebean_use: true,
      public_stage_cafe: 'DTL',
      public_stage_customer: 'NRML',
      public_stage_normal: 'LST',
      blending_uuid: 'not-a-uuid',
    });
    expect([badLink.status, badLink.body.description]).toEqual([404, 'nopage_text']);
    expect(await count('cafe_received')).toBe(before);
    expect(await count('cafe_coffeebean')).toBe(beans + 1);
    // Nor can a QR receipt be turned into one afterwards.
    const qrReceipt = await one(
      `SELECT received_seq, edit_at FROM cafe_received WHERE cafe_seq = ? AND blending_result_uuid IS NOT NULL ORDER BY received_seq LIMIT 1`,
      [cafe],
    );
    const moved = await post(owner, CAFE_PAGES.coffeebeanReceived.api.edit, {
      mode: 'edit',
      keys: { received_seq: qrReceipt.received_seq },
      edit_at: fromDbTime(qrReceipt.edit_at),
      UPList: { coffeebean_seq: handSeq },
    });
    expect([moved.status, moved.body.description]).toEqual([400, 'coffeebean_mismatch']);
    expect(
      Number(
        (await one(`SELECT coffeebean_seq FROM cafe_received WHERE received_seq = ?`, [qrReceipt.received_seq]))
          .coffeebean_seq,
      ),
    ).not.toBe(handSeq);
  });

  it("§6 ownership: another cafe neither lists nor reads nor receives onto this cafe's bean; no cafe role → 403", async () => {
    const bean = await one(`SELECT coffeebean_seq FROM cafe_coffeebean WHERE cafe_seq = ?`, [cafe]);
    const list = await post(rival, CAFE_PAGES.coffeebeanDefault.api.list!, { list_count: 50 }, other);
    expect([list.status, list.body.result.length]).toEqual([200, 0]);
    const read = await http()
      .get(`${CAFE_PAGES.coffeebeanDefault.api.detail!}/${bean.coffeebean_seq}?cafe_seq=${other}`)
      .set('cookie', rival);
    expect([read.status, read.body.description]).toEqual([404, 'nopage_text']);
    const machine = await one(`SELECT cafe_equip_seq FROM cafe_equip WHERE cafe_seq = ?`, [cafe]);
    const edit = await post(
      rival,
      CAFE_PAGES.cafeEquip.api.edit,
      {
        mode: 'edit',
        keys: { cafe_equip_seq: machine.cafe_equip_seq },
        edit_at: new Date().toISOString(),
        UPList: { equip_name: 'Taken over' },
      },
      other,
    );
    expect([edit.status, edit.body.description]).toEqual([404, 'nopage_text']);
    expect((await post(rival, CAFE_PAGES.cafeEquip.api.list!, {}, other)).body.result).toEqual([]);
    const steal = await write(
      rival,
      'coffeebeanReceived',
      { coffeebean_seq: bean.coffeebean_seq, received_date: '2026-11-21', received_mass: 100, received_instock: true },
      other,
    );
    expect([steal.status, steal.body.description, steal.body.field]).toEqual([
      400,
      'field_not_found',
      'coffeebean_seq',
    ]);
    // The rival's select offers only its own beans; naming the demo cafe is refused (no role there).
    expect((await post(rival, '/api/cafe/coffeebean/default/code', {}, other)).body.result).toEqual([]);
    expect((await post(rival, CAFE_PAGES.coffeebeanDefault.api.list!, {}, cafe)).status).toBe(403);
    // A roaster without any cafe role reaches none of it.
    expect(
      (await post(roaster, '/api/cafe/beaninfo/default', { blending_uuid: blend.blending_uuid_cafe }, cafe)).status,
    ).toBe(403);
    expect((await http().post(CAFE_PAGES.coffeebeanReceived.api.list!).send({ cafe_seq: cafe })).status).toBe(401);
  });
});
