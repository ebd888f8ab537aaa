import { EVENT_PAGES, SIGNUP_PAGES, STAFF_PAGES } from '@beantrail/contracts';
import { databases, signIn } from '../../testing/test-app';
import { DAY, eventFixture, type EventState, signUp } from './event.fixture';

type Row = Record<string, unknown>;

// Spec 002 §2.3 RoasterEvent, §2.4 CafeSignUp/RoasterSignUp, §3 "Sign-up forms", §4, §5 (sign-up rules),
// §7 (the calls): signing up by an event's QR. The events themselves: event.api.spec.ts.
describe.each(databases())(
  'events and signing up by an event QR on %s (002 §2.2–§2.5, §4, §5, §7)',
  (_name, database) => {
    const fixture = eventFixture(database);
    const { http, scoped, detail, write, event, apply, readEvent, seqOf, membership, count } = fixture;
    let app: EventState['app'];
    let db: EventState['db'];
    let cafe: number;
    /** The demo cafe's running sign-up event, whose QR these tests follow. */
    let openUuid: string;
    beforeAll(async () => {
      ({ app, db, cafe } = fixture.state);
      openUuid = await fixture.openEventUuid();
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
