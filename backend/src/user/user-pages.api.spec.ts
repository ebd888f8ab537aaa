import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { USER_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

describe.each(databases())('the user area on %s: own equipment, recipes and brewing results (spec 002 §2.4, §2.6, §2.7, §6)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let user: string;
  let paid: string;
  const http = () => request(app.getHttpServer());
  const post = (cookie: string, path: string, body: Row = {}) => http().post(path).set('cookie', cookie).send(body);
  const write = (cookie: string, page: keyof typeof USER_PAGES, UPList: Row) => post(cookie, USER_PAGES[page].api.edit, { mode: 'write', UPList });
  const count = async (table: string) => Number(((await db.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Row[])[0].n);

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    [user, paid] = [await signIn(app, 'user'), await signIn(app, 'paid')];
  });
  afterAll(async () => {
    await app.close();
  });

  it('demo seed: "user" lists their grinder and dripper, their pour-over recipe and one brew ten days after roasting', async () => {
    const equip = await post(user, USER_PAGES.userEquip.api.list, { list_count: 10 });
    expect(equip.status).toBe(200);
    expect(equip.body.result.map((r: Row) => r.equip_type).sort()).toEqual(['DRP', 'GRND']);
    const brews = await post(user, USER_PAGES.userBrewingResult.api.list, { list_count: 10 });
    expect(brews.body.result).toEqual([expect.objectContaining({ coffeebean_name: 'Ethiopia Guji natural', brewing_date_term: 10, brewing_result_main: true })]);
    const recipes = await post(user, '/api/user/brewing/default/code');
    expect(recipes.body.result).toEqual([expect.objectContaining({ brewing_name: 'Morning pour-over', brewing_type: 'DRP' })]);
  });

  it('§6: each signed-in user sees only their own records; a guest gets 401', async () => {
    const theirs = await post(paid, USER_PAGES.userEquip.api.list, { list_count: 10 });
    expect(theirs.status).toBe(200);
    expect(theirs.body.result).toEqual([]);
    expect(theirs.body.write_check).toBe(1);
    const guest = await http().post(USER_PAGES.userEquip.api.list).send({});
    expect(guest.status).toBe(401);
    expect(guest.body.description).toBe('noauth_text');
  });

  it("another user's record is a 404 to read, edit or remove, and stays as it was", async () => {
    const [mine] = (await db.query(`SELECT user_equip_seq, edit_at FROM user_equip ORDER BY user_equip_seq`)) as Row[];
    const read = await http().get(`${USER_PAGES.userEquip.api.detail}/${mine.user_equip_seq}`).set('cookie', paid);
    expect(read.status).toBe(404);
    const own = await http().get(`${USER_PAGES.userEquip.api.detail}/${mine.user_equip_seq}`).set('cookie', user);
    expect(own.status).toBe(200);
    const edit = await post(paid, USER_PAGES.userEquip.api.edit, { mode: 'edit', keys: { user_equip_seq: mine.user_equip_seq }, edit_at: own.body.result.edit_at, UPList: { equip_name: 'Taken over' } });
    expect(edit.status).toBe(404);
    const remove = await post(paid, USER_PAGES.userEquip.api.remove!, { keys: { user_equip_seq: mine.user_equip_seq }, edit_at: own.body.result.edit_at });
    expect(remove.status).toBe(404);
    const after = await http().get(`${USER_PAGES.userEquip.api.detail}/${mine.user_equip_seq}`).set('cookie', user);
    expect(after.body.result.equip_name).toBe(own.body.result.equip_name);
  });

  it('a new record belongs to its author: the owner column is not a field a caller can send, the server sets it', async () => {
    const before = await count('user_equip');
    const forged = await write(paid, 'userEquip', { equip_type: 'GRND', equip_name: 'Burr grinder', equip_name_locale: '버 그라인더', equip_use: true, user_seq: 1 });
    expect(forged.status).toBe(400);
    expect(forged.body).toMatchObject({ description: 'bad_request', field: 'user_seq' });
    expect(await count('user_equip')).toBe(before);
    const saved = await write(paid, 'userEquip', { equip_type: 'GRND', equip_name: 'Burr grinder', equip_name_locale: '버 그라인더', equip_use: true });
    expect(saved.status).toBe(200);
    const listed = await post(paid, USER_PAGES.userEquip.api.list, { list_count: 10 });
    expect(listed.body.result.map((r: Row) => r.equip_name)).toEqual(['Burr grinder']);
  });

  it('§5 bad input changes nothing: equipment names 3–300 bytes, a recipe name in the current language', async () => {
    const before = await count('user_equip');
    const short = await write(paid, 'userEquip', { equip_type: 'GRND', equip_name: 'ab', equip_name_locale: '버 그라인더', equip_use: true });
    expect(short.status).toBe(400);
    expect(short.body.description).toBe('field_minLength');
    expect(await count('user_equip')).toBe(before);
    const nameless = await post(paid, USER_PAGES.userBrewingDefault.api.edit, { mode: 'write', UPList: { brewing_type: 'DRP', brewing_public: false, brewing_use: true } }).set('accept-language', 'en');
    expect(nameless.status).toBe(400);
    expect(nameless.body.description).toBe('field_required');
  });

  it('§2.6 a brew with the user’s recipe counts the days from the roast date; someone else’s recipe is a 404', async () => {
    const recipe = await post(paid, USER_PAGES.userBrewingDefault.api.edit, {
      mode: 'write', UPList: { brewing_type: 'ESP', brewing_name: 'Weekend espresso', brewing_name_locale: '주말 에스프레소', brewing_public: false, brewing_use: true, brewing_bean_mass: 180 },
    });
    expect(recipe.status).toBe(200);
    const copied = await post(paid, '/api/user/brewing/default/copy', { brewing_seq: recipe.body.result.brewing_seq });
    expect(copied.body.result).toMatchObject({ brewing_bean_mass: 180 });
    const [demoRecipe] = (await db.query(`SELECT brewing_seq FROM user_brewing_default WHERE brewing_name = 'Morning pour-over'`)) as Row[];
    expect((await post(paid, '/api/user/brewing/default/copy', { brewing_seq: demoRecipe.brewing_seq })).status).toBe(404);
    const before = await count('user_brewing_result');
    const stolen = await write(paid, 'userBrewingResult', { brewing_result_date: '2026-11-20', brewing_seq: demoRecipe.brewing_seq, brewing_satis: 7, brewing_public: false, brewing_result_main: false });
    expect(stolen.status).toBe(404);
    expect(await count('user_brewing_result')).toBe(before);
    const brewed = await write(paid, 'userBrewingResult', {
      brewing_result_date: '2026-11-20', brewing_seq: recipe.body.result.brewing_seq, coffeebean_name: 'Colombia Huila', blending_result_date: '2026-11-06',
      brewing_satis: 7, brewing_public: false, brewing_result_main: false, brewing_bean_mass: 180,
    });
    expect(brewed.status).toBe(200);
    const seq = brewed.body.result.brewing_result_seq;
    const shown = await http().get(`${USER_PAGES.userBrewingResult.api.detail}/${seq}`).set('cookie', paid);
    expect(shown.body.result).toMatchObject({ brewing_date_term: 14, coffeebean_name: 'Colombia Huila' });
    // The roast date corrected: the server counts again.
    const edited = await post(paid, USER_PAGES.userBrewingResult.api.edit, { mode: 'edit', keys: { brewing_result_seq: seq }, edit_at: shown.body.result.edit_at, UPList: { blending_result_date: '2026-11-13' } });
    expect(edited.status).toBe(200);
    const again = await http().get(`${USER_PAGES.userBrewingResult.api.detail}/${seq}`).set('cookie', paid);
    expect(again.body.result.brewing_date_term).toBe(7);
  });

  it('§2.6 the brewing date is fixed once saved', async () => {
    const [row] = (await db.query(`SELECT brewing_result_seq FROM user_brewing_result WHERE coffeebean_name = 'Colombia Huila'`)) as Row[];
    const shown = await http().get(`${USER_PAGES.userBrewingResult.api.detail}/${row.brewing_result_seq}`).set('cookie', paid);
    const moved = await post(paid, USER_PAGES.userBrewingResult.api.edit, { mode: 'edit', keys: { brewing_result_seq: row.brewing_result_seq }, edit_at: shown.body.result.edit_at, UPList: { brewing_result_date: '2026-11-21' } });
    expect(moved.status).toBe(403);
  });
});
