import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { USER_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

describe.each(databases())(
  'the user area on %s: own equipment, recipes, brewing results and coffee notes (spec 002 §2.4–§2.9, §6)',
  (_name, database) => {
    let app: NestFastifyApplication;
    let db: DataSource;
    let user: string;
    let paid: string;
    const http = () => request(app.getHttpServer());
    const post = (cookie: string, path: string, body: Row = {}) => http().post(path).set('cookie', cookie).send(body);
    const write = (cookie: string, page: keyof typeof USER_PAGES, UPList: Row) =>
      post(cookie, USER_PAGES[page].api.edit, { mode: 'write', UPList });
    const count = async (table: string) =>
      Number(((await db.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Row[])[0].n);

    beforeAll(async () => {
      app = await startApp(await database());
      db = app.get(DataSource);
      [user, paid] = [await signIn(app, 'user'), await signIn(app, 'paid')];
    });
    afterAll(async () => {
      await app.close();
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
      const read = await http().get(`${USER_PAGES.userEquip.api.detail!}/${mine.user_equip_seq}`).set('cookie', paid);
      expect(read.status).toBe(404);
      const own = await http().get(`${USER_PAGES.userEquip.api.detail!}/${mine.user_equip_seq}`).set('cookie', user);
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
      const after = await http().get(`${USER_PAGES.userEquip.api.detail!}/${mine.user_equip_seq}`).set('cookie', user);
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
      const shown = await http().get(`${USER_PAGES.userBrewingResult.api.detail!}/${seq}`).set('cookie', paid);
      expect(shown.body.result).toMatchObject({ brewing_date_term: 14, coffeebean_name: 'Colombia Huila' });
      // The roast date corrected: the server counts again.
      const edited = await post(paid, USER_PAGES.userBrewingResult.api.edit, {
        mode: 'edit',
        keys: { brewing_result_seq: seq },
        edit_at: shown.body.result.edit_at,
        UPList: { blending_result_date: '2026-11-13' },
      });
      expect(edited.status).toBe(200);
      const again = await http().get(`${USER_PAGES.userBrewingResult.api.detail!}/${seq}`).set('cookie', paid);
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
      expect(
        (await http().get(`${USER_PAGES.userBrewingResult.api.detail!}/${seq}`).set('cookie', paid)).body.result
          .brewing_date_term,
      ).toBe(7);
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
      const shown = await http()
        .get(`${USER_PAGES.userBrewingResult.api.detail!}/${row.brewing_result_seq}`)
        .set('cookie', paid);
      const moved = await post(paid, USER_PAGES.userBrewingResult.api.edit, {
        mode: 'edit',
        keys: { brewing_result_seq: row.brewing_result_seq },
        edit_at: shown.body.result.edit_at,
        UPList: { brewing_result_date: '2026-11-21' },
      });
      expect(moved.status).toBe(403);
    });

    describe('coffee notes (002 §2.9, §4 serial check)', () => {
      const lotSerial = async () =>
        String(
          (
            (await db.query(
              `SELECT blending_result_uuid_str FROM blending_result WHERE blending_use = 1 ORDER BY blending_result_seq`,
            )) as Row[]
          )[0].blending_result_uuid_str,
        );

      it('demo seed: "user" has a note of the House Blend lot, by its serial', async () => {
        const notes = await post(user, USER_PAGES.userCupnote.api.list!, { list_count: 10 });
        expect(notes.status).toBe(200);
        expect(notes.body.result).toEqual([
          expect.objectContaining({ cupnote_satis: 9, cupnote_name: expect.stringContaining('House') }),
        ]);
      });

      it('the check turns a lot serial into the note’s names, roastery and origins, as far as the blend’s public stage shows', async () => {
        const serial = await lotSerial();
        // The spec's default for signed-in readers (001 §9); the demo seed shows DTL.
        await db.query(
          `UPDATE blending_default SET public_stage_customer = 'NRML' WHERE blending_seq = (SELECT blending_seq FROM blending_result WHERE blending_result_uuid_str = ?)`,
          [serial],
        );
        const res = await post(paid, '/api/user/beaninfo/check', {
          cupnote_serial_type: 'RSTRDT',
          cupnote_serial: serial,
        });
        expect(res.status).toBe(200);
        // The shop's name in the reader's language (drinker review: a Korean note took the English one).
        expect(res.body.result).toMatchObject({
          cupnote_serial_type: 'RSTRDT',
          cupnote_serial: serial,
          cupnote_name: expect.stringContaining('House'),
          store_name: '데모 로스터스',
          blending_info_use: true,
        });
        const english = await post(paid, '/api/user/beaninfo/check', {
          cupnote_serial_type: 'RSTRDT',
          cupnote_serial: serial,
        }).set('x-locale', 'en');
        expect(english.body.result.store_name).toBe('Demo Roasters');
        // The demo blend shows signed-in readers NRML (001 §9 default): origins, but no dates or losses.
        expect(res.body.result.cupnote_country_list.length).toBeGreaterThan(0);
        expect(res.body.result).toMatchObject({ blending_result_date: null, blending_loss: null });
        // With the stage at DTL the roast date and loss come too.
        await db.query(
          `UPDATE blending_default SET public_stage_customer = 'DTL' WHERE blending_seq = (SELECT blending_seq FROM blending_result WHERE blending_result_uuid_str = ?)`,
          [serial],
        );
        const detailed = await post(paid, '/api/user/beaninfo/check', {
          cupnote_serial_type: 'RSTRDT',
          cupnote_serial: serial,
        });
        expect(detailed.body.result.blending_result_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(detailed.body.result.blending_loss).not.toBeNull();
        await db.query(
          `UPDATE blending_default SET public_stage_customer = 'NRML' WHERE blending_seq = (SELECT blending_seq FROM blending_result WHERE blending_result_uuid_str = ?)`,
          [serial],
        );
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
        const shown = await http()
          .get(`${USER_PAGES.userCupnote.api.detail!}/${ok.body.result.cupnote_seq}`)
          .set('cookie', paid);
        expect(shown.body.result).toMatchObject({
          brewing_date_term: 10,
          cupnote_acidity_point: 7,
          cupnote_place: 'HOME',
        });
        // Not the demo user's to read.
        expect(
          (await http().get(`${USER_PAGES.userCupnote.api.detail!}/${ok.body.result.cupnote_seq}`).set('cookie', user))
            .status,
        ).toBe(404);
      });

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
        const shown = await http()
          .get(`${USER_PAGES.userCupnote.api.detail!}/${ok.body.result.cupnote_seq}`)
          .set('cookie', paid);
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
        const shown = await http()
          .get(`${USER_PAGES.userCupnote.api.detail!}/${ok.body.result.cupnote_seq}`)
          .set('cookie', paid);
        expect(shown.body.result).toMatchObject({ cupnote_serial: serial, cupnote_main: false });
        expect(await count()).toBe(before + 1);
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
