import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { buildSavePayload, formatMass, gramsOf, type PageDecl, recordToDisplay, ROASTER_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../core/auth/password';
import { fromDbTime, toDbTime } from '../core/entity/sql';
import { databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

describe.each(databases())('roaster core on %s (spec 001 §3, §4, §5, §7)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let owner: string;
  let staff: string;
  let rival: string;
  let demo: number;
  let other: number;
  const year = new Date().getUTCFullYear();
  const http = () => request(app.getHttpServer());
  /** A POST in the selected roaster (000 §7: roaster_seq in the body). */
  const post = (cookie: string, path: string, body: Row = {}, seq = demo) => http().post(path).set('cookie', cookie).send({ roaster_seq: seq, ...body });
  const write = (cookie: string, page: keyof typeof ROASTER_PAGES, UPList: Row, sublists?: Record<string, Row[]>, seq = demo) =>
    post(cookie, ROASTER_PAGES[page].api.edit, { mode: 'write', UPList, sublists: sublists && Object.fromEntries(Object.entries(sublists).map(([k, rows]) => [k, { UPList: rows, DEList: [] }])) }, seq);
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const count = async (table: string) => Number((await one(`SELECT COUNT(*) AS n FROM ${table}`)).n);
  const stock = async (bean: number) => one(`SELECT greenbean_stock_mass AS mass, greenbean_instock AS instock FROM greenbean_roaster_year WHERE greenbean_year = ? AND greenbean_roaster_seq = ?`, [year, bean]);

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    demo = Number((await one(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Demo Roasters'`)).roaster_seq);
    // A second roastery with its own owner: the ownership rule is tested against it.
    const now = toDbTime(new Date());
    const stamp = [null, 'test', now, null, 'test', now];
    await db.query(`INSERT INTO roaster (roaster_name, roaster_name_locale, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('Rival Roasters', '라이벌', ?, ?, ?, ?, ?, ?)`, stamp);
    other = Number((await one(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Rival Roasters'`)).roaster_seq);
    await db.query(`INSERT INTO app_user (user_id, user_pass, user_name, user_type, user_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('rival', ?, 'Rival', 'PAID', 1, ?, ?, ?, ?, ?, ?)`, [await hashPassword('beantrail'), ...stamp]);
    const rivalSeq = Number((await one(`SELECT user_seq FROM app_user WHERE user_id = 'rival'`)).user_seq);
    await db.query(`INSERT INTO roaster_user (roaster_seq, user_seq, user_auth, user_status, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, 'OWN', 'JOIN', ?, ?, ?, ?, ?, ?)`, [other, rivalSeq, ...stamp]);
    [owner, staff, rival] = [await signIn(app, 'roaster'), await signIn(app, 'roaster.staff'), await signIn(app, 'rival')];
  });
  afterAll(async () => {
    await app.close();
  });

  it('demo seed: every roaster page lists the demo roastery records through the generic handlers', async () => {
    for (const page of Object.values(ROASTER_PAGES)) {
      const res = await post(owner, page.api.list!, { list_count: 10 });
      expect([page.id, res.status, res.body.status]).toEqual([page.id, 200, 'OK']);
      expect(res.body.result.length).toBeGreaterThan(0);
    }
  });

  it('§5 derived values: loss ×10, organic loss ×100, mass per 150 g batch, bean aggregates, rows in the detail', async () => {
    const roast = await one(`SELECT roasting_result_seq FROM roasting_result WHERE roasting_name = 'Haiti medium' AND roaster_seq = ?`, [demo]);
    const res = await http().get(`/api/roaster/roasting/result/detail/${roast.roasting_result_seq}?roaster_seq=${demo}`).set('cookie', owner);
    expect(res.status).toBe(200);
    // 1000 g green (11.5 % water) → 852 g roasted (2 % water): loss 14.8 %; water lost 97.96 g → organic 5.00 %.
    expect(res.body.result).toMatchObject({
      greenbean_total_mass: 10000, roasting_mass: 8520, roasting_loss: 148, roasting_organic_loss: 500, roasting_mass_calc: 568, greenbean_moisture: 115,
      greenbean_country_list: ['HTI'], greenbean_variety_list: ['TYP', 'BRB'], greenbean_process_list: ['WSH'], roasting_single_origin: true, roasting_batch_no: 1,
    });
    expect(res.body.result.greenbean_rows).toEqual([expect.objectContaining({ greenbean_year: year, greenbean_mass: 10000, greenbean_percent: 1000 })]);
  });

  it('ownership: another roastery neither lists, reads, saves nor removes a record of this one (404, not the record)', async () => {
    const samples: Record<string, Row> = {
      roasterGreenbean: await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ?`, [demo]),
      roasterGreenbeanYear: await one(`SELECT greenbean_year, greenbean_roaster_seq FROM greenbean_roaster_year WHERE roaster_seq = ?`, [demo]),
      roastingDefault: await one(`SELECT roasting_seq FROM roasting_default WHERE roaster_seq = ?`, [demo]),
      roastingResult: await one(`SELECT roasting_result_seq FROM roasting_result WHERE roaster_seq = ?`, [demo]),
      blendingDefault: await one(`SELECT blending_seq FROM blending_default WHERE roaster_seq = ?`, [demo]),
      blendingResult: await one(`SELECT blending_result_year, blending_result_seq FROM blending_result WHERE roaster_seq = ?`, [demo]),
      roasterEquip: await one(`SELECT roaster_equip_seq FROM roaster_equip WHERE roaster_seq = ?`, [demo]),
    };
    for (const page of Object.values(ROASTER_PAGES) as PageDecl[]) {
      const keys = Object.fromEntries(page.keys.map((k) => [k, Number(samples[page.id][k])]));
      const list = await post(rival, page.api.list!, { list_count: 50 }, other);
      expect([page.id, list.status, list.body.result.length]).toEqual([page.id, 200, 0]);
      const detail = await post(rival, page.api.detail!, keys, other);
      expect([page.id, detail.status, detail.body.description]).toEqual([page.id, 404, 'nopage_text']);
      expect(detail.body.result ?? null).toBeNull();
      const edit = await post(rival, page.api.edit, { mode: 'edit', keys, edit_at: new Date().toISOString(), UPList: { [page.useFlag ?? 'roasting_result_memo']: page.useFlag ? 0 : 'x' } }, other);
      expect([page.id, edit.status]).toEqual([page.id, 404]);
      const remove = await post(rival, page.api.remove!, { keys }, other);
      expect([page.id, remove.status]).toEqual([page.id, 404]);
      // Naming the demo roastery while holding no role there is refused by the role guard.
      const claimed = await post(rival, page.api.list!, {}, demo);
      expect([page.id, claimed.status]).toEqual([page.id, 403]);
    }
    expect(await count('greenbean_roaster')).toBe(2);
  });

  it('ownership of references: a row naming another roastery\'s bean, roasting or result is 400 field_not_found and nothing is written', async () => {
    const bean = Number((await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ?`, [demo])).greenbean_roaster_seq);
    const before = await count('roasting_default');
    const res = await write(rival, 'roastingDefault', { roasting_name: 'Stolen', roasting_name_locale: '훔친 것', roasting_use: 1, roasting_profile_use: 0 }, { greenbean_rows: [{ greenbean_roaster_seq: bean, greenbean_mass: 1000 }] }, other);
    expect([res.status, res.body.description, res.body.field]).toEqual([400, 'field_not_found', 'greenbean_rows.0.greenbean_roaster_seq']);
    expect(await count('roasting_default')).toBe(before);
    expect(await count('roasting_default_greenbean')).toBe(3);
    const year1 = await write(rival, 'roasterGreenbeanYear', { greenbean_year: year, greenbean_roaster_seq: bean, greenbean_instock: 1, greenbean_use: 1 }, undefined, other);
    expect([year1.status, year1.body.description, year1.body.field]).toEqual([400, 'field_not_found', 'greenbean_roaster_seq']);
    const roasting = Number((await one(`SELECT roasting_seq FROM roasting_default WHERE roaster_seq = ?`, [demo])).roasting_seq);
    const blend = await write(rival, 'blendingDefault', { blending_name: 'Stolen', blending_name_locale: '훔친 블렌드', roasting_instock_change: 0, blending_use: 1 }, { roasting_rows: [{ roasting_seq: roasting, roasting_mass: 1000 }] }, other);
    expect([blend.status, blend.body.description, blend.body.field]).toEqual([400, 'field_not_found', 'roasting_rows.0.roasting_seq']);
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

  it('roles: the roaster staff record and correct but do not delete; a manager does (roaster review: staff deleted the owner\'s grinder)', async () => {
    const made = await write(owner, 'roasterEquip', { equip_type: 'GRND', equip_name: 'Review grinder', equip_name_locale: '리뷰 그라인더', equip_use: true });
    expect(made.status).toBe(200);
    const key = { roaster_equip_seq: made.body.result.roaster_equip_seq };
    const remove = (cookie: string) => post(cookie, ROASTER_PAGES.roasterEquip.api.remove!, { keys: key, edit_at: made.body.result.edit_at });
    const refused = await remove(staff);
    expect([refused.status, refused.body.description]).toEqual([403, 'role_not_held']);
    expect(await one('SELECT equip_name FROM roaster_equip WHERE roaster_equip_seq = ?', [key.roaster_equip_seq])).toEqual({ equip_name: 'Review grinder' });
    const edited = await post(staff, ROASTER_PAGES.roasterEquip.api.edit, { mode: 'edit', keys: key, edit_at: made.body.result.edit_at, UPList: { equip_nick: 'checked' } });
    expect(edited.status).toBe(200);
    const removed = await post(owner, ROASTER_PAGES.roasterEquip.api.remove!, { keys: key, edit_at: edited.body.result.edit_at });
    expect(removed.status).toBe(200);
    expect(await one('SELECT equip_name FROM roaster_equip WHERE roaster_equip_seq = ?', [key.roaster_equip_seq])).toBeUndefined();
  });

  it('stock: a roast takes its beans from the year stock in the save, an edit moves the difference, a removal gives them back', async () => {
    const bean = Number((await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ? AND greenbean_name = 'Haiti Baptiste'`, [demo])).greenbean_roaster_seq);
    const recipe = Number((await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`)).roasting_seq);
    const start = Number((await stock(bean)).mass);
    const res = await write(owner, 'roastingResult', { roasting_seq: recipe, roasting_result_year: year, roasting_result_date: `${year}-11-20`, roasting_mass: 8500, roasting_instock: 1, roasting_profile_use: 0 }, {
      greenbean_rows: [{ greenbean_year: year, greenbean_roaster_seq: bean, greenbean_mass: 10000 }],
    });
    expect(res.status).toBe(200);
    const seq = res.body.result.roasting_result_seq;
    expect(Number((await stock(bean)).mass)).toBe(start - 10000);
    // The automatic batch number is the day's next one (§4).
    expect((await one(`SELECT roasting_batch_no AS n FROM roasting_result WHERE roasting_result_seq = ?`, [seq])).n).toBe(1);
    const detail = (await post(owner, ROASTER_PAGES.roastingResult.api.detail!, { roasting_result_seq: seq })).body.result;
    const row = detail.greenbean_rows[0];
    const edit = await post(owner, ROASTER_PAGES.roastingResult.api.edit, {
      mode: 'edit', keys: { roasting_result_seq: seq }, edit_at: detail.edit_at, UPList: {},
      sublists: { greenbean_rows: { UPList: [{ roasting_greenbean_seq: row.roasting_greenbean_seq, greenbean_mass: 12000 }], DEList: [] } },
    });
    expect(edit.status).toBe(200);
    expect(Number((await stock(bean)).mass)).toBe(start - 12000);
    const removed = await post(owner, ROASTER_PAGES.roastingResult.api.remove!, { keys: { roasting_result_seq: seq }, edit_at: edit.body.result.edit_at });
    expect(removed.status).toBe(200);
    expect(Number((await stock(bean)).mass)).toBe(start);
  });

  it('001 §3, §5 green-bean ranges and dates: a max below its min and an impossible YYYYMMDD are 400 naming the field; nothing stored', async () => {
    const before = await count('greenbean_roaster');
    const bean = { greenbean_name: 'Range Check', greenbean_name_locale: '범위 확인', greenbean_country_code: 'COL', greenbean_use: 1 };
    const refused = async (UPList: Row, key: string, field: string) => {
      const res = await write(owner, 'roasterGreenbean', { ...bean, ...UPList });
      expect([res.status, res.body.description, res.body.field]).toEqual([400, key, field]);
    };
    await refused({ greenbean_altitude_min: 1500, greenbean_altitude_max: 1000 }, 'field_minValue', 'greenbean_altitude_max');
    await refused({ greenbean_import_date: '20261345' }, 'field_date', 'greenbean_import_date');
    await refused({ greenbean_packaging_date: 'abcd' }, 'field_date', 'greenbean_packaging_date');
    expect(await count('greenbean_roaster')).toBe(before);
    const saved = await write(owner, 'roasterGreenbean', { ...bean, greenbean_altitude_min: 1000, greenbean_altitude_max: 1500, greenbean_import_date: '20260315' });
    expect(saved.status).toBe(200);
    const seq = Number(saved.body.result.greenbean_roaster_seq);
    // An edit that sends only the min is checked against the stored max.
    const detail = (await post(owner, ROASTER_PAGES.roasterGreenbean.api.detail!, { greenbean_roaster_seq: seq })).body.result;
    const edit = await post(owner, ROASTER_PAGES.roasterGreenbean.api.edit, { mode: 'edit', keys: { greenbean_roaster_seq: seq }, edit_at: detail.edit_at, UPList: { greenbean_altitude_min: 1600 } });
    expect([edit.status, edit.body.description, edit.body.field]).toEqual([400, 'field_minValue', 'greenbean_altitude_max']);
    expect(Number((await one(`SELECT greenbean_altitude_min AS v FROM greenbean_roaster WHERE greenbean_roaster_seq = ?`, [seq])).v)).toBe(1000);
  });

  it('000 §5 "Field bounds" on the server: agtron 25 to 95, coffee temperature 0 to 300, textarea 1000 characters; 400 naming the field, nothing stored', async () => {
    const bean = { greenbean_name: 'Bounds Check', greenbean_name_locale: '범위 점검', greenbean_country_code: 'COL', greenbean_use: 1 };
    const before = await count('greenbean_roaster');
    for (const [UPList, key, field] of [
      [{ greenbean_agtron_min: 20 }, 'field_minValue', 'greenbean_agtron_min'],
      [{ greenbean_roasting_agtron_max: 96 }, 'field_maxValue', 'greenbean_roasting_agtron_max'],
      // A large textarea (the 10000-byte description) takes more than 1000 characters.
      [{ greenbean_desc: 'x'.repeat(5000) }, null, null],
    ] as const) {
      const res = await write(owner, 'roasterGreenbean', { ...bean, ...UPList });
      if (key) expect([res.status, res.body.description, res.body.field]).toEqual([400, key, field]);
      else expect(res.status).toBe(200);
    }
    expect(await count('greenbean_roaster')).toBe(before + 1);
    const ok = await write(owner, 'roasterGreenbean', { ...bean, greenbean_agtron_min: 25, greenbean_agtron_max: 95, greenbean_roasting_agtron_min: 55, greenbean_roasting_agtron_max: 65 });
    expect([ok.status, ok.body.description]).toEqual([200, 'save_ok']);

    const r = (await post(owner, ROASTER_PAGES.roastingResult.api.list!)).body.result[0];
    const d = (await post(owner, ROASTER_PAGES.roastingResult.api.detail!, { roasting_result_seq: r.roasting_result_seq })).body.result;
    const edit = (UPList: Row) => post(owner, ROASTER_PAGES.roastingResult.api.edit, { mode: 'edit', keys: { roasting_result_seq: r.roasting_result_seq }, edit_at: d.edit_at, UPList });
    // Stored units: °C ×100 (000 §9).
    for (const [UPList, key, field] of [
      [{ roasting_first_start_bean: 30010 }, 'field_maxValue', 'roasting_first_start_bean'],
      [{ pre_heating_start_air: -100 }, 'field_minValue', 'pre_heating_start_air'],
      [{ roasting_agtron: 24 }, 'field_minValue', 'roasting_agtron'],
      [{ roasting_result_memo: 'x'.repeat(1001) }, 'field_maxLength', 'roasting_result_memo'],
    ] as const) {
      const res = await edit(UPList);
      expect([res.status, res.body.description, res.body.field]).toEqual([400, key, field]);
    }
    const after = (await post(owner, ROASTER_PAGES.roastingResult.api.detail!, { roasting_result_seq: r.roasting_result_seq })).body.result;
    expect(after.edit_at).toBe(d.edit_at);
  });

  it('one mass unit — 30 Kg bought (as a Kg user sends it) less a 400 g roast leaves 29.6 Kg, in the detail and the list; bounds in the stored unit', async () => {
    const seller = Number((await one(`SELECT company_seq FROM company WHERE company_type = 'GBD'`)).company_seq);
    const bean = await write(owner, 'roasterGreenbean', { greenbean_name: 'Colombia Huila Units', greenbean_name_locale: '콜롬비아 우일라 단위', greenbean_country_code: 'COL', greenbean_seller_seq: seller, greenbean_use: 1 });
    expect(bean.status).toBe(200);
    const seq = Number(bean.body.result.greenbean_roaster_seq);
    const yearPage = ROASTER_PAGES.roasterGreenbeanYear;
    // The browser: a user showing masses in Kg types 30; the form holds grams, the payload tenths of a gram.
    const form = { greenbean_year: year, greenbean_roaster_seq: seq, greenbean_instock: true, greenbean_use: true, greenbean_purchase_mass: gramsOf('Kg', 30) };
    const payload = buildSavePayload(yearPage, null, form, { mode: 'write' })!;
    expect(payload.UPList.greenbean_purchase_mass).toBe(300000);
    expect((await post(owner, yearPage.api.edit, { ...payload })).status).toBe(200);
    expect(Number((await stock(seq)).mass)).toBe(300000);
    // A 400 g roast (rows in g, the same stored unit) takes 4000 from the same column.
    const recipe = Number((await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`)).roasting_seq);
    const roast = await write(owner, 'roastingResult', { roasting_seq: recipe, roasting_result_year: year, roasting_result_date: `${year}-11-21`, roasting_mass: 3400, roasting_instock: 1, roasting_profile_use: 0 }, {
      greenbean_rows: [{ greenbean_year: year, greenbean_roaster_seq: seq, greenbean_mass: 4000 }],
    });
    expect(roast.status).toBe(200);
    const detail = (await post(owner, yearPage.api.detail!, { greenbean_year: year, greenbean_roaster_seq: seq })).body.result;
    expect(detail).toMatchObject({ greenbean_purchase_mass: 300000, greenbean_stock_mass: 296000 });
    const shown = recordToDisplay(yearPage, detail);
    expect([formatMass(shown.greenbean_purchase_mass as number, 'Kg', 'en'), formatMass(shown.greenbean_stock_mass as number, 'Kg', 'kr')]).toEqual(['30 Kg', '29.6 Kg']);
    // The year list carries the stock column.
    const list = (await post(owner, yearPage.api.list!, { searchTitle: 'Huila Units', searchSelect: 'greenbean_name' })).body.result;
    expect(list).toEqual([expect.objectContaining({ greenbean_roaster_seq: seq, greenbean_stock_mass: 296000 })]);
    // Bounds in the stored unit: 200 t (2,000,000,000 tenths of a gram) is the most, one more is refused naming the field.
    const next = { greenbean_roaster_seq: seq, greenbean_instock: 1, greenbean_use: 1 };
    const over = await write(owner, 'roasterGreenbeanYear', { ...next, greenbean_year: year + 1, greenbean_purchase_mass: 2_000_000_001 });
    expect([over.status, over.body.description, over.body.field]).toEqual([400, 'field_maxValue', 'greenbean_purchase_mass']);
    const most = await write(owner, 'roasterGreenbeanYear', { ...next, greenbean_year: year + 1, greenbean_purchase_mass: 2_000_000_000 });
    expect(most.status).toBe(200);
    expect(Number((await one(`SELECT greenbean_stock_mass AS m FROM greenbean_roaster_year WHERE greenbean_year = ? AND greenbean_roaster_seq = ?`, [year + 1, seq])).m)).toBe(2_000_000_000);
  });

  it('stock: a roast needing more than is in stock is refused (stock_short) and every row stays as it was', async () => {
    const bean = Number((await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE greenbean_name = 'Ethiopia Yirgacheffe Kochere'`)).greenbean_roaster_seq);
    const haiti = Number((await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE greenbean_name = 'Haiti Baptiste'`)).greenbean_roaster_seq);
    const recipe = Number((await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'House blend base'`)).roasting_seq);
    const [eth, hai, results, rows] = [await stock(bean), await stock(haiti), await count('roasting_result'), await count('roasting_result_greenbean')];
    const res = await write(owner, 'roastingResult', { roasting_seq: recipe, roasting_result_year: year, roasting_result_date: `${year}-11-20`, roasting_mass: 8500, roasting_instock: 1, roasting_profile_use: 0 }, {
      // The first row fits (and is applied first inside the transaction); the second does not.
      greenbean_rows: [{ greenbean_year: year, greenbean_roaster_seq: haiti, greenbean_mass: 1000 }, { greenbean_year: year, greenbean_roaster_seq: bean, greenbean_mass: Number(eth.mass) + 10 }],
    });
    expect([res.status, res.body.description]).toEqual([400, 'stock_short']);
    // It names the row that is short and says how much is left, in grams (roaster review: only
    // "stock is short", then no word of which of the rows).
    const left = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(Number(eth.mass) / 10)} g`;
    const names = await one(`SELECT greenbean_name AS en, greenbean_name_locale AS kr FROM greenbean_roaster_year WHERE greenbean_year = ? AND greenbean_roaster_seq = ?`, [year, bean]);
    expect(res.body.message).toBe(`재고가 부족합니다: ${String(names.kr || names.en)} (${year}) (남은 재고 ${left})`);
    expect(res.body.params).toEqual({ what: `${String(names.kr || names.en)} (${year})`, available: left });
    expect([await stock(bean), await stock(haiti), await count('roasting_result'), await count('roasting_result_greenbean')]).toEqual([eth, hai, results, rows]);
    // In English, the English name.
    const en = await post(owner, ROASTER_PAGES.roastingResult.api.edit, {
      mode: 'write',
      UPList: { roasting_seq: recipe, roasting_result_year: year, roasting_result_date: `${year}-11-20`, roasting_mass: 8500, roasting_instock: 1, roasting_profile_use: 0 },
      sublists: { greenbean_rows: { UPList: [{ greenbean_year: year, greenbean_roaster_seq: bean, greenbean_mass: Number(eth.mass) + 10 }], DEList: [] } },
    }).set('x-locale', 'en');
    expect(en.body.message).toBe(`Not enough in stock: Ethiopia Yirgacheffe Kochere (${year}) (${left} left)`);
  });

  it('a roast is filed under its date\'s year: a year that is not the date\'s is 400 field_year_date, nothing stored (roaster review: a 2021 log, then dated today)', async () => {
    const recipe = Number((await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`)).roasting_seq);
    const results = await count('roasting_result');
    const haiti = Number((await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE greenbean_name = 'Haiti Baptiste'`)).greenbean_roaster_seq);
    const before = await stock(haiti);
    const res = await write(owner, 'roastingResult', { roasting_seq: recipe, roasting_result_year: 2021, roasting_result_date: `${year}-01-15`, roasting_mass: 850, roasting_instock: 1, roasting_profile_use: 0 }, {
      greenbean_rows: [{ greenbean_year: year, greenbean_roaster_seq: haiti, greenbean_mass: 1000 }],
    });
    expect([res.status, res.body.description, res.body.field]).toEqual([400, 'field_year_date', 'roasting_result_year']);
    expect([await count('roasting_result'), await stock(haiti)]).toEqual([results, before]);
  });

  it('a roast weighing more than the green beans put in is refused (roasting_mass_over), on write and on edit; stock and loss stay as they were', async () => {
    const haiti = Number((await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE greenbean_name = 'Haiti Baptiste'`)).greenbean_roaster_seq);
    const recipe = Number((await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`)).roasting_seq);
    const [before, results] = [await stock(haiti), await count('roasting_result')];
    const rows = { greenbean_rows: [{ greenbean_year: year, greenbean_roaster_seq: haiti, greenbean_mass: 10000 }] };
    const roast = { roasting_seq: recipe, roasting_result_year: year, roasting_result_date: `${year}-11-22`, roasting_instock: 1, roasting_profile_use: 0 };
    const over = await write(owner, 'roastingResult', { ...roast, roasting_mass: 50000 }, rows);
    expect([over.status, over.body.description, over.body.field]).toEqual([400, 'roasting_mass_over', 'roasting_mass']);
    expect([await stock(haiti), await count('roasting_result')]).toEqual([before, results]);
    // 1000 g in, 1000 g out is the most (no loss); an edit to more is refused and nothing moves.
    const even = await write(owner, 'roastingResult', { ...roast, roasting_mass: 10000 }, rows);
    expect(even.status).toBe(200);
    const seq = Number(even.body.result.roasting_result_seq);
    const detail = (await post(owner, ROASTER_PAGES.roastingResult.api.detail!, { roasting_result_seq: seq })).body.result;
    expect(detail.roasting_loss).toBe(0);
    const edit = await post(owner, ROASTER_PAGES.roastingResult.api.edit, { mode: 'edit', keys: { roasting_result_seq: seq }, edit_at: detail.edit_at, UPList: { roasting_mass: 10010 } });
    expect([edit.status, edit.body.description]).toEqual([400, 'roasting_mass_over']);
    expect(await one(`SELECT roasting_mass AS m, roasting_stock_mass AS s, roasting_loss AS l FROM roasting_result WHERE roasting_result_seq = ?`, [seq])).toEqual({ m: 10000, s: 10000, l: 0 });
  });

  it('§4 a bean already in the rows is refused with roasting_greenbean_exist; a roasting already in the blend with roasting_exist', async () => {
    const bean = Number((await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ?`, [demo])).greenbean_roaster_seq);
    const twice = await write(owner, 'roastingDefault', { roasting_name: 'Twice', roasting_name_locale: '두 번', roasting_use: 1, roasting_profile_use: 0 }, {
      greenbean_rows: [{ greenbean_roaster_seq: bean, greenbean_mass: 1000 }, { greenbean_roaster_seq: bean, greenbean_mass: 2000 }],
    });
    expect([twice.status, twice.body.description]).toEqual([400, 'roasting_greenbean_exist']);
    const recipe = Number((await one(`SELECT roasting_seq FROM roasting_default WHERE roaster_seq = ?`, [demo])).roasting_seq);
    const blend = await write(owner, 'blendingDefault', { blending_name: 'Twice', blending_name_locale: '두 번 블렌드', roasting_instock_change: 0, blending_use: 1 }, {
      roasting_rows: [{ roasting_seq: recipe, roasting_mass: 1000 }, { roasting_seq: recipe, roasting_mass: 1000 }],
    });
    expect([blend.status, blend.body.description]).toEqual([400, 'roasting_exist']);
  });

  it('§4 blending default: QR uuids on create, single origin only for one single-origin roasting; §7 its roasting rows', async () => {
    const single = Number((await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`)).roasting_seq);
    const res = await write(owner, 'blendingDefault', { blending_name: 'Haiti single', blending_name_locale: '아이티 싱글', roasting_instock_change: 0, blending_use: 1 }, { roasting_rows: [{ roasting_seq: single, roasting_mass: 3000 }] });
    expect(res.status).toBe(200);
    const seq = res.body.result.blending_seq;
    const d = (await post(owner, ROASTER_PAGES.blendingDefault.api.detail!, { blending_seq: seq })).body.result;
    expect(d).toMatchObject({ blending_single_origin: true, blending_total_mass: 3000 });
    expect(d.blending_uuid_str).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.blending_uuid_cafe).not.toBe(d.blending_uuid_str);
    const house = (await db.query(`SELECT blending_single_origin AS s FROM blending_default WHERE blending_name = 'BeanTrail House Blend'`)) as Row[];
    expect(Number(house[0].s)).toBe(0);
    const rows = await post(owner, `/api/roaster/blending/default/roasting/${seq}`);
    expect(rows.body.result).toEqual([expect.objectContaining({ roasting_seq: single, roasting_mass: 3000, roasting_percent: 1000 })]);
  });

  it('lot rows name their recipe: the blend copies it, the roast picker lists only its roasts (newest first), a roast of another recipe is 400 roasting_not_recipe', async () => {
    const blend = Number((await one(`SELECT blending_seq FROM blending_default WHERE blending_name = 'BeanTrail House Blend'`)).blending_seq);
    const recipeOf = async (name: string) => Number((await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = ? AND roaster_seq = ?`, [name, demo])).roasting_seq);
    const [haiti, base] = [await recipeOf('Haiti medium'), await recipeOf('House blend base')];
    const copied = (await post(owner, '/api/roaster/blending/default/copy', { blending_seq: blend })).body.result.roasting_rows as Row[];
    expect(copied.map((r) => Number(r.roasting_seq))).toEqual([haiti, base]);
    // The picker of a Haiti row: Haiti roasts only, the newest first.
    const picker = (await post(owner, '/api/roaster/roasting/result/code', { roasting_result_year: year, roasting_seq: haiti })).body.result as Row[];
    const haitiRoasts = (await db.query(`SELECT roasting_result_seq FROM roasting_result WHERE roasting_seq = ? AND roasting_result_year = ? ORDER BY roasting_result_date DESC, roasting_result_seq DESC`, [haiti, year])) as Row[];
    expect(picker.map((r) => Number(r.roasting_result_seq))).toEqual(haitiRoasts.map((r) => Number(r.roasting_result_seq)));
    expect(picker.length).toBeGreaterThan(0);
    const baseRoast = Number((await one(`SELECT roasting_result_seq FROM roasting_result WHERE roasting_seq = ? AND roaster_seq = ?`, [base, demo])).roasting_result_seq);
    expect(picker.map((r) => Number(r.roasting_result_seq))).not.toContain(baseRoast);
    // A Haiti row given the base recipe's roast: refused with the translated key, nothing stored.
    const count0 = await count('blending_result');
    const lot = { blending_result_year: year, blending_seq: blend, blending_result_date: '2026-11-21', blending_instock: 1, blending_use: 1 };
    const wrong = await write(owner, 'blendingResult', lot, { roasting_rows: [{ roasting_seq: haiti, roasting_result_year: year, roasting_result_seq: baseRoast, roasting_mass: 10 }] });
    expect([wrong.status, wrong.body.description, wrong.body.field]).toEqual([400, 'roasting_not_recipe', 'roasting_rows.0.roasting_result_seq']);
    expect(wrong.body.message).toBe('선택한 로스팅 기록은 이 행의 로스팅 레시피로 로스팅한 것이 아닙니다');
    expect(await count('blending_result')).toBe(count0);
    // The same roast on a row of its own recipe, and on a row that names none (a lot saved before rows named one), is taken.
    const right = await write(owner, 'blendingResult', lot, { roasting_rows: [{ roasting_seq: base, roasting_result_year: year, roasting_result_seq: baseRoast, roasting_mass: 10 }] });
    expect(right.status).toBe(200);
    const keys = { blending_result_year: year, blending_result_seq: right.body.result.blending_result_seq };
    const rows = (await post(owner, ROASTER_PAGES.blendingResult.api.detail!, keys)).body.result.roasting_rows as Row[];
    expect(Number(rows[0].roasting_seq)).toBe(base);
    const none = await write(owner, 'blendingResult', lot, { roasting_rows: [{ roasting_result_year: year, roasting_result_seq: baseRoast, roasting_mass: 10 }] });
    expect(none.status).toBe(200);
  });

  it('blending result: aggregates of the chosen roasting results, weighted loss, roasted stock consumed; another roastery\'s result rolls it all back', async () => {
    const blend = Number((await one(`SELECT blending_seq FROM blending_default WHERE blending_name = 'BeanTrail House Blend'`)).blending_seq);
    const roast = await one(`SELECT roasting_result_seq, roasting_stock_mass FROM roasting_result WHERE roasting_name = 'Haiti medium' AND roaster_seq = ?`, [demo]);
    const res = await write(owner, 'blendingResult', { blending_result_year: year, blending_seq: blend, blending_result_date: '2026-11-21', blending_instock: 1, blending_use: 1 }, {
      roasting_rows: [{ roasting_result_year: year, roasting_result_seq: roast.roasting_result_seq, roasting_mass: 500 }],
    });
    expect(res.status).toBe(200);
    const keys = { blending_result_year: year, blending_result_seq: res.body.result.blending_result_seq };
    const d = (await post(owner, ROASTER_PAGES.blendingResult.api.detail!, keys)).body.result;
    expect(d).toMatchObject({ blending_name: 'BeanTrail House Blend', blending_total_mass: 500, blending_loss: 148, blending_organic_loss: 500, blending_country_list: ['HTI'] });
    expect(Number((await one(`SELECT roasting_stock_mass AS m FROM roasting_result WHERE roasting_result_seq = ?`, [roast.roasting_result_seq])).m)).toBe(Number(roast.roasting_stock_mass) - 500);

    // The rival's own roast, named from a demo blending result: 404, and the demo stock is untouched.
    const stockNow = Number((await one(`SELECT roasting_stock_mass AS m FROM roasting_result WHERE roasting_result_seq = ?`, [roast.roasting_result_seq])).m);
    const count0 = await count('blending_result');
    const bad = await write(owner, 'blendingResult', { blending_result_year: year, blending_seq: blend, blending_result_date: '2026-11-21', blending_instock: 1, blending_use: 1 }, {
      roasting_rows: [
        { roasting_result_year: year, roasting_result_seq: roast.roasting_result_seq, roasting_mass: 100 },
        { roasting_result_year: year, roasting_result_seq: 999999, roasting_mass: 100 },
      ],
    });
    expect([bad.status, bad.body.description, bad.body.field]).toEqual([400, 'field_not_found', 'roasting_rows.1.roasting_result_seq']);
    expect(await count('blending_result')).toBe(count0);
    expect(Number((await one(`SELECT roasting_stock_mass AS m FROM roasting_result WHERE roasting_result_seq = ?`, [roast.roasting_result_seq])).m)).toBe(stockNow);

    // More of a roast than it holds: the refusal names the roast as the lot's roast picker does.
    const named = await one(`SELECT roasting_name AS en, roasting_name_locale AS kr, roasting_result_date AS d, roasting_batch_no AS b FROM roasting_result WHERE roasting_result_seq = ?`, [roast.roasting_result_seq]);
    const short = await write(owner, 'blendingResult', { blending_result_year: year, blending_seq: blend, blending_result_date: '2026-11-21', blending_instock: 1, blending_use: 1 }, {
      roasting_rows: [{ roasting_result_year: year, roasting_result_seq: roast.roasting_result_seq, roasting_mass: stockNow + 10 }],
    });
    const label = `${String(named.d).slice(0, 10)} ${String(named.kr || named.en)}${named.b ? ` #${String(named.b)}` : ''}`;
    expect([short.status, short.body.description, short.body.field, short.body.params?.what]).toEqual([400, 'stock_short', 'roasting_rows', label]);
    expect(short.body.message).toContain(`재고가 부족합니다: ${label} (남은 재고 `);
    expect(await count('blending_result')).toBe(count0);

    // The roast corrected below what its lots took: the message says how much they took (it said only "stock is short").
    const r = await one(`SELECT roasting_mass, roasting_stock_mass, edit_at FROM roasting_result WHERE roasting_result_seq = ?`, [roast.roasting_result_seq]);
    const used = Number(r.roasting_mass) - Number(r.roasting_stock_mass);
    const below = await post(owner, ROASTER_PAGES.roastingResult.api.edit, { mode: 'edit', keys: { roasting_result_seq: roast.roasting_result_seq }, edit_at: fromDbTime(r.edit_at as string), UPList: { roasting_mass: used - 10 } });
    expect([below.status, below.body.description, below.body.field]).toEqual([400, 'roasting_mass_used', 'roasting_mass']);
    expect(below.body.message).toBe(`로트에서 이미 ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(used / 10)} g을 썼습니다. 그보다 적게 고칠 수 없습니다`);
  });

  it('§5 roasting result: year and date locked on update, at least one bean row, memo max 3000 bytes', async () => {
    const r = (await post(owner, ROASTER_PAGES.roastingResult.api.list!)).body.result[0];
    const d = (await post(owner, ROASTER_PAGES.roastingResult.api.detail!, { roasting_result_seq: r.roasting_result_seq })).body.result;
    const locked = await post(owner, ROASTER_PAGES.roastingResult.api.edit, { mode: 'edit', keys: { roasting_result_seq: r.roasting_result_seq }, edit_at: d.edit_at, UPList: { roasting_result_year: 2001 } });
    expect(locked.status).toBe(403);
    const memo = await post(owner, ROASTER_PAGES.roastingResult.api.edit, { mode: 'edit', keys: { roasting_result_seq: r.roasting_result_seq }, edit_at: d.edit_at, UPList: { roasting_result_memo: '가'.repeat(1001) } });
    expect([memo.status, memo.body.description]).toEqual([400, 'field_maxLength']);
    const noRows = await write(owner, 'roastingResult', { roasting_seq: d.roasting_seq, roasting_result_year: year, roasting_result_date: `${year}-11-20`, roasting_mass: 100, roasting_instock: 1, roasting_profile_use: 0 });
    expect([noRows.status, noRows.body.description]).toEqual([400, 'sublist_minLength']);
  });

  it('§7 POST roasting/default/greenbean/{seq}: the recipe rows and, with roasting_batch_auto, the day\'s next batch number', async () => {
    const recipe = Number((await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'House blend base'`)).roasting_seq);
    const today = (await one(`SELECT MAX(roasting_result_date) AS d FROM roasting_result WHERE roaster_seq = ?`, [demo])).d as string;
    const max = Number((await one(`SELECT MAX(roasting_batch_no) AS n FROM roasting_result WHERE roaster_seq = ? AND roasting_result_date = ?`, [demo, today])).n);
    const res = await post(owner, `/api/roaster/roasting/default/greenbean/${recipe}`, { roasting_result_date: today.replace(/-/g, ''), roasting_batch_auto: true });
    expect(res.status).toBe(200);
    expect(res.body.result.roasting_batch_no).toBe(max + 1);
    expect(res.body.result.roasting_default_greenbean.map((r: Row) => r.greenbean_mass)).toEqual([6000, 4000]);
    const manual = await post(owner, `/api/roaster/roasting/default/greenbean/${recipe}`, { roasting_result_date: today, roasting_batch_auto: false });
    expect(manual.body.result.roasting_batch_no).toBeNull();
    // The recipe's roaster and profile setting come along (roaster review: every batch retyped them).
    const def = await one(`SELECT roasting_machine_seq, roasting_profile_use FROM roasting_default WHERE roasting_seq = ?`, [recipe]);
    expect(def.roasting_machine_seq).not.toBeNull();
    expect([manual.body.result.roasting_machine_seq, manual.body.result.roasting_profile_use]).toEqual([Number(def.roasting_machine_seq), Number(def.roasting_profile_use) === 1]);
  });

  it('green beans: the seller\'s shop link is copied on save; the year row carries the bean\'s list columns', async () => {
    const seller = Number((await one(`SELECT company_seq FROM company WHERE company_type = 'GBD'`)).company_seq);
    const res = await write(owner, 'roasterGreenbean', { greenbean_name: 'Kenya AA Nyeri', greenbean_name_locale: '케냐 AA 니에리', greenbean_country_code: 'KEN', greenbean_seller_seq: seller, greenbean_use: 1, greenbean_variety_list: 'SL28,SL34' });
    expect(res.status).toBe(200);
    const seq = res.body.result.greenbean_roaster_seq;
    const bean = (await post(owner, ROASTER_PAGES.roasterGreenbean.api.detail!, { greenbean_roaster_seq: seq })).body.result;
    expect(bean.greenbean_seller_link).toBe('https://shop.example/green-coffee');
    const y = await write(owner, 'roasterGreenbeanYear', { greenbean_year: year, greenbean_roaster_seq: seq, greenbean_instock: 1, greenbean_purchase_mass: 200000, greenbean_use: 1 });
    expect(y.status).toBe(200);
    const list = (await post(owner, ROASTER_PAGES.roasterGreenbeanYear.api.list!, { searchTitle: 'Nyeri', searchSelect: 'greenbean_name' })).body.result;
    expect(list).toEqual([expect.objectContaining({ greenbean_year: year, greenbean_country_code: 'KEN', greenbean_variety_list: ['SL28', 'SL34'], greenbean_instock: true })]);
    expect(Number((await stock(seq)).mass)).toBe(200000);
    // The same bean and year twice is a duplicate key.
    const again = await write(owner, 'roasterGreenbeanYear', { greenbean_year: year, greenbean_roaster_seq: seq, greenbean_instock: 1, greenbean_use: 1 });
    expect([again.status, again.body.description]).toEqual([409, 'save_duplicate']);
  });

  it('admin green-bean catalogue (SettingGreenbeanDefault/Year): ADMIN only; a year row copies the bean\'s list columns', async () => {
    const admin = await signIn(app, 'admin');
    const list = await http().post('/api/setting/product/greenbeandefault/list').set('cookie', admin).send({});
    expect(list.status).toBe(200);
    expect(list.body.result.map((r: Row) => r.greenbean_name_locale)).toEqual(expect.arrayContaining(['아이티 밥티스트', '에티오피아 예가체프 코체레']));
    expect((await http().post('/api/setting/product/greenbeandefault/list').set('cookie', owner).send({})).status).toBe(403);
    const seq = list.body.result.find((r: Row) => r.greenbean_name_locale === '아이티 밥티스트').greenbean_default_seq;
    const y = await http().post('/api/setting/product/greenbeanyear/edit').set('cookie', admin).send({ mode: 'write', UPList: { greenbean_year: year, greenbean_default_seq: seq, greenbean_instock: 1, greenbean_use: 1 } });
    expect(y.status).toBe(200);
    const years = await http().post('/api/setting/product/greenbeanyear/list').set('cookie', admin).send({});
    expect(years.body.result).toEqual([expect.objectContaining({ greenbean_year: year, greenbean_country_code: 'HTI', greenbean_variety_list: ['TYP', 'BRB'] })]);
    // Any signed-in user may copy a catalogue bean into their own (001 §4); keys and use flag are not copied.
    const copy = await http().post('/api/code/greenbean/default/copy').set('cookie', owner).send({ greenbean_default_seq: seq });
    expect(copy.body.result).toMatchObject({ greenbean_name: 'Haiti Baptiste', greenbean_seller_link: 'https://shop.example/green-coffee' });
    expect(copy.body.result).not.toHaveProperty('greenbean_default_seq');
    expect(copy.body.result).not.toHaveProperty('greenbean_use');
  });

  it('QR pages (001 §2): a lot\'s public page shows what its blend\'s public stage allows — guests the normal stage, signed-in users the customer stage', async () => {
    const lot = await one(`SELECT r.blending_result_uuid_str AS u, r.blending_seq AS b FROM blending_result r WHERE r.roaster_seq = ? ORDER BY r.blending_result_seq LIMIT 1`, [demo]);
    const url = `/api/public/beannote/beandetail/${lot.u}`;
    // The spec's defaults (001 §9): normal LST (name and roastery only), customer NRML (+ origins); the demo seed shows DTL.
    await db.query(`UPDATE blending_default SET public_stage_normal = 'LST', public_stage_customer = 'NRML' WHERE blending_seq = ?`, [lot.b]);
    const guest = await http().get(url);
    expect(guest.status).toBe(200);
    expect(guest.body.result).toMatchObject({ public_stage: 'LST', blending_name: 'BeanTrail House Blend', roaster_name: 'Demo Roasters' });
    expect(guest.body.result).not.toHaveProperty('country');
    const user = await signIn(app, 'user');
    const customer = await http().get(url).set('cookie', user);
    expect(customer.body.result).toMatchObject({ public_stage: 'NRML', country: ['HTI', 'ETH'] });
    expect(customer.body.result).not.toHaveProperty('blending_loss');
    await db.query(`UPDATE blending_default SET public_stage_normal = 'DTL' WHERE blending_seq = ?`, [lot.b]);
    expect((await http().get(url)).body.result).toMatchObject({ public_stage: 'DTL', blending_loss: expect.any(Number) });
    const info = await one(`SELECT blending_uuid_str AS u FROM blending_default WHERE blending_seq = ?`, [lot.b]);
    expect((await http().get(`/api/public/beannote/beaninfo/${info.u}`)).body.result).toMatchObject({ kind: 'beaninfo', country: expect.arrayContaining(['HTI']) });
    expect((await http().get('/api/public/beannote/beandetail/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await http().get('/api/public/beannote/beandetail/not-a-uuid')).status).toBe(404);
    expect((await http().get(`/api/public/beannote/other/${lot.u}`)).status).toBe(404);
  });
});
