import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { databases, signIn, startApp } from '../../testing/test-app';

describe.each(databases())('roles per scope on %s (spec 000 §6, §7 "{scope}_seq")', (_name, database) => {
  let app: NestFastifyApplication;
  let roaster: string;
  let barista: string;
  let roasterSeq: number;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startApp(await database());
    roaster = await signIn(app, 'roaster');
    barista = await signIn(app, 'cafe.barista');
    const roles = await http()
      .post('/api/userAuth/select')
      .set('cookie', roaster)
      .send({ auth: ['roaster', 'cafe'] });
    roasterSeq = roles.body.result.roaster_auth[0].auth_seq;
  });
  afterAll(async () => {
    await app.close();
  });

  it("userAuth/select lists the roles held, per asked scope, with names in the caller's locale", async () => {
    const res = await http()
      .post('/api/userAuth/select')
      .set('cookie', roaster)
      .set('x-locale', 'en')
      .send({ auth: ['roaster', 'cafe'] });
    expect(res.body.result).toEqual({
      roaster_auth: [{ auth_seq: roasterSeq, user_auth: 'OWN', auth_name: 'Demo Roasters', ads_hidden: false }],
      cafe_auth: [],
    });
    const kr = await http()
      .post('/api/userAuth/select')
      .set('cookie', barista)
      .send({ auth: ['cafe'] });
    expect(kr.body.result.cafe_auth[0]).toMatchObject({ user_auth: 'BARISTA', auth_name: '데모 카페' });
    expect(
      (
        await http()
          .post('/api/userAuth/select')
          .set('cookie', roaster)
          .send({ auth: ['bakery'] })
      ).status,
    ).toBe(400);
    expect(
      (
        await http()
          .post('/api/userAuth/select')
          .send({ auth: ['cafe'] })
      ).status,
    ).toBe(401);
  });

  it('each role says whether its organisation hides ads, as its master data sets it (001 §1)', async () => {
    const admin = await signIn(app, 'admin');
    const cafeRole = async () =>
      (
        await http()
          .post('/api/userAuth/select')
          .set('cookie', barista)
          .send({ auth: ['cafe'] })
      ).body.result.cafe_auth[0];
    const { auth_seq: cafeSeq, ads_hidden: before } = await cafeRole();
    expect(before).toBe(false);
    const detail = await http().post('/api/setting/cafe/detail').set('cookie', admin).send({ cafe_seq: cafeSeq });
    expect(detail.body.result.cafe_ads_hide).toBe(false);
    const edit = await http()
      .post('/api/setting/cafe/edit')
      .set('cookie', admin)
      .send({
        mode: 'edit',
        keys: { cafe_seq: cafeSeq },
        edit_at: detail.body.result.edit_at,
        UPList: { cafe_ads_hide: 1 },
      });
    expect(edit.status).toBe(200);
    expect((await cafeRole()).ads_hidden).toBe(true);
    // Only administrators set it: the cafe's own people cannot reach the master data.
    expect(
      (
        await http()
          .post('/api/setting/cafe/edit')
          .set('cookie', barista)
          .send({ mode: 'edit', keys: { cafe_seq: cafeSeq }, UPList: { cafe_ads_hide: 0 } })
      ).status,
    ).toBe(403);
  });

  it('accepts the role the caller holds (GET: query string)', async () => {
    const res = await http().get(`/api/roaster/home?roaster_seq=${roasterSeq}`).set('cookie', roaster);
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ roaster_seq: roasterSeq, roaster_name: 'Demo Roasters', user_auth: 'OWN' });
  });

  it('refuses a roaster the caller does not belong to with 403 role_not_held', async () => {
    const res = await http()
      .get(`/api/roaster/home?roaster_seq=${roasterSeq + 1000}`)
      .set('cookie', roaster);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: '403', description: 'role_not_held' });
    const other = await http().get(`/api/roaster/home?roaster_seq=${roasterSeq}`).set('cookie', barista);
    expect(other.status).toBe(403);
  });

  it('needs the seq at all (400), and a session (401)', async () => {
    expect((await http().get('/api/roaster/home').set('cookie', roaster)).status).toBe(400);
    expect((await http().get('/api/roaster/home?roaster_seq=abc').set('cookie', roaster)).status).toBe(400);
    const anonymous = await http().get(`/api/roaster/home?roaster_seq=${roasterSeq}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toMatchObject({ status: '401', description: 'noauth_text' });
  });

  it('checks platform types: the admin area is for ADMIN and SADMIN only', async () => {
    expect((await http().get('/api/setting/home').set('cookie', roaster)).status).toBe(403);
    const admin = await signIn(app, 'admin');
    const res = await http().get('/api/setting/home').set('cookie', admin);
    expect(res.status).toBe(200);
    expect(res.body.result.code_group_count).toBeGreaterThanOrEqual(25);
  });

  it('answers unknown API paths with the 404 envelope', async () => {
    const res = await http().get('/api/roaster/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: '404', description: 'nopage_text', result: null });
  });
});
