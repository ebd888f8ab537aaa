import { databases, signIn } from '../../testing/test-app';
import { cafeEvent, DAY, eventFixture, type EventState, iso } from './event.fixture';

type Row = Record<string, unknown>;

// Spec 002 §2.2 CafeEvent, §2.11 (status, QR), §3 "Event", §4 "Event", §5 (event rules), §6: a cafe's
// events as its managers keep them. Signing up by an event's QR: event-signup.api.spec.ts.
describe.each(databases())(
  'events and signing up by an event QR on %s (002 §2.2–§2.5, §4, §5, §7)',
  (_name, database) => {
    const fixture = eventFixture(database);
    const { http, scoped, list, detail, write, event, count } = fixture;
    let app: EventState['app'];
    beforeAll(() => {
      ({ app } = fixture.state);
    });

    it('§2.11: the demo sign-up event is listed as running, and its detail carries the QR target and the term', async () => {
      const owner = await signIn(app, 'cafe');
      const res = await list(owner);
      expect(res.status).toBe(200);
      expect(res.body.result).toEqual([
        expect.objectContaining({ event_name_locale: '바리스타 모집', event_type: 'SGNP', event_status: 'OPEN' }),
      ]);
      const one = await detail(owner, res.body.result[0].event_seq);
      expect(one.status).toBe(200);
      const openUuid = String(one.body.result.event_uuid);
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
  },
);
