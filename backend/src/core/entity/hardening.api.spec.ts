import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ADMIN_PAGES, CAFE_PAGES, EVENT_PAGES, ROASTER_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';
import { fromDbTime } from './sql';

type Row = Record<string, unknown>;

/** The value rules at the endpoints, each with its key and field; nothing bad is stored. */
describe.each(databases())('data integrity on %s (spec 000 §5)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let admin: string;
  let cafeOwner: string;
  let roasterOwner: string;
  let orgs: { cafe: number; roaster: number };
  const http = () => request(app.getHttpServer());
  const post = (cookie: string, url: string, body: Row) =>
    http()
      .post(url)
      .set('cookie', cookie)
      .send({ cafe_seq: orgs.cafe, roaster_seq: orgs.roaster, ...body });
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const count = async (table: string) => Number((await one(`SELECT COUNT(*) AS n FROM ${table}`)).n);
  const answer = (res: request.Response) => [res.status, res.body.description, res.body.field];

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    orgs = await demoOrganisations(app);
    [admin, cafeOwner, roasterOwner] = [
      await signIn(app, 'admin'),
      await signIn(app, 'cafe'),
      await signIn(app, 'roaster'),
    ];
  });
  afterAll(() => app.close());

  it('item 3: impossible dates are 400 field_date naming the field (received_date, an event start, a purchase date); nothing stored', async () => {
    const bean = await one('SELECT coffeebean_seq FROM cafe_coffeebean WHERE cafe_seq = ?', [orgs.cafe]);
    const lots = await count('cafe_received');
    for (const received_date of ['2024-13-45', 'abcdefghij', '<b>x</b>', '2023-02-29']) {
      const res = await post(cafeOwner, CAFE_PAGES.coffeebeanReceived.api.edit, {
        mode: 'write',
        UPList: { coffeebean_seq: bean.coffeebean_seq, received_date, received_mass: 100, received_instock: 1 },
      });
      expect([received_date, ...answer(res)]).toEqual([received_date, 400, 'field_date', 'received_date']);
    }
    expect(await count('cafe_received')).toBe(lots);
    const ok = await post(cafeOwner, CAFE_PAGES.coffeebeanReceived.api.edit, {
      mode: 'write',
      UPList: {
        coffeebean_seq: bean.coffeebean_seq,
        received_date: '2024-02-29',
        received_mass: 100,
        received_instock: 1,
      },
    });
    expect(answer(ok)).toEqual([200, 'save_ok', undefined]);

    const start = Date.now();
    const times = { event_start: new Date(start).toISOString(), event_end: new Date(start + 86_400_000).toISOString() };
    const created = await post(roasterOwner, EVENT_PAGES.roaster.api.edit, {
      mode: 'write',
      UPList: { event_type: 'SGNP', event_name: 'Open call', event_name_locale: '모집', event_year: 2026, ...times },
    });
    expect(created.status).toBe(200);
    for (const event_start of ['2026-02-30T10:00:00Z', 'abcdefghij', '1']) {
      const bad = await post(roasterOwner, EVENT_PAGES.roaster.api.edit, {
        mode: 'edit',
        keys: { event_seq: created.body.result.event_seq },
        edit_at: created.body.result.edit_at,
        UPList: { event_start },
      });
      expect([event_start, ...answer(bad)]).toEqual([event_start, 400, 'field_date', 'event_start']);
    }

    const equip = await one('SELECT roaster_equip_seq, edit_at FROM roaster_equip WHERE roaster_seq = ?', [
      orgs.roaster,
    ]);
    const before = await one('SELECT * FROM roaster_equip WHERE roaster_equip_seq = ?', [equip.roaster_equip_seq]);
    const purchase = await post(roasterOwner, ROASTER_PAGES.roasterEquip.api.edit, {
      mode: 'edit',
      keys: { roaster_equip_seq: equip.roaster_equip_seq },
      edit_at: fromDbTime(equip.edit_at),
      UPList: { equip_purchase_date: '<b>x</b>' },
    });
    expect(answer(purchase)).toEqual([400, 'field_date', 'equip_purchase_date']);
    expect(await one('SELECT * FROM roaster_equip WHERE roaster_equip_seq = ?', [equip.roaster_equip_seq])).toEqual(
      before,
    );
  });

  it('item 4: text with a lone surrogate is 400 field_text (a name, a list item); the row is unchanged', async () => {
    const kor = await one(`SELECT * FROM country WHERE country_id = 'KOR'`);
    const res = await post(admin, ADMIN_PAGES.country.api.edit, {
      mode: 'edit',
      keys: { country_seq: kor.country_seq },
      edit_at: fromDbTime(kor.edit_at),
      UPList: { country_nick: 'Korea \ud800' },
    });
    expect(answer(res)).toEqual([400, 'field_text', 'country_nick']);
    expect(await one(`SELECT * FROM country WHERE country_id = 'KOR'`)).toEqual(kor);
    const variety = await post(admin, ADMIN_PAGES.variety.api.edit, {
      mode: 'write',
      UPList: { variety_id: 'ZZ\udc00', variety_name_kr: '제드', variety_name: 'Zed', variety_use: 1 },
    });
    expect(answer(variety)).toEqual([400, 'field_text', 'variety_id']);
  });

  it('item 5: an integer without a declared bound takes its column bound: ±9.9e300 is field_maxValue / field_minValue', async () => {
    const code = await one(`SELECT * FROM code WHERE code_group_id = 'CNTR' AND code_id = 'KOR'`);
    const keys = { code_group_id: 'CNTR', code_id: 'KOR' };
    for (const [code_order, key] of [
      [9.9e300, 'field_maxValue'],
      [2147483648, 'field_maxValue'],
      [-9.9e300, 'field_minValue'],
    ] as const) {
      const res = await post(admin, ADMIN_PAGES.code.api.edit, {
        mode: 'edit',
        keys,
        edit_at: fromDbTime(code.edit_at),
        UPList: { code_order },
      });
      expect([code_order, ...answer(res)]).toEqual([code_order, 400, key, 'code_order']);
    }
    expect(await one(`SELECT * FROM code WHERE code_group_id = 'CNTR' AND code_id = 'KOR'`)).toEqual(code);
  });

  it('item 6: remove checks the version like an edit: 400 for a malformed one, 409 for a stale one, then removes with the right one', async () => {
    const write = await post(admin, ADMIN_PAGES.country.api.edit, {
      mode: 'write',
      UPList: { country_id: 'ZZR', country_name: 'Removeland', country_use: 1 },
    });
    expect(write.status).toBe(200);
    const keys = { country_seq: write.body.result.country_seq };
    for (const edit_at of [5, {}, ['x'], 'not a time', '2024-13-45T00:00:00Z']) {
      const res = await post(admin, ADMIN_PAGES.country.api.remove!, { keys, edit_at });
      expect([JSON.stringify(edit_at), ...answer(res)]).toEqual([
        JSON.stringify(edit_at),
        400,
        'bad_request',
        'edit_at',
      ]);
    }
    const stale = await post(admin, ADMIN_PAGES.country.api.remove!, {
      keys,
      edit_at: new Date(Date.parse(write.body.result.edit_at) - 1).toISOString(),
    });
    expect(answer(stale)).toEqual([409, 'save_conflict', undefined]);
    expect(await count(`country WHERE country_id = 'ZZR'`)).toBe(1);
    const removed = await post(admin, ADMIN_PAGES.country.api.remove!, { keys, edit_at: write.body.result.edit_at });
    expect(answer(removed)).toEqual([200, 'delete_ok', undefined]);
  });

  it('item 7: a 50,000-character searchTitle is 400 field_maxLength on every kind of list, never a 500', async () => {
    const long = 'x'.repeat(50_000);
    for (const [cookie, url] of [
      [admin, ADMIN_PAGES.country.api.list!],
      [roasterOwner, ROASTER_PAGES.roasterEquip.api.list!],
      [cafeOwner, CAFE_PAGES.coffeebeanReceived.api.list!],
    ] as const) {
      expect([url, ...answer(await post(cookie, url, { searchTitle: long }))]).toEqual([
        url,
        400,
        'field_maxLength',
        'searchTitle',
      ]);
      expect([url, ...answer(await post(cookie, url, { searchTitle: 'x\ud800' }))]).toEqual([
        url,
        400,
        'field_text',
        'searchTitle',
      ]);
      expect((await post(cookie, url, { searchTitle: '가'.repeat(66) })).status).toBe(200);
    }
  });

  it('a value from a master-data list must be in it: a maker that is no equipment maker, a catalogue entry that is none (attacker review)', async () => {
    const equip = await one('SELECT roaster_equip_seq, edit_at FROM roaster_equip WHERE roaster_seq = ?', [
      orgs.roaster,
    ]);
    const before = await one('SELECT * FROM roaster_equip WHERE roaster_equip_seq = ?', [equip.roaster_equip_seq]);
    const maker = await one(`SELECT company_seq FROM company WHERE company_type = 'EQD' ORDER BY company_seq`);
    const notMaker = await one(`SELECT company_seq FROM company WHERE company_type <> 'EQD' ORDER BY company_seq`);
    const edit = (UPList: Row, at = equip.edit_at) =>
      post(roasterOwner, ROASTER_PAGES.roasterEquip.api.edit, {
        mode: 'edit',
        keys: { roaster_equip_seq: equip.roaster_equip_seq },
        edit_at: fromDbTime(at),
        UPList,
      });
    for (const [field, value] of [
      ['equip_manufacture_seq', 999_999],
      ['equip_manufacture_seq', -1],
      ['equip_manufacture_seq', notMaker.company_seq],
      ['equip_seq', 424_242],
    ] as const) {
      expect([field, value, ...answer(await edit({ [field]: value }))]).toEqual([
        field,
        value,
        400,
        'bad_request',
        field,
      ]);
    }
    expect(await one('SELECT * FROM roaster_equip WHERE roaster_equip_seq = ?', [equip.roaster_equip_seq])).toEqual(
      before,
    );
    expect(answer(await edit({ equip_manufacture_seq: maker.company_seq }))).toEqual([200, 'save_ok', undefined]);
  });

  it('a record key is a whole number or its digits: "0x3", " 3", "3.0", true and [3] are 400 on detail as on save (attacker review)', async () => {
    const url = ROASTER_PAGES.roasterEquip.api.detail!;
    const [own] = (await db.query(
      `SELECT roaster_equip_seq AS k FROM roaster_equip WHERE roaster_seq = ? ORDER BY roaster_equip_seq LIMIT 1`,
      [orgs.roaster],
    )) as Row[];
    expect((await post(roasterOwner, url, { roaster_equip_seq: Number(own.k) })).status).toBe(200);
    expect((await post(roasterOwner, url, { roaster_equip_seq: String(own.k) })).status).toBe(200);
    for (const key of [`0x${Number(own.k).toString(16)}`, ` ${own.k}`, `${own.k}.0`, true, [Number(own.k)]]) {
      expect([JSON.stringify(key), ...answer(await post(roasterOwner, url, { roaster_equip_seq: key }))]).toEqual([
        JSON.stringify(key),
        400,
        'bad_request',
        'roaster_equip_seq',
      ]);
    }
  });

  it('a list page beyond any end is clamped, and one that is no whole number refused (attacker review)', async () => {
    const url = ADMIN_PAGES.country.api.list!;
    const far = await post(admin, url, { page: 1e308 });
    expect(far.status).toBe(200);
    expect(far.body.result).toEqual([]);
    expect(far.body.pagination.page).toBe(1_000_000_000);
    for (const page of ['Infinity', 2.5])
      expect([page, ...answer(await post(admin, url, { page }))]).toEqual([page, 400, 'bad_request', 'page']);
  });

  it('item 8: the country codes and the code order carry their real bounds (ISO alpha-2 = 2, alpha-3 = 3; order ≥ 0)', async () => {
    const countries = await count('country');
    const cases: Array<[Row, string, string]> = [
      [
        { country_id: 'ZZE', country_name: 'Ethiopia too', country_code2: 'ETHIOPIA-TOO-LONG' },
        'field_maxLength',
        'country_code2',
      ],
      [{ country_id: 'ETHIOPIA', country_name: 'Ethiopia too' }, 'field_maxLength', 'country_id'],
      [{ country_id: 'ZZE', country_name: 'Ethiopia too', country_code1: '2310' }, 'field_maxLength', 'country_code1'],
    ];
    for (const [UPList, key, field] of cases)
      expect(
        answer(
          await post(admin, ADMIN_PAGES.country.api.edit, { mode: 'write', UPList: { country_use: 1, ...UPList } }),
        ),
      ).toEqual([400, key, field]);
    expect(await count('country')).toBe(countries);
    const order = await post(admin, ADMIN_PAGES.code.api.edit, {
      mode: 'write',
      UPList: {
        code_group_id: 'CNTR',
        code_id: 'ZZO',
        code_name_kr: '순서 음수',
        code_name: 'Negative',
        code_order: -3,
        code_use: 1,
      },
    });
    expect(answer(order)).toEqual([400, 'field_minValue', 'code_order']);
  });
});
