import { CAFE_PAGES } from '@beantrail/contracts';
import { fromDbTime, toDbTime } from '../core/entity/sql';
import { databases } from '../testing/test-app';
import { cafeFixture, type CafeState, STAGES } from './cafe-coffeebean.fixture';

type Row = Record<string, unknown>;

// The demo blend as a cafe bean, step by step (002 §2.5, §3, §5): linked from its QR code, a lot received,
// brewed, shown on the public pages, and the bad input each step refuses. Each test builds on the
// bean and lot the ones before it saved. The cafe's beans otherwise: cafe-coffeebean.api.spec.ts.
describe.each(databases())('cafe beans and received lots on %s (spec 002 §2.5, §3, §5, §7)', (_name, database) => {
  const fixture = cafeFixture(database);
  const { http, post, write, one, count, linkedBean } = fixture;
  let db: CafeState['db'];
  let owner: string;
  let barista: string;
  let rival: string;
  let cafe: number;
  let other: number;
  let blend: Row;
  let lot: Row;
  beforeAll(() => {
    ({ db, owner, barista, rival, cafe, other, blend, lot } = fixture.state);
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
      ...STAGES,
    });
    expect([saved.status, saved.body.description]).toEqual([200, 'save_ok']);
    const bean = await linkedBean();
    expect(bean).toMatchObject({ coffeebean_name: blend.blending_name });
    expect(String(bean.coffeebean_uuid_str)).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number(bean.blending_linked)).toBe(1);
    expect([Number(bean.blending_info_use), Number(bean.blending_cupnote_use)]).toEqual([1, 1]);
    const again = await post(barista, '/api/cafe/beaninfo/default', { blending_uuid: blend.blending_uuid_cafe });
    expect(again.body.result.registered_seq).toBe(Number(bean.coffeebean_seq));
    const twice = await write(barista, 'coffeebeanDefault', {
      ...fields,
      coffeebean_use: true,
      ...STAGES,
    });
    expect([twice.status, twice.body.description]).toEqual([409, 'save_duplicate']);
  });

  it('§3 received lot from its QR: the server copies the lot date, losses and bean names; the list shows it', async () => {
    const bean = await linkedBean();
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
    const bean = await linkedBean();
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
    const bean = await linkedBean();
    const guest = await http().get(`/api/public/beannote/coffeebean/${bean.coffeebean_uuid_str}`);
    expect(guest.status).toBe(200);
    expect(guest.body.result).toMatchObject({
      kind: 'coffeebean',
      public_stage: 'LST',
      blending_name: bean.coffeebean_name,
      roaster_name: 'Demo Roasters',
    });
    expect(guest.body.result.country).toBeUndefined();
    const customer = await http()
      .get(`/api/public/beannote/coffeebean/${bean.coffeebean_uuid_str}`)
      .set('cookie', rival);
    expect(customer.body.result.public_stage).toBe('NRML');
    expect(customer.body.result.country.length).toBeGreaterThan(0);
    const lotRow = await one(
      `SELECT received_uuid_str AS u FROM cafe_received WHERE cafe_seq = ? AND blending_result_uuid IS NOT NULL`,
      [cafe],
    );
    const received = await http().get(`/api/public/beannote/coffeebeandetail/${lotRow.u}`);
    expect(received.body.result).toMatchObject({ kind: 'coffeebeandetail', blending_name: bean.coffeebean_name });
    expect((await http().get('/api/public/beannote/coffeebean/00000000-0000-4000-8000-000000000000')).status).toBe(404);
  });

  it('§5 bad input changes nothing: a derived field, a lot of another blend, an unknown QR uuid, a mass out of range', async () => {
    const before = await count('cafe_received');
    const beans = await count('cafe_coffeebean');
    const hand = await write(owner, 'coffeebeanDefault', {
      coffeebean_name_locale: '손으로 쓴 원두',
      coffeebean_single_origin: false,
      coffeebean_use: true,
      ...STAGES,
    });
    expect(hand.status).toBe(200);
    const handSeq = Number(
      (await one(`SELECT coffeebean_seq FROM cafe_coffeebean WHERE coffeebean_name_locale = '손으로 쓴 원두'`))
        .coffeebean_seq,
    );
    const linked = Number((await linkedBean()).coffeebean_seq);
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
      ...STAGES,
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
});
