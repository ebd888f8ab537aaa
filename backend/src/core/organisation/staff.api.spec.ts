import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { STAFF_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';

type Row = Record<string, unknown>;
const { cafeUser, cafeUserSignUp, cafeUserEtc, roasterUser } = STAFF_PAGES;

// Spec 002 §2.2/§2.3 (staff pages), §2.11 (what each list shows), §4 (staff authority), §6 (who may).
describe.each(databases())('staff of a cafe and a roastery on %s (002 §2.2, §2.11, §4, §6)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let cafe: number;
  let roaster: number;
  const seqOf = async (userId: string) =>
    Number(((await db.query('SELECT user_seq FROM app_user WHERE user_id = ?', [userId])) as Row[])[0].user_seq);
  const http = () => request(app.getHttpServer());
  const list = (cookie: string, path: string, body: Row = {}, scope: Row = { cafe_seq: cafe }) =>
    http()
      .post(path)
      .set('cookie', cookie)
      .send({ ...scope, list_count: 50, ...body });
  const detail = (cookie: string, base: string, userSeq: number, scope = `cafe_seq=${cafe}`) =>
    http().get(`${base}/${userSeq}?${scope}`).set('cookie', cookie);
  const edit = async (
    cookie: string,
    page: typeof cafeUser,
    userSeq: number,
    UPList: Row,
    scope: Row = { cafe_seq: cafe },
  ) => {
    const base = page.api.detail;
    const q = Object.entries(scope)
      .map(([k, v]) => `${k}=${v}`)
      .join('&');
    const loaded = await http().get(`${base}/${userSeq}?${q}`).set('cookie', cookie);
    return http()
      .post(page.api.edit)
      .set('cookie', cookie)
      .send({ ...scope, mode: 'edit', keys: { user_seq: userSeq }, edit_at: loaded.body.result?.edit_at, UPList });
  };
  const member = async (userSeq: number, table = 'cafe_user') =>
    ((await db.query(`SELECT user_auth, user_status FROM ${table} WHERE user_seq = ?`, [userSeq])) as Row[])[0];
  const roles = async (cookie: string) =>
    (
      await http()
        .post('/api/userAuth/select')
        .set('cookie', cookie)
        .send({ auth: ['cafe'] })
    ).body.result.cafe_auth;

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    ({ cafe, roaster } = await demoOrganisations(app));
  });
  afterAll(() => app.close());

  it('§2.11: each list shows its own rows — working staff, the waiting application, nobody yet in etc', async () => {
    const owner = await signIn(app, 'cafe');
    const staff = await list(owner, cafeUser.api.list);
    expect(staff.status).toBe(200);
    expect(staff.body.result.map((r: Row) => r.user_auth).sort()).toEqual(['BARISTA', 'OWN']);
    expect(staff.body.result.map((r: Row) => r.cafe_user_nick).sort()).toEqual(['Barista', 'Cafe Owner']);
    const signups = await list(owner, cafeUserSignUp.api.list);
    expect(signups.body.result).toEqual([
      expect.objectContaining({ user_auth: 'WTSGNP', cafe_user_nick: 'Weekend barista' }),
    ]);
    expect((await list(owner, cafeUserEtc.api.list)).body.result).toEqual([]);
    // A row of another list is not found through this one.
    expect((await detail(owner, cafeUserSignUp.api.detail, await seqOf('cafe.barista'))).status).toBe(404);
  });

  it('the owner takes the applicant on: a BARISTA role that grants rights at once; the rows move lists', async () => {
    const owner = await signIn(app, 'cafe');
    const paid = await seqOf('paid');
    expect(await roles(await signIn(app, 'paid'))).toEqual([]);
    const res = await edit(owner, cafeUserSignUp, paid, { user_auth: 'BARISTA' });
    expect(res.status).toBe(200);
    expect(await member(paid)).toEqual({ user_auth: 'BARISTA', user_status: 'JOIN' });
    expect(await roles(await signIn(app, 'paid'))).toEqual([
      expect.objectContaining({ auth_seq: cafe, user_auth: 'BARISTA' }),
    ]);
    expect((await list(owner, cafeUserSignUp.api.list)).body.result).toEqual([]);
    expect((await list(owner, cafeUser.api.list)).body.result.map((r: Row) => r.user_auth).sort()).toEqual([
      'BARISTA',
      'BARISTA',
      'OWN',
    ]);
  });

  it("§4, §6: SMNG and FIRE only by the owner in a cafe; never OWN; not the owner's row nor one's own", async () => {
    const owner = await signIn(app, 'cafe');
    const paid = await seqOf('paid');
    expect((await edit(owner, cafeUser, paid, { user_auth: 'MNG' })).status).toBe(200);
    // Now a manager: may look after staff, but not give SMNG or fire in a cafe.
    const manager = await signIn(app, 'paid');
    const barista = await seqOf('cafe.barista');
    const smng = await edit(manager, cafeUser, barista, { user_auth: 'SMNG' });
    expect(smng.status).toBe(403);
    expect(smng.body).toMatchObject({ description: 'nopermission_text', field: 'user_auth' });
    expect((await edit(manager, cafeUser, barista, { user_auth: 'FIRE' })).status).toBe(403);
    expect((await edit(manager, cafeUser, barista, { user_auth: 'SAST' })).status).toBe(200);
    expect((await edit(owner, cafeUser, barista, { user_auth: 'OWN' })).status).toBe(403);
    const ownerSeq = await seqOf('cafe');
    expect((await detail(manager, cafeUser.api.detail, ownerSeq)).body.detail_result.edit_check).toBe(0);
    expect((await edit(manager, cafeUser, ownerSeq, { user_auth: 'BARISTA' })).status).toBe(403);
    expect((await edit(manager, cafeUser, paid, { user_auth: 'SMNG' })).status).toBe(403);
    expect(await member(ownerSeq)).toEqual({ user_auth: 'OWN', user_status: 'JOIN' });
    // The owner fires: the role is gone from the server at once, the row is in etc.
    expect((await edit(owner, cafeUser, barista, { user_auth: 'FIRE' })).status).toBe(200);
    expect(await member(barista)).toEqual({ user_auth: 'FIRE', user_status: 'OUT' });
    const fired = await signIn(app, 'cafe.barista');
    expect((await http().get(`/api/cafe/home?cafe_seq=${cafe}`).set('cookie', fired)).status).toBe(403);
    expect((await list(owner, cafeUserEtc.api.list)).body.result).toEqual([
      expect.objectContaining({ user_seq: barista, user_auth: 'FIRE' }),
    ]);
    // Nobody is taken back without asking: only a rejoin request (RJN) may become staff again.
    const rehire = await edit(owner, cafeUserEtc, barista, { user_auth: 'BARISTA' });
    expect(rehire.body).toMatchObject({ status: '403', field: 'user_auth' });
    await db.query(`UPDATE cafe_user SET user_auth = 'RJN' WHERE user_seq = ?`, [barista]);
    expect((await edit(owner, cafeUserEtc, barista, { user_auth: 'BARISTA' })).status).toBe(200);
    expect(await member(barista)).toEqual({ user_auth: 'BARISTA', user_status: 'JOIN' });
  });

  it("§6: staff pages need MNG, SMNG or OWN; another organisation's member is not found", async () => {
    const owner = await signIn(app, 'cafe');
    expect((await list(await signIn(app, 'paid'), cafeUser.api.list)).status).toBe(200); // MNG by now
    const staff = await signIn(app, 'roaster.staff');
    expect((await list(staff, roasterUser.api.list, {}, { roaster_seq: roaster })).status).toBe(403);
    const roasterOwner = await signIn(app, 'roaster');
    const onRoaster = await list(roasterOwner, roasterUser.api.list, {}, { roaster_seq: roaster });
    expect(onRoaster.body.result.map((r: Row) => r.user_auth).sort()).toEqual(['MNG', 'OWN', 'ROASTER']);
    // A cafe member's seq asked of the roastery: not one of its rows.
    expect(
      (await detail(roasterOwner, roasterUser.api.detail, await seqOf('cafe'), `roaster_seq=${roaster}`)).status,
    ).toBe(404);
    expect((await list(owner, cafeUser.api.list, {}, { cafe_seq: 999 })).status).toBe(403);
  });

  it("§4: on the roaster side a manager may fire (ROASTER, SAST, MNG, FIRE), SMNG stays the owner's", async () => {
    const manager = await signIn(app, 'roaster.mng');
    const staff = await seqOf('roaster.staff');
    const scope = { roaster_seq: roaster };
    expect((await edit(manager, roasterUser, staff, { user_auth: 'SMNG' }, scope)).status).toBe(403);
    expect((await edit(manager, roasterUser, staff, { user_auth: 'FIRE' }, scope)).status).toBe(200);
    expect(await member(staff, 'roaster_user')).toEqual({ user_auth: 'FIRE', user_status: 'OUT' });
  });

  it("a member of two cafes shows once on each staff list, with that cafe's own nick and role (rows never cross owners)", async () => {
    const tester = await signIn(app, 'tester');
    const created = await http()
      .post('/api/cafe/create')
      .set('cookie', tester)
      .send({
        mode: 'write',
        UPList: { cafe_type: 'PRV', cafe_country: 'KOR', cafe_name: 'Second Cafe', cafe_name_locale: '둘째 카페' },
      });
    expect(created.status).toBe(200);
    const second = Number(created.body.result.cafe_seq);
    // The demo barista also works at the second cafe, under another nick.
    const barista = await seqOf('cafe.barista');
    await db.query(
      'INSERT INTO cafe_user (cafe_seq, user_seq, user_auth, user_status, cafe_user_nick, cafe_user_use, rgst_at, edit_at) VALUES (?, ?, ?, ?, ?, 1, ?, ?)',
      [second, barista, 'MNG', 'JOIN', 'Night shift', '2026-01-01 00:00:00.000', '2026-01-01 00:00:00.000'],
    );
    const demo = (await list(await signIn(app, 'cafe'), cafeUser.api.list)).body.result.filter(
      (r: Row) => Number(r.user_seq) === barista,
    );
    expect(demo).toHaveLength(1);
    expect(demo[0].cafe_user_nick).not.toBe('Night shift');
    const theirs = (await list(tester, cafeUser.api.list, {}, { cafe_seq: second })).body.result.filter(
      (r: Row) => Number(r.user_seq) === barista,
    );
    expect(theirs).toEqual([expect.objectContaining({ cafe_user_nick: 'Night shift', user_auth: 'MNG' })]);
  });
});
