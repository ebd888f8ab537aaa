import { USER_PAGES } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { userPagesFixture, type UserPagesState } from './user-pages.fixture';

type Row = Record<string, unknown>;

// A user's own equipment, recipes and brewing results through the generic handlers (002 §2.4, §2.6,
// §2.7, §6): the demo seed, whose records a caller sees and who owns a new one, bad input, the days a
// brew counts from the roast. Coffee notes: user-cupnote.api.spec.ts and user-cupnote-serial.api.spec.ts.
describe.each(databases())(
  'the user area on %s: own equipment, recipes, brewing results and coffee notes (spec 002 §2.4–§2.9, §6)',
  (_name, database) => {
    const fixture = userPagesFixture(database);
    const { http, post, write, detail, count } = fixture;
    let db: UserPagesState['db'];
    let user: string;
    let paid: string;
    beforeAll(() => {
      ({ db, user, paid } = fixture.state);
    });

    it('demo seed: "user" lists their grinder and dripper, their pour-over recipe and one brew ten days after roasting', async () => {
      const equip = await post(user, USER_PAGES.userEquip.api.list!, { list_count: 10 });
      expect(equip.status).toBe(200);
      expect(equip.body.result.map((r: Row) => r.equip_type).sort()).toEqual(['DRP', 'GRND']);
      const brews = await post(user, USER_PAGES.userBrewingResult.api.list!, { list_count: 10 });
      expect(brews.body.result).toEqual([
        expect.objectContaining({
          coffeebean_name: 'Ethiopia Guji natural',
          brewing_date_term: 10,
          brewing_result_main: true,
        }),
      ]);
      const recipes = await post(user, '/api/user/brewing/default/code');
      expect(recipes.body.result).toEqual([
        expect.objectContaining({ brewing_name: 'Morning pour-over', brewing_type: 'DRP' }),
      ]);
    });

    it('§6: each signed-in user sees only their own records; a guest gets 401', async () => {
      const theirs = await post(paid, USER_PAGES.userEquip.api.list!, { list_count: 10 });
      expect(theirs.status).toBe(200);
      expect(theirs.body.result).toEqual([]);
      expect(theirs.body.write_check).toBe(1);
      const guest = await http().post(USER_PAGES.userEquip.api.list!).send({});
      expect(guest.status).toBe(401);
      expect(guest.body.description).toBe('noauth_text');
    });

    it("another user's record is a 404 to read, edit or remove, and stays as it was", async () => {
      const [mine] = (await db.query(
        `SELECT user_equip_seq, edit_at FROM user_equip ORDER BY user_equip_seq`,
      )) as Row[];
      const read = await detail(paid, 'userEquip', mine.user_equip_seq);
      expect(read.status).toBe(404);
      const own = await detail(user, 'userEquip', mine.user_equip_seq);
      expect(own.status).toBe(200);
      const edit = await post(paid, USER_PAGES.userEquip.api.edit, {
        mode: 'edit',
        keys: { user_equip_seq: mine.user_equip_seq },
        edit_at: own.body.result.edit_at,
        UPList: { equip_name: 'Taken over' },
      });
      expect(edit.status).toBe(404);
      const remove = await post(paid, USER_PAGES.userEquip.api.remove!, {
        keys: { user_equip_seq: mine.user_equip_seq },
        edit_at: own.body.result.edit_at,
      });
      expect(remove.status).toBe(404);
      const after = await detail(user, 'userEquip', mine.user_equip_seq);
      expect(after.body.result.equip_name).toBe(own.body.result.equip_name);
    });

    it('a new record belongs to its author: the owner column is not a field a caller can send, the server sets it', async () => {
      const before = await count('user_equip');
      const forged = await write(paid, 'userEquip', {
        equip_type: 'GRND',
        equip_name: 'Burr grinder',
        equip_name_locale: '버 그라인더',
        equip_use: true,
        user_seq: 1,
      });
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject({ description: 'bad_request', field: 'user_seq' });
      expect(await count('user_equip')).toBe(before);
      const saved = await write(paid, 'userEquip', {
        equip_type: 'GRND',
        equip_name: 'Burr grinder',
        equip_name_locale: '버 그라인더',
        equip_use: true,
      });
      expect(saved.status).toBe(200);
      const listed = await post(paid, USER_PAGES.userEquip.api.list!, { list_count: 10 });
      expect(listed.body.result.map((r: Row) => r.equip_name)).toEqual(['Burr grinder']);
    });

    it('§5 bad input changes nothing: equipment names 3–300 bytes, a recipe name in the current language', async () => {
      const before = await count('user_equip');
      const short = await write(paid, 'userEquip', {
        equip_type: 'GRND',
        equip_name: 'ab',
        equip_name_locale: '버 그라인더',
        equip_use: true,
      });
      expect(short.status).toBe(400);
      expect(short.body.description).toBe('field_minLength');
      expect(await count('user_equip')).toBe(before);
      const nameless = await post(paid, USER_PAGES.userBrewingDefault.api.edit, {
        mode: 'write',
        UPList: { brewing_type: 'DRP', brewing_public: false, brewing_use: true },
      }).set('accept-language', 'en');
      expect(nameless.status).toBe(400);
      expect(nameless.body.description).toBe('field_required');
      // 000 §9: a scaled value is a whole number of its stored unit (0.1 g, 0.01 °C); 1.5 there was stored (attacker review).
      const recipes = await count('user_brewing_default');
      for (const [field, value] of [
        ['brewing_bean_mass', 1.5],
        ['brewing_water_temp', 9200.5],
        ['brewing_grinder_point', 0.25],
      ] as const) {
        const fraction = await post(paid, USER_PAGES.userBrewingDefault.api.edit, {
          mode: 'write',
          UPList: {
            brewing_type: 'DRP',
            brewing_name: 'Fraction',
            brewing_name_locale: '분수',
            brewing_public: false,
            brewing_use: true,
            [field]: value,
          },
        });
        expect({ field, status: fraction.status, key: fraction.body.description, named: fraction.body.field }).toEqual({
          field,
          status: 400,
          key: 'field_integer',
          named: field,
        });
      }
      expect(await count('user_brewing_default')).toBe(recipes);
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
