import { USER_PAGES } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { userPagesFixture, type UserPagesState } from './user-pages.fixture';

type Row = Record<string, unknown>;

// A coffee note's own checks (002 §2.9; 001 §5): the brewing steps and the masses the server counts,
// the name in the page's language, a satisfaction given. Notes by a serial: user-cupnote-serial.api.spec.ts.
describe.each(databases())(
  'the user area on %s: own equipment, recipes, brewing results and coffee notes (spec 002 §2.4–§2.9, §6)',
  (_name, database) => {
    const fixture = userPagesFixture(database);
    const { post, write, detail, count } = fixture;
    let db: UserPagesState['db'];
    let paid: string;
    beforeAll(() => {
      ({ db, paid } = fixture.state);
    });

    describe('coffee notes (002 §2.9, §4 serial check)', () => {
      it('§2.9 step detail: the steps are stored, the masses calculated by the server (001 §5); a step out of bounds writes nothing', async () => {
        const before = await count('user_cupnote');
        const base = {
          cupnote_name_locale: '단계 기록',
          cupnote_place: 'HOME',
          cupnote_date: '2026-11-20',
          cupnote_satis: 8,
          brewing_result_use: true,
          brewing_bean_mass: 150,
          brewing_step_use: true,
          brewing_start_time: '2026-11-20 08:00:00',
          brewing_step1_term: 0,
          brewing_step1_mass: 400,
          brewing_step2_term: 45,
          brewing_step2_mass: 1000,
          brewing_end_term: 150,
          brewing_end_mass: 2100,
        };
        const negative = await post(paid, USER_PAGES.userCupnote.api.edit, {
          mode: 'write',
          UPList: { ...base, brewing_step2_mass: -10 },
        });
        expect([negative.status, negative.body.description, negative.body.field]).toEqual([
          400,
          'field_minValue',
          'brewing_step2_mass',
        ]);
        const endless = await post(paid, USER_PAGES.userCupnote.api.edit, {
          mode: 'write',
          UPList: { ...base, brewing_end_term: 86401 },
        });
        expect([endless.status, endless.body.description, endless.body.field]).toEqual([
          400,
          'field_maxValue',
          'brewing_end_term',
        ]);
        expect(await count('user_cupnote')).toBe(before);
        // A caller's own totals are refused: the server counts them from the steps.
        const forged = await post(paid, USER_PAGES.userCupnote.api.edit, {
          mode: 'write',
          UPList: { ...base, brewing_result_total: 1, brewing_result_calc: 1 },
        });
        expect([forged.status, forged.body.field]).toEqual([403, 'brewing_result_total']);
        const ok = await post(paid, USER_PAGES.userCupnote.api.edit, { mode: 'write', UPList: base });
        expect(ok.status).toBe(200);
        const shown = await detail(paid, 'userCupnote', ok.body.result.cupnote_seq);
        // total = 15 + 210 g; calc = floor((210 − 40 − 100) × 10) / 10 = 70 g (stored ×10).
        expect(shown.body.result).toMatchObject({
          brewing_step_use: true,
          brewing_step2_term: 45,
          brewing_step2_mass: 1000,
          brewing_end_mass: 2100,
          brewing_result_total: 2250,
          brewing_result_calc: 700,
        });
        expect(String(shown.body.result.brewing_start_time)).toMatch(/^2026-11-20[ T]08:00:00/);
      });

      it("the note's name is required in the page's language only (002 §2.9; 001 §5 names)", async () => {
        const before = await count('user_cupnote');
        const base = { cupnote_place: 'HOME', cupnote_date: '2026-11-20', cupnote_satis: 8 };
        const write = (UPList: Row, locale: 'kr' | 'en') =>
          post(paid, USER_PAGES.userCupnote.api.edit, { mode: 'write', UPList }).set('x-locale', locale);
        // An English name alone on a Korean page, a Korean one alone on an English page: refused, nothing stored.
        const krOnlyEnglish = await write({ ...base, cupnote_name: 'Morning cup' }, 'kr');
        expect([krOnlyEnglish.status, krOnlyEnglish.body.description, krOnlyEnglish.body.field]).toEqual([
          400,
          'field_required',
          'cupnote_name_locale',
        ]);
        const enOnlyKorean = await write({ ...base, cupnote_name_locale: '아침 한 잔' }, 'en');
        expect([enOnlyKorean.status, enOnlyKorean.body.description, enOnlyKorean.body.field]).toEqual([
          400,
          'field_required',
          'cupnote_name',
        ]);
        expect(await count('user_cupnote')).toBe(before);
        // The page's own language's name alone is enough.
        expect((await write({ ...base, cupnote_name_locale: '아침 한 잔' }, 'kr')).status).toBe(200);
        expect((await write({ ...base, cupnote_name: 'Morning cup' }, 'en')).status).toBe(200);
        expect(await count('user_cupnote')).toBe(before + 2);
      });

      it('a note or a brew without its satisfaction is refused, not saved as a perfect 10 (scores start unset)', async () => {
        const before = [await count('user_cupnote'), await count('user_brewing_result')];
        const note = await write(paid, 'userCupnote', {
          cupnote_name_locale: '점수 없는 노트',
          cupnote_place: 'HOME',
          cupnote_date: '2026-11-20',
        });
        expect([note.status, note.body.description, note.body.field]).toEqual([400, 'field_required', 'cupnote_satis']);
        const brew = await write(paid, 'userBrewingResult', {
          brewing_result_date: '2026-11-20',
          brewing_public: false,
          brewing_result_main: false,
        });
        expect([brew.status, brew.body.description, brew.body.field]).toEqual([400, 'field_required', 'brewing_satis']);
        expect([await count('user_cupnote'), await count('user_brewing_result')]).toEqual(before);
        // Zero is a score given, and the six points stay empty when none is given.
        const zero = await write(paid, 'userCupnote', {
          cupnote_name_locale: '영점 노트',
          cupnote_place: 'HOME',
          cupnote_date: '2026-11-20',
          cupnote_satis: 0,
        });
        expect(zero.status).toBe(200);
        const rows = (await db.query(
          "SELECT cupnote_satis, cupnote_body_point FROM user_cupnote WHERE cupnote_name_locale = '영점 노트'",
        )) as Row[];
        expect(rows.map((r) => [Number(r.cupnote_satis), r.cupnote_body_point])).toEqual([[0, null]]);
      });
    });
  },
);
