import { type PageDecl, QC_PAGES } from '@beantrail/contracts';
import { databases } from '../../testing/test-app';
import { qcSuite, type Row } from './qc.fixture';

const ROLES = ['OWN', 'SMNG', 'MNG', 'SAST', 'ROASTER'] as const;

describe.each(databases())('roaster QC rights and ownership on %s (spec 001 §6; 000 §6)', (_name, database) => {
  const w = qcSuite(database);

  it('§6: every roaster role writes a note; only OWN and SMNG set the main flag — refused on the server, never dropped', async () => {
    const { write, edit, detail, cookies, pages, count } = w;
    for (const role of ROLES) {
      const before = await count('roaster_qc_blending_result');
      const main = await write(cookies[role], pages.qcBlendingResult, w.lotNote({ cupnote_main: 1 }));
      const allowed = role === 'OWN' || role === 'SMNG';
      expect([role, main.status, main.body.field]).toEqual(
        allowed ? [role, 200, undefined] : [role, 403, 'cupnote_main'],
      );
      expect(await count('roaster_qc_blending_result')).toBe(before + (allowed ? 1 : 0));
      const plain = await write(cookies[role], pages.qcBlendingResult, w.lotNote());
      expect([role, plain.status]).toEqual([role, 200]);
      // Editing the flag later follows the same rule; the record stays as it was.
      const flip = await edit(cookies[role], pages.qcBlendingResult, plain.body.result.cupnote_seq, {
        cupnote_main: 1,
      });
      expect([role, flip.status]).toEqual([role, allowed ? 200 : 403]);
      const shown = await detail(cookies[role], pages.qcBlendingResult, plain.body.result.cupnote_seq);
      expect([role, shown.body.result.cupnote_main]).toEqual([role, allowed]);
    }
  });

  it('000 §7: a cafe user, a guest and a member of another roastery are refused; no roastery selected is 400', async () => {
    const { post, http, cookies, demo } = w;
    for (const page of Object.values(QC_PAGES) as PageDecl[]) {
      expect([page.id, (await post(cookies.cafe, page.api.list!, {})).status]).toEqual([page.id, 403]);
      expect([page.id, (await post(cookies.rival, page.api.list!, {}, demo)).body.description]).toEqual([
        page.id,
        'role_not_held',
      ]);
      expect([page.id, (await http().post(page.api.list!).send({ roaster_seq: demo })).status]).toEqual([page.id, 401]);
      expect([page.id, (await http().post(page.api.list!).set('cookie', cookies.OWN).send({})).status]).toEqual([
        page.id,
        400,
      ]);
    }
    expect((await post(cookies.cafe, '/api/roaster/qc/brewing/default/code')).status).toBe(403);
    expect(
      (await post(cookies.cafe, '/api/roaster/qc/lot', { blending_result_seq: w.lot.blending_result_seq })).status,
    ).toBe(403);
  });

  it('ownership: another roastery lists none of these notes, reads, edits and removes none (404), and cannot note this roastery’s lot', async () => {
    const { post, http, cookies, rivalSeq, one, demo, write, count } = w;
    const notes: Record<string, Row> = {};
    for (const page of Object.values(QC_PAGES) as PageDecl[])
      notes[page.id] = await one(`SELECT ${page.keys[0]} AS k FROM ${page.table} WHERE roaster_seq = ? LIMIT 1`, [
        demo,
      ]);
    for (const page of Object.values(QC_PAGES) as PageDecl[]) {
      const note = notes[page.id];
      if (!note) continue;
      const list = await post(cookies.rival, page.api.list!, { list_count: 50 }, rivalSeq);
      expect([page.id, list.status, list.body.result.length]).toEqual([page.id, 200, 0]);
      const read = await http()
        .get(`${page.api.detail}/${note.k}?roaster_seq=${rivalSeq}`)
        .set('cookie', cookies.rival);
      expect([page.id, read.status, read.body.description]).toEqual([page.id, 404, 'nopage_text']);
      const change = page === QC_PAGES.qcBrewingDefault ? { brewing_public: 1 } : { cupnote_satis: 1 };
      const saved = await post(
        cookies.rival,
        page.api.edit,
        { mode: 'edit', keys: { [page.keys[0]]: note.k }, edit_at: new Date().toISOString(), UPList: change },
        rivalSeq,
      );
      expect([page.id, saved.status, saved.body.description]).toEqual([page.id, 404, 'nopage_text']);
      const removed = await post(cookies.rival, page.api.remove!, { keys: { [page.keys[0]]: note.k } }, rivalSeq);
      expect([page.id, removed.status]).toEqual([page.id, 404]);
    }
    const before = await count('roaster_qc_blending_result');
    const stolen = await write(cookies.rival, QC_PAGES.qcBlendingResult, w.lotNote(), rivalSeq);
    // Another owner's record named in a save is refused like a missing one, naming the field.
    expect([stolen.status, stolen.body.description, stolen.body.field]).toEqual([
      400,
      'field_not_found',
      'blending_result_seq',
    ]);
    expect(await count('roaster_qc_blending_result')).toBe(before);
    // The copy calls answer the same 404 for another roastery's lot, blend and recipe.
    for (const [path, body] of [
      ['/api/roaster/qc/lot', { blending_result_seq: w.lot.blending_result_seq }],
      ['/api/roaster/qc/blend', { blending_seq: w.lot.blending_seq }],
    ] as const) {
      expect([path, (await post(cookies.rival, path, body, rivalSeq)).status]).toEqual([path, 404]);
    }
  });

  it('QC brewing default: recipes in use are offered and copied; a recipe notes were brewed with is not removed (409), an unused one is', async () => {
    const { post, write, cookies, pages, count } = w;
    const offered = await post(cookies.ROASTER, '/api/roaster/qc/brewing/default/code');
    const espresso = offered.body.result.find((r: Row) => r.brewing_name === 'QC espresso 1:2');
    expect(espresso).toMatchObject({ brewing_type: 'ESP' });
    const copied = await post(cookies.ROASTER, '/api/roaster/qc/brewing/default/copy', {
      brewing_seq: espresso.brewing_seq,
    });
    expect(copied.body.result).toMatchObject({
      brewing_result_type: 'ESP',
      brewing_bean_mass: 180,
      brewing_step_use: true,
      brewing_step2_mass: 320,
      brewing_end_mass: 360,
    });
    const used = await post(cookies.OWN, pages.qcBrewingDefault.api.remove!, {
      keys: { brewing_seq: espresso.brewing_seq },
    });
    // The generic in-use check names the note brewed with it; the recipe has a use flag to turn off.
    expect([used.status, used.body.description]).toEqual([409, 'record_in_use_flag']);
    expect(used.body.params.what).toMatch(/^QC 추출 노트 '.+'/);
    const spare = await write(cookies.MNG, pages.qcBrewingDefault, {
      brewing_type: 'AERO',
      brewing_name: 'Spare AeroPress',
      brewing_name_locale: '예비 에어로프레스',
      brewing_public: 0,
      brewing_use: 1,
    });
    expect(spare.status).toBe(200);
    const before = await count('roaster_qc_brewing_default');
    expect(
      (
        await post(cookies.MNG, pages.qcBrewingDefault.api.remove!, {
          keys: { brewing_seq: spare.body.result.brewing_seq },
        })
      ).status,
    ).toBe(200);
    expect(await count('roaster_qc_brewing_default')).toBe(before - 1);
    // 000 §5 check 4: "input direct" ETC needs its text.
    const etc = await write(cookies.MNG, pages.qcBrewingDefault, {
      brewing_type: 'ETC',
      brewing_name: 'Odd brewer',
      brewing_name_locale: '특이한 추출',
      brewing_public: 0,
      brewing_use: 1,
    });
    expect([etc.status, etc.body.description, etc.body.field]).toEqual([400, 'field_required', 'brewing_type_etc']);
  });

  it('foreign keys (both engines): a lot, roast, recipe or roastery a note names cannot be deleted from under it', async () => {
    const { db, one, demo } = w;
    const note = await one(
      `SELECT blending_result_seq, brewing_seq FROM roaster_qc_blending_result WHERE roaster_seq = ? AND brewing_seq IS NOT NULL LIMIT 1`,
      [demo],
    );
    const roast = await one(`SELECT roasting_result_seq FROM roaster_qc_roasting WHERE roaster_seq = ? LIMIT 1`, [
      demo,
    ]);
    await expect(
      db
        .query(`DELETE FROM blending_result_roasting WHERE blending_result_seq = ?`, [note.blending_result_seq])
        .then(() => db.query(`DELETE FROM blending_result WHERE blending_result_seq = ?`, [note.blending_result_seq])),
    ).rejects.toThrow();
    await expect(
      db.query(`DELETE FROM roaster_qc_brewing_default WHERE brewing_seq = ?`, [note.brewing_seq]),
    ).rejects.toThrow();
    await expect(
      db.query(`DELETE FROM roasting_result WHERE roasting_result_seq = ?`, [roast.roasting_result_seq]),
    ).rejects.toThrow();
    expect(
      await one(`SELECT blending_result_seq FROM blending_result WHERE blending_result_seq = ?`, [
        note.blending_result_seq,
      ]),
    ).toBeDefined();
  });
});
