import { ROASTER_PAGES } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { qcSuite, type Row } from './qc/qc.fixture';

// Roast comparison (docs/ROASTER.md "Roast comparison"): 2 to 6 roasts of the selected roastery,
// their curves, phases and the cups that tasted them; another roastery's roast is not there.
describe.each(databases())('GET /api/roaster/roasting/compare on %s', (_name, database) => {
  const w = qcSuite(database);
  let roasts: number[];
  const get = (cookie: string, ids: string, seq: number) =>
    w.http().get(`/api/roaster/roasting/compare?roaster_seq=${seq}&ids=${ids}`).set('cookie', cookie);

  beforeAll(async () => {
    const rows = (await w.db.query(
      `SELECT roasting_result_seq FROM blending_result_roasting WHERE blending_result_seq = ? ORDER BY roasting_result_seq`,
      [w.lot.blending_result_seq],
    )) as Row[];
    roasts = rows.map((r) => Number(r.roasting_result_seq));
  });

  it('answers each roast in the order asked, with phases, curves and the cups of its lots', async () => {
    expect(roasts.length).toBeGreaterThanOrEqual(2);
    const ids = [roasts[1], roasts[0]];
    const before = await get(w.cookies.OWN, ids.join(','), w.demo);
    expect(before.status).toBe(200);
    const shown = before.body.result.roasts as Row[];
    expect(shown.map((r) => r.roasting_result_seq)).toEqual(ids);
    for (const r of shown) {
      expect(r.phases).toHaveProperty('dtr');
      expect(['log', 'stages']).toContain((r.curves as Row).source);
      expect(r.cups).toMatchObject({
        roastery: { count: expect.any(Number) },
        cafes: { count: expect.any(Number) },
        drinkers: { count: expect.any(Number) },
      });
    }
    // A QC note of the lot both roasts went into counts for each of them, with its satisfaction in the average.
    const roastery = (r: Row) =>
      (r.cups as { roastery: { count: number; avg: Record<string, number | null> } }).roastery;
    expect((await w.write(w.cookies.OWN, w.pages.qcBlendingResult, w.lotNote({ cupnote_satis: 3 }))).status).toBe(200);
    const after = (await get(w.cookies.OWN, ids.join(','), w.demo)).body.result.roasts as Row[];
    for (let i = 0; i < ids.length; i++) expect(roastery(after[i]).count).toBe(roastery(shown[i]).count + 1);
    const n = roastery(after[0]).count;
    const expected = ((roastery(shown[0]).avg.cupnote_satis ?? 0) * (n - 1) + 3) / n;
    expect(roastery(after[0]).avg.cupnote_satis).toBeCloseTo(expected, 1);
  });

  it('refuses fewer than 2, more than 6, repeats and anything not a number (400)', async () => {
    for (const ids of [`${roasts[0]}`, `${roasts[0]},${roasts[0]}`, '1,2,3,4,5,6,7', '1,x', '', '1;2', '-1,2']) {
      expect([ids, (await get(w.cookies.OWN, ids, w.demo)).status]).toEqual([ids, 400]);
    }
  });

  it("the recipe curve of a roast's chart reads its roast recipe through the recipe's detail call: its own roastery only", async () => {
    const [roast] = (await w.db.query(`SELECT roasting_seq FROM roasting_result WHERE roasting_result_seq = ?`, [
      roasts[0],
    ])) as Row[];
    const recipe = ROASTER_PAGES.roastingDefault;
    const own = await w.detail(w.cookies.ROASTER, recipe, roast.roasting_seq);
    expect(own.status).toBe(200);
    // The profile switch, a stage term and the log travel with the record: what recipeBackground draws from.
    for (const f of ['roasting_profile_use', 'roasting_start_term', 'roasting_end_bean', 'roasting_chart_log'])
      expect(own.body.result).toHaveProperty(f);
    const foreign = await w.detail(w.cookies.rival, recipe, roast.roasting_seq, w.rivalSeq);
    expect([foreign.status, foreign.body.description]).toEqual([404, 'nopage_text']);
    expect(JSON.stringify(foreign.body)).not.toContain('roasting_chart_log');
    expect((await w.detail(w.cookies.cafe, recipe, roast.roasting_seq)).status).toBe(403);
  });

  it('another roastery gets 404 for these roasts, and no role in this roastery is refused', async () => {
    const ids = roasts.slice(0, 2).join(',');
    const foreign = await get(w.cookies.rival, ids, w.rivalSeq);
    expect([foreign.status, foreign.body.description]).toEqual([404, 'nopage_text']);
    expect(JSON.stringify(foreign.body)).not.toContain('phases');
    expect((await get(w.cookies.rival, ids, w.demo)).body.description).toBe('role_not_held');
    expect((await get(w.cookies.cafe, ids, w.demo)).status).toBe(403);
    expect((await w.http().get(`/api/roaster/roasting/compare?roaster_seq=${w.demo}&ids=${ids}`)).status).toBe(401);
    // One roast of this roastery beside a number that is none of its roasts: 404, nothing half-answered.
    expect((await get(w.cookies.OWN, `${roasts[0]},999999`, w.demo)).status).toBe(404);
  });
  // The roastery's cup figures link to the notes behind them (docs/ROASTER.md "The cups"): its own
  // QC notes only; the cafes' and drinkers' notes stay counts and averages.
  it("lists the QC notes behind a roast's roastery figures, the same count, for its own roastery only", async () => {
    const notes = (cookie: string, id: string | number, seq: number) =>
      w.http().get(`/api/roaster/roasting/compare/notes?roaster_seq=${seq}&id=${id}`).set('cookie', cookie);
    const mine = await notes(w.cookies.ROASTER, roasts[0], w.demo);
    expect(mine.status).toBe(200);
    const listed = mine.body.result.notes as Row[];
    const cups = (await get(w.cookies.ROASTER, roasts.slice(0, 2).join(','), w.demo)).body.result.roasts as Row[];
    expect(listed.length).toBe((cups[0].cups as { roastery: { count: number } }).roastery.count);
    expect(listed.length).toBeGreaterThan(0);
    for (const n of listed) {
      expect(['qcRoasting', 'qcBlendingResult', 'qcBlending']).toContain(n.page);
      expect(typeof n.cupnote_seq).toBe('number');
    }
    // Newest first.
    const dates = listed.map((n) => String(n.cupnote_date));
    expect([...dates].sort().reverse()).toEqual(dates);
    // Each listed note opens on its page for this roastery.
    const first = listed[0];
    const page = w.pages[first.page as keyof typeof w.pages];
    expect((await w.detail(w.cookies.ROASTER, page, first.cupnote_seq)).status).toBe(200);
    // Another roastery: 404 with nothing of the notes; no role here: refused; a bad id: 400.
    const foreign = await notes(w.cookies.rival, roasts[0], w.rivalSeq);
    expect([foreign.status, foreign.body.description]).toEqual([404, 'nopage_text']);
    expect(JSON.stringify(foreign.body)).not.toContain('cupnote');
    expect((await notes(w.cookies.rival, roasts[0], w.demo)).body.description).toBe('role_not_held');
    expect((await notes(w.cookies.cafe, roasts[0], w.demo)).status).toBe(403);
    for (const bad of ['', 'x', '0', '1,2', '-3'])
      expect([bad, (await notes(w.cookies.OWN, bad, w.demo)).status]).toEqual([bad, 400]);
  });
});
