import { CAFE_PAGES } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { cafeFixture, type CafeState, STAGES } from './cafe-coffeebean.fixture';

type Row = Record<string, unknown>;

// A cafe's beans through the generic handlers (002 §2.5, §4, §6): the demo seed, a lot's QR read before
// its bean is known, the single country code, and what another cafe reaches. The demo blend linked,
// received and brewed: cafe-received.api.spec.ts.
describe.each(databases())('cafe beans and received lots on %s (spec 002 §2.5, §3, §5, §7)', (_name, database) => {
  const fixture = cafeFixture(database);
  const { http, post, write, one } = fixture;
  let db: CafeState['db'];
  let owner: string;
  let barista: string;
  let rival: string;
  let roaster: string;
  let cafe: number;
  let other: number;
  let blend: Row;
  let lot: Row;
  beforeAll(() => {
    ({ db, owner, barista, rival, roaster, cafe, other, blend, lot } = fixture.state);
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
      ...STAGES,
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
