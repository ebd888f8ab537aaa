import { USER_PAGES } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { userPagesFixture, type UserPagesState } from './user-pages.fixture';

// Coffee notes by a product serial (002 §2.9, §4 serial check): what the check tells of a lot, as far as
// its blend's public stage shows, and what a note saved with a serial stores. The note's own checks:
// user-cupnote.api.spec.ts.
describe.each(databases())(
  'the user area on %s: own equipment, recipes, brewing results and coffee notes (spec 002 §2.4–§2.9, §6)',
  (_name, database) => {
    const fixture = userPagesFixture(database);
    const { http, post, detail, count, lotSerial } = fixture;
    let db: UserPagesState['db'];
    let user: string;
    let paid: string;
    beforeAll(() => {
      ({ db, user, paid } = fixture.state);
    });

    describe('coffee notes (002 §2.9, §4 serial check)', () => {
      it('demo seed: "user" has a note of the House Blend lot, by its serial', async () => {
        const notes = await post(user, USER_PAGES.userCupnote.api.list!, { list_count: 10 });
        expect(notes.status).toBe(200);
        expect(notes.body.result).toEqual([
          expect.objectContaining({ cupnote_satis: 9, cupnote_name: expect.stringContaining('House') }),
        ]);
      });

      it('the check turns a lot serial into the note’s names, roastery and origins, as far as the blend’s public stage shows', async () => {
        const serial = await lotSerial();
        /** The public stage the lot's blend shows signed-in readers (001 §9). */
        const customerStage = (stage: string) =>
          db.query(
            `UPDATE blending_default SET public_stage_customer = ? WHERE blending_seq = (SELECT blending_seq FROM blending_result WHERE blending_result_uuid_str = ?)`,
            [stage, serial],
          );
        const check = () =>
          post(paid, '/api/user/beaninfo/check', { cupnote_serial_type: 'RSTRDT', cupnote_serial: serial });
        // The spec's default for signed-in readers (001 §9); the demo seed shows DTL.
        await customerStage('NRML');
        const res = await check();
        expect(res.status).toBe(200);
        // The shop's name in the reader's language (drinker review: a Korean note took the English one).
        expect(res.body.result).toMatchObject({
          cupnote_serial_type: 'RSTRDT',
          cupnote_serial: serial,
          cupnote_name: expect.stringContaining('House'),
          store_name: '데모 로스터스',
          blending_info_use: true,
        });
        const english = await check().set('x-locale', 'en');
        expect(english.body.result.store_name).toBe('Demo Roasters');
        // The demo blend shows signed-in readers NRML (001 §9 default): origins, but no dates or losses.
        expect(res.body.result.cupnote_country_list.length).toBeGreaterThan(0);
        expect(res.body.result).toMatchObject({ blending_result_date: null, blending_loss: null });
        // With the stage at DTL the roast date and loss come too.
        await customerStage('DTL');
        const detailed = await check();
        expect(detailed.body.result.blending_result_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(detailed.body.result.blending_loss).not.toBeNull();
        await customerStage('NRML');
        // The same through 002 §7's own call for a lot.
        const spec = await post(paid, '/api/user/beaninfo/detail', { check_usernote: 1, blending_result_uuid: serial });
        expect(spec.body.result).toEqual(res.body.result);
      });

      it('a wrong type or an unknown serial is refused, naming the field; a guest gets 401', async () => {
        const serial = await lotSerial();
        const type = await post(paid, '/api/user/beaninfo/check', {
          cupnote_serial_type: 'NOPE',
          cupnote_serial: serial,
        });
        expect(type.status).toBe(400);
        expect(type.body).toMatchObject({ description: 'bad_request', field: 'cupnote_serial_type' });
        // A real lot serial read as a blend's is not a blend.
        const unknown = await post(paid, '/api/user/beaninfo/check', {
          cupnote_serial_type: 'RSTRDF',
          cupnote_serial: serial,
        });
        expect(unknown.status).toBe(404);
        expect(unknown.body).toMatchObject({ description: 'serial_not_found', field: 'cupnote_serial' });
        expect(
          (
            await http()
              .post('/api/user/beaninfo/check')
              .send({ cupnote_serial_type: 'RSTRDT', cupnote_serial: serial })
          ).status,
        ).toBe(401);
      });

      it('a note saved with a serial that names nothing writes nothing; with a good one it is saved and its days counted', async () => {
        const before = await count('user_cupnote');
        const base = {
          cupnote_name_locale: '아침 한 잔',
          cupnote_place: 'HOME',
          cupnote_date: '2026-11-20',
          cupnote_satis: 8,
        };
        const bad = await post(paid, USER_PAGES.userCupnote.api.edit, {
          mode: 'write',
          UPList: { ...base, cupnote_serial_type: 'RSTRDT', cupnote_serial: '00000000-0000-4000-8000-000000000000' },
        });
        expect(bad.status).toBe(404);
        const untyped = await post(paid, USER_PAGES.userCupnote.api.edit, {
          mode: 'write',
          UPList: { ...base, cupnote_serial: await lotSerial() },
        });
        expect(untyped.status).toBe(400);
        expect(untyped.body).toMatchObject({ description: 'field_required', field: 'cupnote_serial_type' });
        const placeless = await post(paid, USER_PAGES.userCupnote.api.edit, {
          mode: 'write',
          UPList: { ...base, cupnote_place: '' },
        });
        expect(placeless.status).toBe(400);
        expect(await count('user_cupnote')).toBe(before);
        const ok = await post(paid, USER_PAGES.userCupnote.api.edit, {
          mode: 'write',
          UPList: {
            ...base,
            cupnote_serial_type: 'RSTRDT',
            cupnote_serial: await lotSerial(),
            blending_info_use: true,
            blending_result_date: '2026-11-10',
            cupnote_acidity_point: 7,
          },
        });
        expect(ok.status).toBe(200);
        const shown = await detail(paid, 'userCupnote', ok.body.result.cupnote_seq);
        expect(shown.body.result).toMatchObject({
          brewing_date_term: 10,
          cupnote_acidity_point: 7,
          cupnote_place: 'HOME',
        });
        // Not the demo user's to read.
        expect((await detail(user, 'userCupnote', ok.body.result.cupnote_seq)).status).toBe(404);
      });

      it('a serial is stored as checked (trimmed), so the bean page counts the note; a switch sent as null is stored off (attacker review)', async () => {
        const serial = await lotSerial();
        const count = async () =>
          Number((await http().get(`/api/public/beannote/beandetail/${serial}`)).body.result.notes_count ?? 0);
        const before = await count();
        const ok = await post(paid, USER_PAGES.userCupnote.api.edit, {
          mode: 'write',
          UPList: {
            cupnote_name_locale: '공백 시리얼',
            cupnote_place: 'HOME',
            cupnote_date: '2026-11-20',
            cupnote_satis: 8,
            cupnote_serial: ` ${serial}\n`,
            cupnote_serial_type: 'RSTRDT',
            cupnote_main: null,
          },
        });
        expect(ok.status).toBe(200);
        const shown = await detail(paid, 'userCupnote', ok.body.result.cupnote_seq);
        expect(shown.body.result).toMatchObject({ cupnote_serial: serial, cupnote_main: false });
        expect(await count()).toBe(before + 1);
      });
    });
  },
);
