import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CAFE_PAGES, type PageDecl, ROASTER_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { foreignKeyRefusal } from '../envelope/foreign-key';
import { fromDbTime } from './sql';
import { databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';

type Row = Record<string, unknown>;
const day = (v: unknown) => (v instanceof Date ? v.toISOString() : String(v)).slice(0, 10);

// A record others use is not removed from under them — 409 with a translated
// message naming the user, the record still there and its users still saving; a FOREIGN KEY …
// ON DELETE RESTRICT on both engines refuses any other path (migration 1733500000000).
describe.each(databases())('records in use on %s', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let roaster: string;
  let cafe: string;
  let org: { cafe: number; roaster: number };
  const year = new Date().getUTCFullYear();
  const http = () => request(app.getHttpServer());
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const scopeOf = (page: PageDecl) =>
    page.ownerField === 'cafe_seq' ? { cafe_seq: org.cafe } : { roaster_seq: org.roaster };
  const cookieOf = (page: PageDecl) => (page.ownerField === 'cafe_seq' ? cafe : roaster);
  const remove = (page: PageDecl, keys: Row, locale = 'en') =>
    http()
      .post(page.api.remove!)
      .set('cookie', cookieOf(page))
      .set('x-locale', locale)
      .send({ ...scopeOf(page), keys });
  const save = (page: PageDecl, body: Row) =>
    http()
      .post(page.api.edit)
      .set('cookie', cookieOf(page))
      .set('x-locale', 'en')
      .send({ ...scopeOf(page), ...body });
  /** An edit of one field from the stored version (its edit_at). */
  const edit = async (page: PageDecl, keys: Row, UPList: Row) => {
    const where = Object.keys(keys)
      .map((k) => `${k} = ?`)
      .join(' AND ');
    const { edit_at } = await one(`SELECT edit_at FROM ${page.table} WHERE ${where}`, Object.values(keys));
    return save(page, { mode: 'edit', keys, edit_at: fromDbTime(edit_at), UPList });
  };
  const exists = async (table: string, keys: Row) =>
    !!(await one(
      `SELECT 1 AS x FROM ${table} WHERE ${Object.keys(keys)
        .map((k) => `${k} = ?`)
        .join(' AND ')}`,
      Object.values(keys),
    ));

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    org = await demoOrganisations(app);
    [roaster, cafe] = [await signIn(app, 'roaster'), await signIn(app, 'cafe')];
  });
  afterAll(async () => {
    await app.close();
  });

  it('a roasting result a blended lot uses is refused (409 naming the lot, kr and en); the lot still saves', async () => {
    const lot = await one(
      `SELECT blending_result_year, blending_result_seq, blending_result_date FROM blending_result WHERE roaster_seq = ?`,
      [org.roaster],
    );
    const { roasting_result_seq } = await one(
      `SELECT roasting_result_seq FROM blending_result_roasting WHERE blending_result_seq = ? ORDER BY roasting_result_seq`,
      [lot.blending_result_seq],
    );
    const en = await remove(ROASTER_PAGES.roastingResult, { roasting_result_seq });
    expect([en.status, en.body.description]).toEqual([409, 'record_in_use']);
    const date = day(lot.blending_result_date);
    expect(en.body.params.what).toBe(`lot 'BeanTrail House Blend ${date}'`);
    expect(en.body.message).toBe(`This record cannot be removed: lot 'BeanTrail House Blend ${date}' uses it`);
    const kr = await remove(ROASTER_PAGES.roastingResult, { roasting_result_seq }, 'kr');
    expect(kr.body.message).toBe(`블렌드 로트 '빈트레일 하우스 블렌드 ${date}'에서 사용하고 있어 삭제할 수 없습니다`);
    expect(await exists('roasting_result', { roasting_result_seq })).toBe(true);
    expect(await exists('blending_result_roasting', { roasting_result_seq })).toBe(true);
    // The lot can still be saved (before: 404 on roasting_rows once its roast was gone).
    const saved = await edit(
      ROASTER_PAGES.blendingResult,
      { blending_result_year: lot.blending_result_year, blending_result_seq: lot.blending_result_seq },
      { blending_result_desc: 'still whole' },
    );
    expect([saved.status, saved.body.description]).toEqual([200, 'save_ok']);
  });

  it('a green bean used by a recipe, a roast and a year row is refused, naming each; an unused one is removed', async () => {
    const bean = (
      await one(
        `SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ? AND greenbean_name = 'Haiti Baptiste'`,
        [org.roaster],
      )
    ).greenbean_roaster_seq;
    // The bean: its year row is named first (a bean with year rows and recipes).
    const byYear = await remove(ROASTER_PAGES.roasterGreenbean, { greenbean_roaster_seq: bean });
    expect([byYear.status, byYear.body.description, byYear.body.params.what]).toEqual([
      409,
      'record_in_use_flag',
      `green bean year '${year} Haiti Baptiste'`,
    ]);
    expect(byYear.body.message).toMatch(/Turn "in use" off instead$/);
    // The year row: the roasts it fed (two demo roasts used it).
    const byRoast = await remove(ROASTER_PAGES.roasterGreenbeanYear, {
      greenbean_year: year,
      greenbean_roaster_seq: bean,
    });
    expect([byRoast.status, byRoast.body.description]).toEqual([409, 'record_in_use_flag']);
    expect(byRoast.body.params.what).toMatch(
      /^roast '(Haiti medium|House blend base) \d{4}-\d{2}-\d{2} #\d+' and 1 more$/,
    );
    expect(await exists('greenbean_roaster_year', { greenbean_year: year, greenbean_roaster_seq: bean })).toBe(true);
    // A new bean only a recipe uses: the recipe is named.
    const fresh = await save(ROASTER_PAGES.roasterGreenbean, {
      mode: 'write',
      UPList: {
        greenbean_name: 'Colombia Huila',
        greenbean_name_locale: '콜롬비아 우일라',
        greenbean_country_code: 'COL',
        greenbean_use: 1,
      },
    });
    expect([fresh.status, fresh.body.description, fresh.body.field]).toEqual([200, 'save_ok', undefined]);
    const freshSeq = fresh.body.result.greenbean_roaster_seq;
    const recipe = await save(ROASTER_PAGES.roastingDefault, {
      mode: 'write',
      UPList: {
        roasting_name: 'Huila light',
        roasting_name_locale: '우일라 라이트',
        roasting_use: 1,
        roasting_profile_use: 0,
      },
      sublists: {
        greenbean_rows: {
          UPList: [{ greenbean_roaster_seq: freshSeq, greenbean_mass: 10000, greenbean_order: 1 }],
          DEList: [],
        },
      },
    });
    expect(recipe.status).toBe(200);
    const byRecipe = await remove(ROASTER_PAGES.roasterGreenbean, { greenbean_roaster_seq: freshSeq }, 'kr');
    expect([byRecipe.status, byRecipe.body.params.what]).toEqual([409, `로스팅 레시피 '우일라 라이트'`]);
    expect(byRecipe.body.message).toBe(
      `로스팅 레시피 '우일라 라이트'에서 사용하고 있어 삭제할 수 없습니다. 사용 안 함으로 바꿔 주세요`,
    );
    expect(await exists('greenbean_roaster', { greenbean_roaster_seq: freshSeq })).toBe(true);
    // Users still save; once nothing uses the bean it goes.
    expect(
      (
        await edit(
          ROASTER_PAGES.roastingDefault,
          { roasting_seq: recipe.body.result.roasting_seq },
          { roasting_desc: 'kept' },
        )
      ).status,
    ).toBe(200);
    expect(
      (await edit(ROASTER_PAGES.roasterGreenbean, { greenbean_roaster_seq: bean }, { greenbean_desc: 'kept' })).status,
    ).toBe(200);
    expect(
      (await remove(ROASTER_PAGES.roastingDefault, { roasting_seq: recipe.body.result.roasting_seq })).status,
    ).toBe(200);
    expect((await remove(ROASTER_PAGES.roasterGreenbean, { greenbean_roaster_seq: freshSeq })).status).toBe(200);
    expect(await exists('greenbean_roaster', { greenbean_roaster_seq: freshSeq })).toBe(false);
  });

  it('a recipe its roasts and blends use is refused, naming the roast', async () => {
    const { roasting_seq } = await one(
      `SELECT roasting_seq FROM roasting_default WHERE roaster_seq = ? AND roasting_name = 'Haiti medium'`,
      [org.roaster],
    );
    const res = await remove(ROASTER_PAGES.roastingDefault, { roasting_seq });
    expect([res.status, res.body.description]).toEqual([409, 'record_in_use_flag']);
    expect(res.body.params.what).toMatch(/^roast 'Haiti medium \d{4}-\d{2}-\d{2} #1'$/);
    expect(await exists('roasting_default', { roasting_seq })).toBe(true);
  });

  it('a cafe bean with a received lot and brews is refused, naming the lot; the lot, named by its brew, stays too', async () => {
    const bean = await one(
      `SELECT coffeebean_seq FROM cafe_coffeebean WHERE cafe_seq = ? AND coffeebean_name = 'Kenya Nyeri AA'`,
      [org.cafe],
    );
    const lot = await one(`SELECT received_seq, received_date FROM cafe_received WHERE coffeebean_seq = ?`, [
      bean.coffeebean_seq,
    ]);
    const brew = await one(
      `SELECT brewing_result_seq, brewing_result_date FROM cafe_brewing_result WHERE received_seq = ?`,
      [lot.received_seq],
    );
    expect(brew).toBeDefined();
    const byLot = await remove(CAFE_PAGES.coffeebeanDefault, { coffeebean_seq: bean.coffeebean_seq });
    expect([byLot.status, byLot.body.description]).toEqual([409, 'record_in_use_flag']);
    expect(byLot.body.params.what).toBe(`received lot 'Kenya Nyeri AA ${day(lot.received_date)}'`);
    const byBrew = await remove(CAFE_PAGES.coffeebeanReceived, { received_seq: lot.received_seq }, 'kr');
    expect([byBrew.status, byBrew.body.description]).toEqual([409, 'record_in_use_flag']);
    expect(byBrew.body.params.what).toMatch(/^추출 기록 '케냐 니에리 AA \d{4}-\d{2}-\d{2}'$/);
    expect(await exists('cafe_coffeebean', { coffeebean_seq: bean.coffeebean_seq })).toBe(true);
    expect(await exists('cafe_received', { received_seq: lot.received_seq })).toBe(true);
    expect(
      (await edit(CAFE_PAGES.coffeebeanDefault, { coffeebean_seq: bean.coffeebean_seq }, { coffeebean_desc: 'kept' }))
        .status,
    ).toBe(200);
    expect(
      (await edit(CAFE_PAGES.coffeebeanReceived, { received_seq: lot.received_seq }, { received_div: 'BAG-2' })).status,
    ).toBe(200);
  });

  it('the FOREIGN KEY itself refuses a raw delete of a used record, and such a refusal answers 409, never 500', async () => {
    const used = [
      ['roasting_result', 'roasting_result_seq', `SELECT roasting_result_seq AS k FROM blending_result_roasting`],
      ['greenbean_roaster', 'greenbean_roaster_seq', `SELECT greenbean_roaster_seq AS k FROM greenbean_roaster_year`],
      [
        'greenbean_roaster_year',
        'greenbean_roaster_seq',
        `SELECT greenbean_roaster_seq AS k FROM roasting_result_greenbean`,
      ],
      ['roasting_default', 'roasting_seq', `SELECT roasting_seq AS k FROM blending_default_roasting`],
      ['blending_default', 'blending_seq', `SELECT blending_seq AS k FROM blending_result`],
      ['cafe_coffeebean', 'coffeebean_seq', `SELECT coffeebean_seq AS k FROM cafe_received`],
      [
        'cafe_received',
        'received_seq',
        `SELECT received_seq AS k FROM cafe_brewing_result WHERE received_seq IS NOT NULL`,
      ],
      [
        'user_brewing_default',
        'brewing_seq',
        `SELECT brewing_seq AS k FROM user_brewing_result WHERE brewing_seq IS NOT NULL`,
      ],
    ] as const;
    for (const [table, column, user] of used) {
      const { k } = await one(user);
      const error = await db.query(`DELETE FROM ${table} WHERE ${column} = ?`, [k]).then(
        () => null,
        (e: unknown) => e,
      );
      expect([table, error]).toEqual([table, expect.anything()]);
      expect([
        table,
        foreignKeyRefusal(error)?.getStatus(),
        (foreignKeyRefusal(error)?.getResponse() as Row).description,
      ]).toEqual([table, 409, 'record_in_use']);
      expect([table, await exists(table, { [column]: k })]).toEqual([table, true]);
    }
    // A row naming a record that is not there is refused as well (a write: 404, like the ownership checks).
    const missing = await db
      .query(`INSERT INTO cafe_received (coffeebean_seq, cafe_seq, rgst_at, edit_at) VALUES (?, ?, ?, ?)`, [
        987654,
        org.cafe,
        '2026-01-01 00:00:00.000',
        '2026-01-01 00:00:00.000',
      ])
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(foreignKeyRefusal(missing)?.getStatus()).toBe(404);
    const orphanRow = await db
      .query(
        `INSERT INTO blending_result_roasting (blending_result_year, blending_result_seq, roasting_result_seq) VALUES (?, ?, ?)`,
        [year, 987654, null],
      )
      .then(
        () => null,
        (e: unknown) => e,
      );
    expect(foreignKeyRefusal(orphanRow)?.getStatus()).toBe(404);
  });

  it('a caller without the roastery role is refused (403) before anything about a used record’s users is said', async () => {
    const { roasting_result_seq } = await one(`SELECT roasting_result_seq FROM blending_result_roasting`);
    const res = await http()
      .post(ROASTER_PAGES.roastingResult.api.remove!)
      .set('cookie', cafe)
      .send({ roaster_seq: org.roaster, keys: { roasting_result_seq } });
    expect(res.status).toBe(403);
    expect(res.body.params).toBeUndefined();
  });
});
