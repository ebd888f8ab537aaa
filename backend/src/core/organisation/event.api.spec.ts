import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { EVENT_PAGES, SIGNUP_PAGES, signUpApi, STAFF_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, signIn, startApp } from '../../testing/test-app';

type Row = Record<string, unknown>;
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const cafeEvent = EVENT_PAGES.cafe;
const signUp = signUpApi('cafe');

// Spec 002 §2.2 CafeEvent, §2.3 RoasterEvent, §2.4 CafeSignUp/RoasterSignUp, §2.11 (status, QR), §3
// "Event" and "Sign-up forms", §4 "Event", §5 (event and sign-up rules), §7 (the calls).
describe.each(databases())(
  'events and signing up by an event QR on %s (002 §2.2–§2.5, §4, §5, §7)',
  (_name, database) => {
    let app: NestFastifyApplication;
    let db: DataSource;
    let cafe: number;
    const http = () => request(app.getHttpServer());
    const scoped = (body: Row = {}) => ({ cafe_seq: cafe, ...body });
    const list = (cookie: string, body: Row = {}) =>
      http()
        .post(cafeEvent.api.list!)
        .set('cookie', cookie)
        .send(scoped({ list_count: 50, ...body }));
    const detail = (cookie: string, seq: unknown) =>
      http().get(`${cafeEvent.api.detail}/${seq}?cafe_seq=${cafe}`).set('cookie', cookie);
    const write = (cookie: string, UPList: Row) =>
      http()
        .post(cafeEvent.api.edit)
        .set('cookie', cookie)
        .send(scoped({ mode: 'write', UPList }));
    const event = (start: number, end: number, extra: Row = {}): Row => ({
      event_type: 'SGNP',
      event_name: 'Open call',
      event_name_locale: '모집',
      event_year: 2026,
      event_start: iso(start),
      event_end: iso(end),
      ...extra,
    });
    const apply = (cookie: string, UPList: Row) =>
      http().post(signUp.edit).set('cookie', cookie).send({ mode: 'write', UPList });
    const readEvent = (cookie: string, uuid: unknown) =>
      http().post(signUp.detail).set('cookie', cookie).send({ event_uuid: uuid });
    const seqOf = async (userId: string) =>
      Number(((await db.query('SELECT user_seq FROM app_user WHERE user_id = ?', [userId])) as Row[])[0].user_seq);
    const membership = async (userId: string) =>
      (
        (await db.query(
          'SELECT user_auth, user_status, cafe_user_nick, cafe_user_desc FROM cafe_user WHERE cafe_seq = ? AND user_seq = ?',
          [cafe, await seqOf(userId)],
        )) as Row[]
      )[0];
    const count = async (table: string) =>
      Number(((await db.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Row[])[0].n);
    let openUuid: string;

    beforeAll(async () => {
      app = await startApp(await database());
      db = app.get(DataSource);
      cafe = Number(((await db.query(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'Demo Cafe'`)) as Row[])[0].cafe_seq);
    });
    afterAll(() => app.close());

    it('§2.11: the demo sign-up event is listed as running, and its detail carries the QR target and the term', async () => {
      const owner = await signIn(app, 'cafe');
      const res = await list(owner);
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual([
        expect.objectContaining({ event_name_locale: '바리스타 모집', event_type: 'SGNP', event_status: 'OPEN' }),
      ]);
      const one = await detail(owner, res.body.result[0].event_seq);
      expect(one.status).toBe(200);
      openUuid = String(one.body.result.event_uuid);
      expect(openUuid).toMatch(/^[0-9a-f-]{36}$/);
      expect(one.body.result).toMatchObject({ event_status: 'OPEN', event_term: 31, event_signup_qr: openUuid });
    });

    it('§4, §5: the server makes the uuid, refuses an end before the start or past 31 days, and a type the page does not offer', async () => {
      const owner = await signIn(app, 'cafe');
      const now = Date.now();
      const before = await count('cafe_event');
      const backwards = await write(owner, event(now, now - DAY));
      expect(backwards.status).toBe(400);
      expect(backwards.body).toMatchObject({ description: 'event_period', field: 'event_end' });
      expect((await write(owner, event(now, now + 32 * DAY))).body).toMatchObject({ description: 'event_period' });
      expect((await write(owner, event(now, now + DAY, { event_type: 'CSTMR' }))).body).toMatchObject({
        description: 'bad_request',
        field: 'event_type',
      });
      // The uuid is the server's: sending one is refused, not taken.
      expect(
        (await write(owner, event(now, now + DAY, { event_uuid: '00000000-0000-4000-8000-000000000000' }))).status,
      ).toBe(403);
      // The status and the QR target are worked out, never stored.
      expect((await write(owner, event(now, now + DAY, { event_status: 'OPEN' }))).status).toBe(403);
      // The term is the form's helper for the end: never stored, so never taken.
      expect((await write(owner, event(now, now + DAY, { event_term: 1 }))).body).toMatchObject({
        description: 'nopermission_text',
        field: 'event_term',
      });
      // 000 §5 check 1 and 6 on the event's own fields.
      expect((await write(owner, event(now, now + DAY, { event_start: null }))).body).toMatchObject({
        description: 'field_required',
        field: 'event_start',
      });
      expect((await write(owner, event(now, now + DAY, { event_name: 'x'.repeat(301) }))).body).toMatchObject({
        description: 'field_maxLength',
        field: 'event_name',
      });
      // 001 §5 Names: no event without a name in the page's language (kr here).
      expect((await write(owner, event(now, now + DAY, { event_name_locale: '', event_name: '' }))).body).toMatchObject(
        { description: 'field_required', field: 'event_name_locale' },
      );
      expect(await count('cafe_event')).toBe(before);
    });

    it('§2.11: a future event is READY and shows its QR; an ended one is CLOSED and shows none; an edit cannot stretch it past 31 days', async () => {
      const owner = await signIn(app, 'cafe');
      const now = Date.now();
      const ready = await write(owner, event(now + 2 * DAY, now + 5 * DAY, { event_name: 'Next week' }));
      expect(ready.status).toBe(200);
      const r = (await detail(owner, ready.body.result.event_seq)).body.result;
      expect(r).toMatchObject({ event_status: 'READY', event_term: 3 });
      expect(r.event_signup_qr).toBe(r.event_uuid);
      const over = await write(owner, event(now - 10 * DAY, now - 9 * DAY, { event_name: 'Last month' }));
      const o = (await detail(owner, over.body.result.event_seq)).body.result;
      expect(o).toMatchObject({ event_status: 'CLOSED', event_signup_qr: null });
      const stretched = await http()
        .post(cafeEvent.api.edit)
        .set('cookie', owner)
        .send(
          scoped({
            mode: 'edit',
            keys: { event_seq: over.body.result.event_seq },
            edit_at: o.edit_at,
            UPList: { event_end: iso(now + 40 * DAY) },
          }),
        );
      expect(stretched.body).toMatchObject({ description: 'event_period', field: 'event_end' });
      const ordered = await list(owner, { orderType: 'start_desc' });
      expect(ordered.body.result.map((x: Row) => x.event_status)).toEqual(['READY', 'OPEN', 'CLOSED']);
    });

    it("§6: events are for managers — a barista is refused; another cafe's event is not found", async () => {
      const barista = await signIn(app, 'cafe.barista');
      expect((await list(barista)).status).toBe(403);
      const tester = await signIn(app, 'tester');
      const created = await http()
        .post('/api/cafe/create')
        .set('cookie', tester)
        .send({
          mode: 'write',
          UPList: { cafe_type: 'PRV', cafe_country: 'KOR', cafe_name: 'Tester Cafe', cafe_name_locale: '테스터 카페' },
        });
      expect(created.status).toBe(200);
      const own = Number(created.body.result.cafe_seq);
      const seq = (await list(await signIn(app, 'cafe'))).body.result[0].event_seq;
      expect((await http().get(`${cafeEvent.api.detail}/${seq}?cafe_seq=${own}`).set('cookie', tester)).status).toBe(
        404,
      );
      expect(
        (await http().post(cafeEvent.api.list!).set('cookie', tester).send({ cafe_seq: own })).body.result,
      ).toEqual([]);
    });

    it('§2.4, §5: a signed-in user reads the event and applies; the agreement and the nick are checked as in the form; nothing is written on refusal', async () => {
      const user = await signIn(app, 'user');
      const read = await readEvent(user, openUuid);
      expect(read.status).toBe(200);
      expect(read.body.result).toMatchObject({
        cafe_name: 'Demo Cafe',
        event_name_locale: '바리스타 모집',
        event_status: 'OPEN',
        member_auth: null,
        application_state: null,
        user_nick: 'Coffee Lover',
      });
      const members = await count('cafe_user');
      expect(
        (await apply(user, { event_uuid: openUuid, user_nick: 'Weekend help', save_check: 0 })).body,
      ).toMatchObject({ description: 'save_check_ok', field: 'save_check' });
      expect((await apply(user, { event_uuid: openUuid, user_nick: 'Weekend help' })).body).toMatchObject({
        description: 'save_check_ok',
      });
      // 3–100 bytes: two Hangul syllables are 6 bytes and pass; two Latin letters do not.
      expect((await apply(user, { event_uuid: openUuid, user_nick: 'ab', save_check: 1 })).body).toMatchObject({
        description: 'field_minLength',
        field: 'user_nick',
      });
      expect(
        (await apply(user, { event_uuid: openUuid, user_nick: 'x'.repeat(101), save_check: 1 })).body,
      ).toMatchObject({ description: 'field_maxLength', field: 'user_nick' });
      expect(
        (await apply(user, { event_uuid: openUuid, user_nick: 'Weekend help', save_check: 1, user_auth: 'OWN' })).body,
      ).toMatchObject({ description: 'bad_request', field: 'user_auth' });
      expect(await count('cafe_user')).toBe(members);
      const ok = await apply(user, {
        event_uuid: openUuid,
        user_nick: '주말',
        user_desc: 'Saturdays and Sundays',
        save_check: 1,
      });
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({ description: 'signup_ok', result: { cafe_seq: cafe, user_auth: 'WTSGNP' } });
      expect(await membership('user')).toEqual({
        user_auth: 'WTSGNP',
        user_status: 'WAIT',
        cafe_user_nick: '주말',
        cafe_user_desc: 'Saturdays and Sundays',
      });
      // The application waits in the cafe's sign-up list, and grants no rights yet.
      const owner = await signIn(app, 'cafe');
      const signups = await http()
        .post(STAFF_PAGES.cafeUserSignUp.api.list!)
        .set('cookie', owner)
        .send(scoped({ list_count: 50 }));
      expect(signups.body.result.map((x: Row) => x.cafe_user_nick)).toContain('주말');
      expect(
        (
          await http()
            .post('/api/userAuth/select')
            .set('cookie', user)
            .send({ auth: ['cafe'] })
        ).body.result.cafe_auth,
      ).toEqual([]);
      // Applying again changes the words, not the place in the list.
      expect((await apply(user, { event_uuid: openUuid, user_nick: 'Weekend barista', save_check: 1 })).status).toBe(
        200,
      );
      expect(await membership('user')).toMatchObject({ user_auth: 'WTSGNP', cafe_user_nick: 'Weekend barista' });
      expect((await readEvent(user, openUuid)).body.result).toMatchObject({
        member_auth: 'WTSGNP',
        application_state: 'waiting',
        user_nick: 'Weekend barista',
      });
    });

    it('§4: a member cannot apply; someone turned down asks to rejoin (RJN, in the etc list)', async () => {
      const barista = await signIn(app, 'cafe.barista');
      const member = await apply(barista, { event_uuid: openUuid, user_nick: 'Again', save_check: 1 });
      expect(member.status).toBe(409);
      expect(member.body.description).toBe('signup_member');
      await db.query('UPDATE cafe_user SET user_auth = ?, user_status = ? WHERE cafe_seq = ? AND user_seq = ?', [
        'RJCT',
        'OUT',
        cafe,
        await seqOf('user'),
      ]);
      const user = await signIn(app, 'user');
      expect(
        (await apply(user, { event_uuid: openUuid, user_nick: 'Please reconsider', save_check: 1 })).body.result,
      ).toMatchObject({ user_auth: 'RJN' });
      expect(await membership('user')).toMatchObject({ user_auth: 'RJN', user_status: 'OUT' });
    });

    it('§2.11, §7: a closed or not-yet-open event takes no application; an unknown or non-sign-up uuid is not found; guests must sign in', async () => {
      const owner = await signIn(app, 'cafe');
      const now = Date.now();
      const uuidOf = async (seq: unknown) => String((await detail(owner, seq)).body.result.event_uuid);
      const soon = await uuidOf((await write(owner, event(now + DAY, now + 2 * DAY))).body.result.event_seq);
      const cupping = await uuidOf(
        (await write(owner, event(now - DAY, now + DAY, { event_type: 'CUPP' }))).body.result.event_seq,
      );
      const tester = await signIn(app, 'tester');
      const members = await count('cafe_user');
      const early = await apply(tester, { event_uuid: soon, user_nick: 'Early bird', save_check: 1 });
      expect(early.status).toBe(403);
      expect(early.body.description).toBe('event_closed');
      expect((await readEvent(tester, soon)).body.result.event_status).toBe('READY');
      expect((await apply(tester, { event_uuid: cupping, user_nick: 'Cupper', save_check: 1 })).status).toBe(404);
      expect((await readEvent(tester, '00000000-0000-4000-8000-000000000000')).status).toBe(404);
      expect((await readEvent(tester, 'not-a-uuid')).status).toBe(404);
      expect((await http().post(signUp.detail).send({ event_uuid: openUuid })).status).toBe(401);
      expect(
        (
          await http()
            .post(signUp.edit)
            .send({ mode: 'write', UPList: { event_uuid: openUuid, user_nick: 'Guest', save_check: 1 } })
        ).status,
      ).toBe(401);
      expect(await count('cafe_user')).toBe(members);
    });

    it('§2.3: the roastery has the same — its own event, and a sign-up into its staff applications', async () => {
      const owner = await signIn(app, 'roaster');
      const roaster = Number(
        ((await db.query(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Demo Roasters'`)) as Row[])[0]
          .roaster_seq,
      );
      const events = await http()
        .post(EVENT_PAGES.roaster.api.list!)
        .set('cookie', owner)
        .send({ roaster_seq: roaster, searchType: 'SGNP' });
      expect(events.body.result).toEqual([
        expect.objectContaining({ event_status: 'OPEN', event_name_locale: '로스터 모집' }),
      ]);
      const uuid = (
        await http()
          .get(`${EVENT_PAGES.roaster.api.detail}/${events.body.result[0].event_seq}?roaster_seq=${roaster}`)
          .set('cookie', owner)
      ).body.result.event_uuid;
      const user = await signIn(app, 'user');
      // A cafe's sign-up call does not open a roastery's event.
      expect((await readEvent(user, uuid)).status).toBe(404);
      const res = await http()
        .post(SIGNUP_PAGES.roaster.api.edit)
        .set('cookie', user)
        .send({ mode: 'write', UPList: { event_uuid: uuid, user_nick: 'Apprentice', save_check: 1 } });
      expect(res.status).toBe(200);
      const rows = (await db.query(
        'SELECT user_auth, roaster_user_nick FROM roaster_user WHERE roaster_seq = ? AND user_seq = ?',
        [roaster, await seqOf('user')],
      )) as Row[];
      expect(rows).toEqual([{ user_auth: 'WTSGNP', roaster_user_nick: 'Apprentice' }]);
    });
  },
);
