import { databases } from '../../testing/test-app';
import { qcSuite, type Row } from './qc.fixture';

// QC notes of a blend, a roast and a green bean (spec 001 §2 QC screens, §3, §4): what each names and
// copies, and who may keep them. Brewing cup notes of a lot: qc-notes.api.spec.ts.
describe.each(databases())(
  'roaster QC cup notes on %s (spec 001 §2 QC screens, §3 Roaster QC cupnote, §4, §5, §7)',
  (_name, database) => {
    const w = qcSuite(database);

    it('QC blending: a note of the blend, optionally of one of its lots (another blend’s lot is refused)', async () => {
      const { write, detail, cookies, pages, lot, lotDate, one, demo } = w;
      const blend = {
        blending_seq: Number(lot.blending_seq),
        cupnote_name: 'House blend profile',
        cupnote_name_locale: '하우스 블렌드 프로파일',
        cupnote_satis: 8,
        cupnote_date: lotDate,
      };
      const plain = await write(cookies.ROASTER, pages.qcBlending, blend);
      expect(plain.status).toBe(200);
      const withLot = await write(cookies.ROASTER, pages.qcBlending, {
        ...blend,
        blending_result_month: lotDate.slice(0, 7),
        blending_result_seq: Number(lot.blending_result_seq),
      });
      expect(
        (await detail(cookies.ROASTER, pages.qcBlending, withLot.body.result.cupnote_seq)).body.result,
      ).toMatchObject({ blending_result_date: lotDate, brewing_date_term: 0 });
      const other = await one(`SELECT blending_seq FROM blending_default WHERE roaster_seq = ? AND blending_seq <> ?`, [
        demo,
        lot.blending_seq,
      ]);
      if (other) {
        const mixed = await write(cookies.ROASTER, pages.qcBlending, {
          ...blend,
          blending_seq: Number(other.blending_seq),
          blending_result_month: lotDate.slice(0, 7),
          blending_result_seq: Number(lot.blending_result_seq),
        });
        expect([mixed.status, mixed.body.description]).toEqual([400, 'qc_lot_mismatch']);
      }
      const listed = await w.post(cookies.ROASTER, pages.qcBlending.api.list!, { list_count: 10 });
      // 001 §2 "columns name, registering user, main flag".
      expect(listed.body.result[0]).toMatchObject({
        cupnote_name_locale: '하우스 블렌드 프로파일',
        rgst_by: 'roaster.staff',
        cupnote_main: false,
      });
    });

    it('QC roasting: a roast of the chosen year (another year is a 404); its date and loss are copied', async () => {
      const { write, cookies, pages, one, demo } = w;
      const roast = await one(
        `SELECT roasting_result_seq, roasting_result_year, roasting_result_date FROM roasting_result WHERE roaster_seq = ? ORDER BY roasting_result_seq LIMIT 1`,
        [demo],
      );
      const note = {
        roasting_result_seq: Number(roast.roasting_result_seq),
        cupnote_name: 'Roast check',
        cupnote_name_locale: '로스팅 점검',
        cupnote_satis: 7,
      };
      const wrongYear = await write(cookies.ROASTER, pages.qcRoasting, {
        ...note,
        roasting_result_year: Number(roast.roasting_result_year) - 1,
      });
      expect([wrongYear.status, wrongYear.body.field]).toEqual([404, 'roasting_result_seq']);
      const saved = await write(cookies.ROASTER, pages.qcRoasting, {
        ...note,
        roasting_result_year: Number(roast.roasting_result_year),
      });
      expect(saved.status).toBe(200);
      const copied = await w.post(cookies.ROASTER, '/api/roaster/qc/roast', {
        roasting_result_seq: roast.roasting_result_seq,
      });
      expect(copied.body.result).toMatchObject({
        roasting_result_date: String(roast.roasting_result_date).slice(0, 10),
        cupnote_name: expect.stringMatching(/#\d+$/),
      });
    });

    it('QC greenbean: the year’s bean of this roastery, keys locked on edit; ROASTER is refused (green beans are SAST and up)', async () => {
      const { write, edit, cookies, pages, one, demo, post } = w;
      const bean = await one(
        `SELECT greenbean_year, greenbean_roaster_seq FROM greenbean_roaster_year WHERE roaster_seq = ? ORDER BY greenbean_roaster_seq LIMIT 1`,
        [demo],
      );
      const note = {
        greenbean_year: Number(bean.greenbean_year),
        greenbean_roaster_seq: Number(bean.greenbean_roaster_seq),
        cupnote_name: 'Arrival sample',
        cupnote_name_locale: '입고 샘플',
        cupnote_satis: 8,
      };
      const byStaff = await write(cookies.ROASTER, pages.qcGreenbean, note);
      expect([byStaff.status, byStaff.body.description]).toEqual([403, 'role_not_held']);
      expect((await post(cookies.ROASTER, pages.qcGreenbean.api.list!, {})).status).toBe(403);
      const missing = await write(cookies.SAST, pages.qcGreenbean, {
        ...note,
        greenbean_year: note.greenbean_year - 3,
      });
      expect([missing.status, missing.body.field]).toEqual([404, 'greenbean_roaster_seq']);
      const saved = await write(cookies.SAST, pages.qcGreenbean, note);
      expect(saved.status).toBe(200);
      for (const key of ['greenbean_year', 'greenbean_roaster_seq']) {
        const moved = await edit(cookies.SAST, pages.qcGreenbean, saved.body.result.cupnote_seq, { [key]: 1 });
        expect([key, moved.status, moved.body.field]).toEqual([key, 403, key]);
      }
      const listed = await post(cookies.SAST, pages.qcGreenbean.api.list!, { search0: String(note.greenbean_year) });
      expect(listed.body.result.map((r: Row) => r.cupnote_name)).toContain('Arrival sample');
    });
  },
);
