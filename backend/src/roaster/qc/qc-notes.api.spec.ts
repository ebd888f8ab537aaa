import { databases } from '../../testing/test-app';
import { qcSuite, type Row } from './qc.fixture';

// Brewing cup notes of a lot (spec 001 §2 QC screens, §3, §4, §5): the seed, what a note copies from
// its lot, the checks, the list. Notes of a blend, a roast and a green bean: qc-source-notes.api.spec.ts.
describe.each(databases())(
  'roaster QC cup notes on %s (spec 001 §2 QC screens, §3 Roaster QC cupnote, §4, §5, §7)',
  (_name, database) => {
    const w = qcSuite(database);

    it('demo seed: two brewing cup notes of the House Blend lot, one of a roast, recipes that remember their last brew', async () => {
      const { post, cookies, pages } = w;
      const notes = await post(cookies.ROASTER, pages.qcBlendingResult.api.list!, {
        list_count: 10,
        orderType: 'main_desc',
      });
      expect(notes.status).toBe(200);
      expect(notes.body.result).toEqual([
        expect.objectContaining({
          cupnote_name: 'House Blend – release cupping',
          cupnote_main: true,
          brewing_date_term: 0,
          blending_loss: Number(w.lot.blending_loss),
        }),
        expect.objectContaining({
          cupnote_name: 'House Blend – espresso check',
          cupnote_main: false,
          brewing_grinder_point: 250,
          brewing_bean_mass: 180,
          brewing_mass: 360,
        }),
      ]);
      const roast = await post(cookies.MNG, pages.qcRoasting.api.list!, { list_count: 10 });
      expect(roast.body.result).toEqual([
        expect.objectContaining({ cupnote_name: 'Haiti medium – first roast', roasting_loss: 148 }),
      ]);
      const recipes = await post(cookies.OWN, pages.qcBrewingDefault.api.list!, {
        list_count: 10,
        orderType: 'rgst_asc',
      });
      const last = await Promise.all(
        recipes.body.result.map(
          async (r: Row) => (await w.detail(cookies.OWN, pages.qcBrewingDefault, r.brewing_seq)).body.result,
        ),
      );
      expect(last).toEqual([
        expect.objectContaining({
          brewing_name: 'SCA cupping',
          brewing_result_date: w.lotDate,
          brewing_satis: 8,
          brewing_result_main: true,
          brewing_type: 'CPPG',
        }),
        expect.objectContaining({
          brewing_name: 'QC espresso 1:2',
          brewing_result_date: w.lotDate,
          brewing_satis: 7,
          brewing_result_main: false,
          brewing_result_total: 540,
          brewing_result_calc: 20,
        }),
      ]);
    });

    it('§3, §4: a note of the lot copies its year, date, blend and losses (×10) and counts the days; the record’s masses are calculated', async () => {
      const { write, detail, cookies, pages, lot } = w;
      const saved = await write(
        cookies.ROASTER,
        pages.qcBlendingResult,
        w.lotNote({
          cupnote_date: addDays(w.lotDate, 5),
          brewing_result_use: 1,
          brewing_result_type: 'DRP',
          brewing_bean_mass: 150,
          brewing_step_use: 1,
          brewing_step1_term: 0,
          brewing_step1_mass: 400,
          brewing_step2_term: 45,
          brewing_step2_mass: 1000,
          brewing_end_term: 150,
          brewing_end_mass: 2100,
        }),
      );
      expect(saved.status).toBe(200);
      const shown = await detail(cookies.ROASTER, pages.qcBlendingResult, saved.body.result.cupnote_seq);
      // 001 §5: total = 15 + 210 g; calc = floor((210 − 40 − 100) × 10) / 10 = 70 g (stored ×10).
      expect(shown.body.result).toMatchObject({
        blending_result_year: Number(lot.blending_result_year),
        blending_result_date: w.lotDate,
        blending_seq: Number(lot.blending_seq),
        brewing_date_term: 5,
        blending_loss: Number(lot.blending_loss),
        blending_organic_loss:
          lot.blending_organic_loss === null ? null : Math.round(Number(lot.blending_organic_loss) / 10),
        brewing_result_total: 2250,
        brewing_result_calc: 700,
        // Points not given stay empty: no score is made up (the default 10 of 001 §9 saved a perfect cup).
        cupnote_acidity_point: null,
        cupnote_sweetness_point: null,
        cupnote_satis: 9,
      });
    });

    it('§5: satisfaction required (000 §5 "rates 0 to 10"), points 0–10 in whole numbers, lists at most 500 bytes, names by locale; the month must hold the lot; nothing is written', async () => {
      const { write, cookies, pages, count } = w;
      const before = await count('roaster_qc_blending_result');
      const refused = async (UPList: Row, status: number, description: string, field: string, locale = 'en') => {
        const res = await write(cookies.MNG, pages.qcBlendingResult, w.lotNote(UPList), w.demo, locale);
        expect([res.status, res.body.description, res.body.field]).toEqual([status, description, field]);
      };
      await refused({ cupnote_satis: null }, 400, 'field_required', 'cupnote_satis');
      await refused({ cupnote_body_point: 11 }, 400, 'field_maxValue', 'cupnote_body_point');
      // A whole-number score takes no fraction (the form says so too); satisfaction is a rate, 0 to 10.
      await refused({ cupnote_sweetness_point: 7.5 }, 400, 'field_integer', 'cupnote_sweetness_point');
      await refused({ cupnote_satis: -1 }, 400, 'field_minValue', 'cupnote_satis');
      await refused({ cupnote_satis: 11 }, 400, 'field_maxValue', 'cupnote_satis');
      await refused(
        { cupnote_flavor_wheel_use: 1, cupnote_flavor_wheel_rotate: 1810 },
        400,
        'field_maxValue',
        'cupnote_flavor_wheel_rotate',
      );
      // 60 real flavor codes (6 or 8 bytes) and their commas: more than 500 bytes.
      const flavors = (
        (await w.db.query(
          `SELECT code_id FROM code WHERE code_group_id = 'FLVR' AND code_use = 1 ORDER BY code_id`,
        )) as Row[]
      )
        .map((r) => String(r.code_id))
        .slice(0, 70);
      expect(flavors.join(',').length).toBeGreaterThan(500);
      await refused(
        { cupnote_flavor_wheel_use: 1, cupnote_flavor_list: flavors },
        400,
        'field_maxLength',
        'cupnote_flavor_list',
      );
      await refused({ cupnote_aftertaste_list: ['NOPE'] }, 400, 'bad_request', 'cupnote_aftertaste_list');
      await refused({ cupnote_name_locale: '' }, 400, 'field_required', 'cupnote_name_locale', 'kr');
      await refused({ cupnote_name: 'ab' }, 400, 'field_minLength', 'cupnote_name');
      await refused({ blending_result_month: '1999-01' }, 400, 'qc_month_mismatch', 'blending_result_month');
      await refused({ blending_result_month: '2026-13' }, 400, 'field_date', 'blending_result_month');
      await refused({ blending_result_month: null }, 400, 'field_required', 'blending_result_month');
      // Derived values are the server's: refused, never silently dropped.
      await refused({ blending_result_date: '2020-01-01' }, 403, 'nopermission_text', 'blending_result_date');
      await refused({ brewing_result_total: 1 }, 403, 'nopermission_text', 'brewing_result_total');
      expect(await count('roaster_qc_blending_result')).toBe(before);
    });

    it('§4 reset as saved: the points follow the satisfaction, lists cleared, wheel off and rotation 0 — an edit of several fields at once', async () => {
      const { write, edit, detail, cookies, pages } = w;
      const saved = await write(
        cookies.SAST,
        pages.qcBlendingResult,
        w.lotNote({
          cupnote_satis: 6,
          cupnote_flavor_wheel_use: 1,
          cupnote_flavor_list: ['FL010101'],
          cupnote_flavor_wheel_rotate: 455,
          cupnote_texture_list: ['SLKY'],
        }),
      );
      const id = saved.body.result.cupnote_seq;
      const reset = await edit(cookies.SAST, pages.qcBlendingResult, id, {
        ...Object.fromEntries(
          ['acidity', 'aroma', 'balance', 'body', 'flavor', 'sweetness'].map((a) => [`cupnote_${a}_point`, 6]),
        ),
        cupnote_flavor_list: null,
        cupnote_texture_list: null,
        cupnote_flavor_wheel_use: 0,
        cupnote_flavor_wheel_rotate: 0,
      });
      expect(reset.status).toBe(200);
      const shown = (await detail(cookies.SAST, pages.qcBlendingResult, id)).body.result;
      expect(shown).toMatchObject({
        cupnote_body_point: 6,
        cupnote_flavor_wheel_use: false,
        cupnote_flavor_wheel_rotate: 0,
        cupnote_flavor_list: null,
        cupnote_texture_list: null,
      });
    });

    it('§2 brewing cupnote list: filters by date, lot date and main flag; orders by lot date; the lot select counts notes (check_cupnote)', async () => {
      const { post, cookies, pages, lotDate } = w;
      const mains = await post(cookies.OWN, pages.qcBlendingResult.api.list!, { list_count: 50, search2: '1' });
      expect(mains.body.result.length).toBeGreaterThan(0);
      expect(mains.body.result.every((r: Row) => r.cupnote_main === true)).toBe(true);
      const byDate = await post(cookies.OWN, pages.qcBlendingResult.api.list!, {
        list_count: 50,
        search0: addDays(lotDate, 5),
      });
      expect(byDate.body.result.map((r: Row) => r.cupnote_date)).toEqual([addDays(lotDate, 5)]);
      const byLot = await post(cookies.OWN, pages.qcBlendingResult.api.list!, {
        list_count: 50,
        search1: lotDate,
        orderType: 'lot_asc',
      });
      expect(byLot.body.pagination.total_count).toBe(
        mains.body.pagination.total_count +
          (await post(cookies.OWN, pages.qcBlendingResult.api.list!, { list_count: 50, search2: '0' })).body.pagination
            .total_count,
      );
      const lots = await post(cookies.ROASTER, '/api/roaster/blending/result/code', {
        blending_result_month: lotDate.slice(0, 7),
        check_cupnote: true,
      });
      const house = lots.body.result.find((r: Row) => r.blending_result_seq === Number(w.lot.blending_result_seq));
      expect(house.cupnote_count).toBe(byLot.body.pagination.total_count);
      expect(house.blending_result_label).toBe(`${lotDate} BeanTrail House Blend (${house.cupnote_count})`);
      // 001 §4: no lots before a month is chosen.
      expect(
        (await post(cookies.ROASTER, '/api/roaster/blending/result/code', { check_cupnote: true })).body.result,
      ).toEqual([]);
    });
  },
);

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
