import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { cafeRoasterPage, CUSTOMER_REGISTER_API, EVENT_PAGES, ROASTER_CAFE_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';

type Row = Record<string, unknown>;
const roasterEvent = EVENT_PAGES.roaster;

// Spec 002 §2.2 CafeRoaster/CafeRoasterRegister, §2.3 RoasterCafe/RoasterCafeRegister/RoasterCafeEtc,
// §2.5 /cafe/supplier/roasterregister/{event_uuid}, §3 "Linked cafes/roasters", §4 PSAUTH, §5
// "Register nick", register_check_ok, §6, §7.
describe.each(databases())('linked cafes and roasteries on %s (002 §2.2, §2.3, §2.5, §4–§7)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let cafe: number;
  let roaster: number;
  let uuid: string;
  const http = () => request(app.getHttpServer());
  const register = (cookie: string, UPList: Row, locale = 'en', cafeSeq = cafe) =>
    http()
      .post(CUSTOMER_REGISTER_API.edit)
      .set('cookie', cookie)
      .set('x-locale', locale)
      .send({ cafe_seq: cafeSeq, mode: 'write', UPList: { event_uuid: uuid, ...UPList } });
  const roasterList = (cookie: string, view: keyof typeof ROASTER_CAFE_PAGES) =>
    http()
      .post(ROASTER_CAFE_PAGES[view].api.list!)
      .set('cookie', cookie)
      .send({ roaster_seq: roaster, list_count: 50 });
  const setState = async (cookie: string, view: keyof typeof ROASTER_CAFE_PAGES, auth: string) => {
    const page = ROASTER_CAFE_PAGES[view];
    const loaded = await http().get(`${page.api.detail}/${cafe}?roaster_seq=${roaster}`).set('cookie', cookie);
    return http()
      .post(page.api.edit)
      .set('cookie', cookie)
      .send({
        roaster_seq: roaster,
        mode: 'edit',
        keys: { cafe_seq: cafe },
        edit_at: loaded.body.result?.edit_at,
        UPList: { roaster_cafe_auth: auth },
      });
  };
  const sides = async () => ({
    roaster: (
      (await db.query('SELECT roaster_cafe_auth AS a FROM roaster_cafe WHERE roaster_seq = ? AND cafe_seq = ?', [
        roaster,
        cafe,
      ])) as Row[]
    )[0]?.a,
    cafe: (
      (await db.query('SELECT cafe_roaster_auth AS a FROM cafe_roaster WHERE cafe_seq = ? AND roaster_seq = ?', [
        cafe,
        roaster,
      ])) as Row[]
    )[0]?.a,
  });
  const count = async (table: string) => Number(((await db.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Row[])[0].n);

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    ({ cafe, roaster } = await demoOrganisations(app));
  });
  afterAll(() => app.close());

  it("§2.5: the roastery's customer event carries the registration QR, not the staff one", async () => {
    const owner = await signIn(app, 'roaster');
    const events = await http()
      .post(roasterEvent.api.list!)
      .set('cookie', owner)
      .send({ roaster_seq: roaster, searchType: 'CSTMR' });
    expect(events.body.result).toEqual([expect.objectContaining({ event_type: 'CSTMR', event_status: 'OPEN' })]);
    const one = (
      await http()
        .get(`${roasterEvent.api.detail}/${events.body.result[0].event_seq}?roaster_seq=${roaster}`)
        .set('cookie', owner)
    ).body.result;
    uuid = String(one.event_uuid);
    expect(one).toMatchObject({ event_register_qr: uuid, event_signup_qr: null });
  });

  it('§6, §7: an SMNG/OWN of the selected cafe reads the roastery and its event; a barista may not; a staff event is not a customer event', async () => {
    const owner = await signIn(app, 'cafe');
    const read = await http()
      .post(CUSTOMER_REGISTER_API.detail)
      .set('cookie', owner)
      .send({ cafe_seq: cafe, event_uuid: uuid });
    expect(read.status).toBe(200);
    expect(read.body.result).toMatchObject({
      roaster_name: 'Demo Roasters',
      event_status: 'OPEN',
      roaster_cafe_nick: 'Demo Cafe',
      roaster_cafe_nick_locale: '데모 카페',
      link_auth: null,
      application_state: null,
    });
    const barista = await signIn(app, 'cafe.barista');
    expect(
      (
        await http()
          .post(CUSTOMER_REGISTER_API.detail)
          .set('cookie', barista)
          .send({ cafe_seq: cafe, event_uuid: uuid })
      ).status,
    ).toBe(403);
    const staffEvents = await http()
      .post(roasterEvent.api.list!)
      .set('cookie', await signIn(app, 'roaster'))
      .send({ roaster_seq: roaster, searchType: 'SGNP' });
    const staffUuid = (
      await http()
        .get(`${roasterEvent.api.detail}/${staffEvents.body.result[0].event_seq}?roaster_seq=${roaster}`)
        .set('cookie', await signIn(app, 'roaster'))
    ).body.result.event_uuid;
    expect(
      (
        await http()
          .post(CUSTOMER_REGISTER_API.detail)
          .set('cookie', owner)
          .send({ cafe_seq: cafe, event_uuid: staffUuid })
      ).status,
    ).toBe(404);
  });

  it('§5: the agreement and the nick of the active locale are checked as in the form; nothing is written on refusal', async () => {
    const owner = await signIn(app, 'cafe');
    const before = await count('roaster_cafe');
    expect((await register(owner, { roaster_cafe_nick: 'Demo Cafe' })).body).toMatchObject({
      description: 'register_check_ok',
      field: 'register_check',
    });
    expect((await register(owner, { roaster_cafe_nick_locale: '데모 카페', register_check: 1 })).body).toMatchObject({
      description: 'field_required',
      field: 'roaster_cafe_nick',
    });
    expect((await register(owner, { roaster_cafe_nick: 'Demo Cafe', register_check: 1 }, 'kr')).body).toMatchObject({
      description: 'field_required',
      field: 'roaster_cafe_nick_locale',
    });
    expect((await register(owner, { roaster_cafe_nick: 'ab', register_check: 1 })).body).toMatchObject({
      description: 'field_minLength',
      field: 'roaster_cafe_nick',
    });
    expect(
      (await register(owner, { roaster_cafe_nick: 'Demo Cafe', register_check: 1, roaster_cafe_auth: 'CSTMR' })).body,
    ).toMatchObject({ description: 'bad_request', field: 'roaster_cafe_auth' });
    expect(await count('roaster_cafe')).toBe(before);
    expect(await count('cafe_roaster')).toBe(0);
  });

  it("§2.2, §2.3: the registration waits in the roastery's register list, and the cafe sees it waiting in its own list", async () => {
    const owner = await signIn(app, 'cafe');
    const ok = await register(owner, {
      roaster_cafe_nick: 'Demo Cafe',
      roaster_cafe_nick_locale: '데모 카페',
      roaster_cafe_desc: 'Two bags a week',
      register_check: 1,
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      description: 'register_ok',
      result: { roaster_seq: roaster, roaster_cafe_auth: 'WTSGNP' },
    });
    expect(await sides()).toEqual({ roaster: 'WTSGNP', cafe: 'WTSGNP' });
    const manager = await signIn(app, 'roaster.mng');
    expect((await roasterList(manager, 'register')).body.result).toEqual([
      expect.objectContaining({ cafe_seq: cafe, roaster_cafe_nick: 'Demo Cafe', roaster_cafe_auth: 'WTSGNP' }),
    ]);
    expect((await roasterList(manager, 'cafe')).body.result).toEqual([]);
    const mine = await http().post(cafeRoasterPage.api.list!).set('cookie', owner).send({ cafe_seq: cafe });
    expect(mine.body.result).toEqual([
      expect.objectContaining({
        roaster_seq: roaster,
        cafe_roaster_name: 'Demo Roasters',
        cafe_roaster_auth: 'WTSGNP',
      }),
    ]);
  });

  it('§4: the manager accepts it as a customer; RSTR only by the owner; both sides move together; a linked cafe cannot register again', async () => {
    const manager = await signIn(app, 'roaster.mng');
    expect((await setState(manager, 'register', 'CSTMR')).status).toBe(200);
    expect(await sides()).toEqual({ roaster: 'CSTMR', cafe: 'CSTMR' });
    expect((await roasterList(manager, 'cafe')).body.result).toEqual([
      expect.objectContaining({ cafe_seq: cafe, roaster_cafe_auth: 'CSTMR' }),
    ]);
    const rstr = await setState(manager, 'cafe', 'RSTR');
    expect(rstr.status).toBe(403);
    expect(rstr.body).toMatchObject({ description: 'nopermission_text', field: 'roaster_cafe_auth' });
    expect((await setState(await signIn(app, 'roaster'), 'cafe', 'RSTR')).status).toBe(200);
    expect(await sides()).toEqual({ roaster: 'RSTR', cafe: 'RSTR' });
    const again = await register(await signIn(app, 'cafe'), { roaster_cafe_nick: 'Demo Cafe', register_check: 1 });
    expect(again.status).toBe(409);
    expect(again.body.description).toBe('register_member');
    // Staff of the roastery below manager see none of it (002 §6).
    expect((await roasterList(await signIn(app, 'roaster.staff'), 'cafe')).status).toBe(403);
  });

  it('§4: an excluded cafe asks again (RJN) and only then may be linked again from the etc list', async () => {
    const manager = await signIn(app, 'roaster.mng');
    expect((await setState(manager, 'cafe', 'EXCLD')).status).toBe(200);
    expect((await roasterList(manager, 'etc')).body.result).toEqual([
      expect.objectContaining({ roaster_cafe_auth: 'EXCLD' }),
    ]);
    expect((await setState(manager, 'etc', 'CSTMR')).status).toBe(403);
    expect(
      (await register(await signIn(app, 'cafe'), { roaster_cafe_nick: 'Demo Cafe', register_check: 1 })).body.result,
    ).toMatchObject({ roaster_cafe_auth: 'RJN' });
    expect(await sides()).toEqual({ roaster: 'RJN', cafe: 'RJN' });
    expect((await setState(manager, 'etc', 'CSTMR')).status).toBe(200);
    expect(await sides()).toEqual({ roaster: 'CSTMR', cafe: 'CSTMR' });
  });

  it('§3 "Linked roasters": the cafe keeps its own notes; the names and the state are not its to change; another cafe sees nothing', async () => {
    const owner = await signIn(app, 'cafe');
    const base = cafeRoasterPage.api;
    const loaded = (await http().get(`${base.detail}/${roaster}?cafe_seq=${cafe}`).set('cookie', owner)).body;
    expect(loaded.detail_result).toMatchObject({ edit_check: 1, remove_check: 0 });
    const edit = (UPList: Row, editAt = loaded.result.edit_at) =>
      http()
        .post(base.edit)
        .set('cookie', owner)
        .send({ cafe_seq: cafe, mode: 'edit', keys: { roaster_seq: roaster }, edit_at: editAt, UPList });
    expect((await edit({ cafe_roaster_name: 'Renamed' })).status).toBe(403);
    expect((await edit({ cafe_roaster_auth: 'RSTR' })).status).toBe(403);
    const ok = await edit({ cafe_roaster_nick: 'Our beans', cafe_roaster_desc: 'Order on Mondays' });
    expect(ok.status).toBe(200);
    expect(
      (await http().get(`${base.detail}/${roaster}?cafe_seq=${cafe}`).set('cookie', owner)).body.result,
    ).toMatchObject({ cafe_roaster_nick: 'Our beans', cafe_roaster_name: 'Demo Roasters', cafe_roaster_auth: 'CSTMR' });
    expect(
      (
        await http()
          .post(base.edit)
          .set('cookie', owner)
          .send({ cafe_seq: cafe, mode: 'write', UPList: { roaster_seq: roaster } })
      ).status,
    ).toBe(403);
    const tester = await signIn(app, 'tester');
    const created = await http()
      .post('/api/cafe/create')
      .set('cookie', tester)
      .send({
        mode: 'write',
        UPList: { cafe_type: 'PRV', cafe_country: 'KOR', cafe_name: 'Other Cafe', cafe_name_locale: '다른 카페' },
      });
    const other = Number(created.body.result.cafe_seq);
    expect((await http().post(base.list!).set('cookie', tester).send({ cafe_seq: other })).body.result).toEqual([]);
    expect((await http().get(`${base.detail}/${roaster}?cafe_seq=${other}`).set('cookie', tester)).status).toBe(404);
  });
});
