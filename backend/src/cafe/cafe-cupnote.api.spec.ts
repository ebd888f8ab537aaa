import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CAFE_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../core/auth/password';
import { toDbTime } from '../core/entity/sql';
import { databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;
const page = CAFE_PAGES.cafeCupnote;

describe.each(databases())('cafe QC notes of its beans on %s (spec 002 §2.8, §6)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let owner: string;
  let barista: string;
  let rival: string;
  let cafe: number;
  let other: number;
  let bean: number;
  const http = () => request(app.getHttpServer());
  const post = (cookie: string, path: string, body: Row = {}, seq = cafe) =>
    http()
      .post(path)
      .set('cookie', cookie)
      .send({ cafe_seq: seq, ...body });
  const write = (cookie: string, UPList: Row, seq = cafe) =>
    post(cookie, page.api.edit, { mode: 'write', UPList }, seq);
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const count = async () => Number((await one(`SELECT COUNT(*) AS n FROM cafe_cupnote`)).n);
  const note = { cupnote_date: '2026-11-20', cupnote_satis: 8, cupnote_acidity_point: 7 };

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    cafe = Number((await one(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'Demo Cafe'`)).cafe_seq);
    bean = Number((await one(`SELECT coffeebean_seq FROM cafe_coffeebean WHERE cafe_seq = ?`, [cafe])).coffeebean_seq);
    const now = toDbTime(new Date());
    const stamp = [null, 'test', now, null, 'test', now];
    await db.query(
      `INSERT INTO cafe (cafe_name, cafe_name_locale, cafe_type, cafe_country, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('QC Rival', 'QC 라이벌', 'PRV', 'KOR', ?, ?, ?, ?, ?, ?)`,
      stamp,
    );
    other = Number((await one(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'QC Rival'`)).cafe_seq);
    await db.query(
      `INSERT INTO app_user (user_id, user_pass, user_name, user_type, user_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('qcrival', ?, 'QC Rival', 'USER', 1, ?, ?, ?, ?, ?, ?)`,
      [await hashPassword('beantrail'), ...stamp],
    );
    const rivalSeq = Number((await one(`SELECT user_seq FROM app_user WHERE user_id = 'qcrival'`)).user_seq);
    await db.query(
      `INSERT INTO cafe_user (cafe_seq, user_seq, user_auth, user_status, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, 'OWN', 'JOIN', ?, ?, ?, ?, ?, ?)`,
      [other, rivalSeq, ...stamp],
    );
    [owner, barista, rival] = [
      await signIn(app, 'cafe'),
      await signIn(app, 'cafe.barista'),
      await signIn(app, 'qcrival'),
    ];
  });
  afterAll(async () => {
    await app.close();
  });

  it('demo seed: the owner’s main QC note of the hand-typed bean', async () => {
    const listed = await post(barista, page.api.list!, { list_count: 10 });
    expect(listed.body.result).toEqual([
      expect.objectContaining({ cupnote_name: 'Kenya Nyeri AA', cupnote_main: true }),
    ]);
  });

  it('a barista notes one of the cafe’s beans: its names are copied, the note is listed', async () => {
    const saved = await write(barista, { ...note, coffeebean_seq: bean });
    expect(saved.status).toBe(200);
    const shown = await http()
      .get(`${page.api.detail!}/${saved.body.result.cupnote_seq}?cafe_seq=${cafe}`)
      .set('cookie', barista);
    expect(shown.body.result).toMatchObject({
      cupnote_name: 'Kenya Nyeri AA',
      cupnote_name_locale: '케냐 니에리 AA',
      cupnote_acidity_point: 7,
      cupnote_main: false,
    });
    const listed = await post(barista, page.api.list!, { list_count: 10 });
    expect(listed.body.result.map((r: Row) => r.cupnote_name)).toContain('Kenya Nyeri AA');
  });

  it('§6: only OWN and SMNG set the main flag; the names are the server’s', async () => {
    const before = await count();
    const mainsBefore = (await post(owner, page.api.list!, { list_count: 10, search0: '1' })).body.result.length;
    const main = await write(barista, { ...note, coffeebean_seq: bean, cupnote_main: true });
    expect(main.status).toBe(403);
    expect(main.body.field).toBe('cupnote_main');
    const named = await write(barista, { ...note, coffeebean_seq: bean, cupnote_name: 'Mine' });
    expect(named.status).toBe(403);
    expect(await count()).toBe(before);
    const byOwner = await write(owner, { ...note, coffeebean_seq: bean, cupnote_main: true });
    expect(byOwner.status).toBe(200);
    const mains = await post(owner, page.api.list!, { list_count: 10, search0: '1' });
    expect(mains.body.result.every((r: Row) => r.cupnote_main === true)).toBe(true);
    // The seeded main note and the owner's new one; the barista's plain notes are left out.
    expect(mains.body.result).toHaveLength(mainsBefore + 1);
  });

  it('another cafe’s bean is refused (400 field_not_found) and nothing is written; another cafe does not see these notes', async () => {
    const before = await count();
    const stolen = await write(rival, { ...note, coffeebean_seq: bean }, other);
    expect([stolen.status, stolen.body.description, stolen.body.field]).toEqual([
      400,
      'field_not_found',
      'coffeebean_seq',
    ]);
    expect(await count()).toBe(before);
    const theirs = await post(rival, page.api.list!, { list_count: 10 }, other);
    expect(theirs.body.result).toEqual([]);
  });

  it('§5: the bean and satisfaction are required, the date cannot move once saved', async () => {
    const beanless = await write(barista, { ...note });
    expect(beanless.status).toBe(400);
    expect(beanless.body).toMatchObject({ description: 'field_required', field: 'coffeebean_seq' });
    const saved = await write(barista, { ...note, coffeebean_seq: bean });
    const shown = await http()
      .get(`${page.api.detail!}/${saved.body.result.cupnote_seq}?cafe_seq=${cafe}`)
      .set('cookie', barista);
    const moved = await post(barista, page.api.edit, {
      mode: 'edit',
      keys: { cupnote_seq: saved.body.result.cupnote_seq },
      edit_at: shown.body.result.edit_at,
      UPList: { cupnote_date: '2026-11-21' },
    });
    expect(moved.status).toBe(403);
  });
});
