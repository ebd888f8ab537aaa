import { USER_PAGES } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { userPagesFixture, type UserPagesState } from './user-pages.fixture';

type Row = Record<string, unknown>;

// A user's brewing results (002 §2.6): the days counted from the roast date, whose recipe a brew may
// name, the dates that are fixed or refused. The user's other pages: user-pages.api.spec.ts.
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

    it('§2.6 a brew with the user’s recipe counts the days from the roast date; someone else’s recipe is refused (400 field_not_found)', async () => {
      const recipe = await post(paid, USER_PAGES.userBrewingDefault.api.edit, {
        mode: 'write',
        UPList: {
          brewing_type: 'ESP',
          brewing_name: 'Weekend espresso',
          brewing_name_locale: '주말 에스프레소',
          brewing_public: false,
          brewing_use: true,
          brewing_bean_mass: 180,
        },
      });
      expect(recipe.status).toBe(200);
      const copied = await post(paid, '/api/user/brewing/default/copy', {
        brewing_seq: recipe.body.result.brewing_seq,
      });
      expect(copied.body.result).toMatchObject({ brewing_bean_mass: 180 });
      const [demoRecipe] = (await db.query(
        `SELECT brewing_seq FROM user_brewing_default WHERE brewing_name = 'Morning pour-over'`,
      )) as Row[];
      expect((await post(paid, '/api/user/brewing/default/copy', { brewing_seq: demoRecipe.brewing_seq })).status).toBe(
        404,
      );
      // No key at all is a 400, on MariaDB too (it was a 500 there: NaN bound; found by the authorization matrix).
      for (const brewing_seq of [undefined, 'abc', -1])
        expect((await post(paid, '/api/user/brewing/default/copy', { brewing_seq })).status).toBe(400);
      const before = await count('user_brewing_result');
      const stolen = await write(paid, 'userBrewingResult', {
        brewing_result_date: '2026-11-20',
        brewing_seq: demoRecipe.brewing_seq,
        brewing_satis: 7,
        brewing_public: false,
        brewing_result_main: false,
      });
      expect([stolen.status, stolen.body.description, stolen.body.field]).toEqual([
        400,
        'field_not_found',
        'brewing_seq',
      ]);
      expect(await count('user_brewing_result')).toBe(before);
      const brewed = await write(paid, 'userBrewingResult', {
        brewing_result_date: '2026-11-20',
        brewing_seq: recipe.body.result.brewing_seq,
        coffeebean_name: 'Colombia Huila',
        blending_result_date: '2026-11-06',
        brewing_satis: 7,
        brewing_public: false,
        brewing_result_main: false,
        brewing_bean_mass: 180,
      });
      expect(brewed.status).toBe(200);
      const seq = brewed.body.result.brewing_result_seq;
      const shown = await detail(paid, 'userBrewingResult', seq);
      expect(shown.body.result).toMatchObject({ brewing_date_term: 14, coffeebean_name: 'Colombia Huila' });
      // The roast date corrected: the server counts again.
      const edited = await post(paid, USER_PAGES.userBrewingResult.api.edit, {
        mode: 'edit',
        keys: { brewing_result_seq: seq },
        edit_at: shown.body.result.edit_at,
        UPList: { blending_result_date: '2026-11-13' },
      });
      expect(edited.status).toBe(200);
      const again = await detail(paid, 'userBrewingResult', seq);
      expect(again.body.result.brewing_date_term).toBe(7);
      // 002 §2.6 list search: by the brewing date (search1) and the blending date (search2).
      const listed = async (body: Row) =>
        (
          (await post(paid, USER_PAGES.userBrewingResult.api.list!, { list_count: 50, ...body })).body.result as Row[]
        ).map((r) => r.brewing_result_seq);
      expect(await listed({ search1: '2026-11-20' })).toContain(seq);
      expect(await listed({ search1: '2026-11-21' })).not.toContain(seq);
      expect(await listed({ search2: '2026-11-13' })).toContain(seq);
      expect(await listed({ search2: '2026-11-06' })).not.toContain(seq);
      // A roast date after the brew is a slip, not "-14 days since roasting" (drinker review): refused, nothing changed.
      const late = await post(paid, USER_PAGES.userBrewingResult.api.edit, {
        mode: 'edit',
        keys: { brewing_result_seq: seq },
        edit_at: again.body.result.edit_at,
        UPList: { blending_result_date: '2026-12-04' },
      });
      expect([late.status, late.body.description, late.body.field, late.body.params]).toEqual([
        400,
        'date_before_blending',
        'brewing_result_date',
        { date: '2026-12-04' },
      ]);
      expect((await detail(paid, 'userBrewingResult', seq)).body.result.brewing_date_term).toBe(7);
      const lateNote = await write(paid, 'userCupnote', {
        cupnote_name_locale: '늦은 노트',
        cupnote_place: 'HOME',
        cupnote_date: '2026-11-20',
        cupnote_satis: 8,
        blending_info_use: true,
        blending_result_date: '2026-11-25',
      });
      expect([lateNote.status, lateNote.body.description, lateNote.body.field]).toEqual([
        400,
        'date_before_blending',
        'cupnote_date',
      ]);
    });

    it('§2.6 the brewing date is fixed once saved', async () => {
      const [row] = (await db.query(
        `SELECT brewing_result_seq FROM user_brewing_result WHERE coffeebean_name = 'Colombia Huila'`,
      )) as Row[];
      const shown = await detail(paid, 'userBrewingResult', row.brewing_result_seq);
      const moved = await post(paid, USER_PAGES.userBrewingResult.api.edit, {
        mode: 'edit',
        keys: { brewing_result_seq: row.brewing_result_seq },
        edit_at: shown.body.result.edit_at,
        UPList: { brewing_result_date: '2026-11-21' },
      });
      expect(moved.status).toBe(403);
    });
  },
);
