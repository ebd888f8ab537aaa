import { databases } from '../testing/test-app';
import { DTL_PARTS, NRML_PARTS, storyFixture, type StoryState } from './bean-story.fixture';

type Row = Record<string, unknown>;

// The drinker's bean page tells the lot's story (origins, roast, the roaster's cup note, the
// receiving cafe, the drinkers' notes), each part only at the public stage the roaster chose for
// the audience (guests public_stage_normal, signed-in public_stage_customer); the server leaves out
// what the stage hides. The page's HTML, links and QR code: bean-story-page.api.spec.ts.
describe.each(databases())('the bean story page on %s (001 §2, §9; 002 §2.5)', (_name, database) => {
  const fixture = storyFixture(database);
  const { http, one, stages, story } = fixture;
  let db: StoryState['db'];
  let lot: StoryState['lot'];
  let user: string;
  beforeAll(() => {
    ({ db, lot, user } = fixture.state);
  });

  it("demo seed: a stranger signed out reads the House Blend lot's whole story at DTL", async () => {
    const s = await story();
    expect(s).toMatchObject({
      public_stage: 'DTL',
      blending_name: 'BeanTrail House Blend',
      roaster_name: 'Demo Roasters',
      country: ['HTI', 'ETH'],
      variety: expect.arrayContaining(['TYP', 'ETHL']),
    });
    expect(s.process).toEqual(expect.arrayContaining(['WSH', 'NAT']));
    // Country names as the code table has them, with the ISO numeric id the map keys its shapes by.
    expect(s.country_names).toEqual({
      HTI: { en: 'Haiti', kr: '아이티', numeric: '332' },
      ETH: { en: 'Ethiopia', kr: '에티오피아', numeric: '231' },
    });
    // Regions and farms: the roaster's own text (Haiti) and a master-data region (Yirgacheffe).
    expect(s.origins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ country: 'HTI', region: 'Thiotte', farm: 'Baptiste family farms', process: 'WSH' }),
        expect.objectContaining({
          country: 'ETH',
          region: 'Yirgacheffe',
          region_locale: '예가체프',
          farm: 'Kochere washing station',
          variety: ['ETHL'],
        }),
      ]),
    );
    expect(s.blending_result_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The Haiti roast's profile, shared (profile on, its recipe at DTL): stages in °C.
    const curves = s.roast_curves as Row[];
    expect(curves).toHaveLength(1);
    expect(curves[0]).toMatchObject({ roasting_name: 'Haiti medium' });
    expect(curves[0].stages).toEqual(
      expect.arrayContaining([{ stage: 'roasting_first_start', term: 510, bean: 196, air: 226 }]),
    );
    // The roaster's main QC cup note of the lot: scores and the wheel's flavors; its tasting comment is ALL only.
    expect(s.cupnote).toMatchObject({
      cupnote_name: 'House Blend – release cupping',
      points: { acidity: 8, aroma: 9, balance: 8, body: 7, flavor: 8, sweetness: 8 },
      flavor: ['FL010306', 'FL070201', 'FL0801'],
    });
    expect(s.cupnote).not.toHaveProperty('cupnote_satis_detail');
    expect(s.cafes).toEqual([{ cafe_name: 'Trailside Coffee Bar', cafe_name_locale: '트레일사이드 커피바' }]);
    // The demo drinker's note of this lot (user seed).
    expect(s.notes_count).toBe(1);
    expect(s).not.toHaveProperty('blending_desc');
    expect(s).not.toHaveProperty('edit_at');
  });

  it('LST: a guest gets the names and nothing else — no origins, curve, cup note, cafe or notes count in the reply', async () => {
    await stages('LST', 'DTL');
    try {
      const s = await story();
      expect(Object.keys(s).sort()).toEqual([
        'blending_name',
        'blending_name_locale',
        'kind',
        'public_stage',
        'roaster_name',
        'roaster_name_locale',
      ]);
      expect(s.public_stage).toBe('LST');
      // The same lot signed in: the customer stage (DTL) shows the story.
      const signedIn = await story(user);
      expect(signedIn).toMatchObject({ public_stage: 'DTL', country: ['HTI', 'ETH'] });
      expect(signedIn.roast_curves).toHaveLength(1);
    } finally {
      await stages('DTL', 'DTL');
    }
  });

  it('NRML: origins, varieties, processes and the notes count, but no dates, curve, cup note or cafe', async () => {
    await stages('NRML', 'NRML');
    try {
      for (const s of [await story(), await story(user)]) {
        expect(s.public_stage).toBe('NRML');
        for (const k of NRML_PARTS) expect([k, k in s]).toEqual([k, true]);
        for (const k of DTL_PARTS) expect([k, k in s]).toEqual([k, false]);
      }
    } finally {
      await stages('DTL', 'DTL');
    }
  });

  it("ALL adds the roaster's texts and the cup note's comment", async () => {
    await stages('ALL', 'DTL');
    try {
      const s = await story();
      expect(s).toHaveProperty('blending_desc');
      expect(s.cupnote).toMatchObject({ cupnote_satis_detail: expect.stringContaining('Milk chocolate') });
    } finally {
      await stages('DTL', 'DTL');
    }
  });

  it("the curve needs the roast's profile on and its recipe at DTL for the audience; a cafe is named only when its bean shows the audience NRML", async () => {
    const recipe = await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`);
    await db.query(`UPDATE roasting_default SET public_stage_normal = 'NRML' WHERE roasting_seq = ?`, [
      recipe.roasting_seq,
    ]);
    try {
      expect((await story()).roast_curves).toEqual([]);
      expect((await story(user)).roast_curves).toHaveLength(1);
    } finally {
      await db.query(`UPDATE roasting_default SET public_stage_normal = 'DTL' WHERE roasting_seq = ?`, [
        recipe.roasting_seq,
      ]);
    }
    await db.query(`UPDATE roasting_result SET roasting_profile_use = 0 WHERE roasting_seq = ?`, [recipe.roasting_seq]);
    try {
      expect((await story()).roast_curves).toEqual([]);
    } finally {
      await db.query(`UPDATE roasting_result SET roasting_profile_use = 1 WHERE roasting_seq = ?`, [
        recipe.roasting_seq,
      ]);
    }
    await db.query(`UPDATE cafe_coffeebean SET public_stage_normal = 'LST' WHERE blending_uuid IS NOT NULL`);
    try {
      expect((await story()).cafes).toEqual([]);
      expect((await story(user)).cafes).toHaveLength(1);
    } finally {
      await db.query(`UPDATE cafe_coffeebean SET public_stage_normal = 'NRML' WHERE blending_uuid IS NOT NULL`);
    }
  });

  // 002 §3 cafe bean: blending_info_use / blending_cupnote_use say what its page shows of the linked
  // blend; a bean typed in by hand shows its own country, region and farm.

  it("a cafe bean's page: the linked blend's green beans and cup note by the cafe's switches, or the cafe's own origin", async () => {
    const bean = async (where: string) => {
      const b = await one(`SELECT coffeebean_uuid_str AS u FROM cafe_coffeebean WHERE ${where}`);
      const res = await http()
        .get(`/api/public/beannote/coffeebean/${String(b.u)}`)
        .set('cookie', user);
      expect(res.status).toBe(200);
      return res.body.result as Row;
    };
    const linked = 'blending_uuid IS NOT NULL';
    await db.query(`UPDATE cafe_coffeebean SET public_stage_customer = 'DTL' WHERE ${linked}`);
    try {
      const on = await bean(linked);
      expect(on.origins).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ country: 'ETH', region: 'Yirgacheffe' }),
          expect.objectContaining({ country: 'HTI', region: 'Thiotte' }),
        ]),
      );
      expect(on.cupnote).toEqual(expect.objectContaining({ cupnote_name: expect.any(String) }));
      // The roastery's stage for cafes caps the switches: at NRML no cup note, at LST no green beans.
      await db.query(`UPDATE blending_default SET public_stage_cafe = 'NRML' WHERE blending_seq = ?`, [lot.b]);
      expect((await bean(linked)).cupnote).toBeUndefined();
      await db.query(`UPDATE blending_default SET public_stage_cafe = 'LST' WHERE blending_seq = ?`, [lot.b]);
      expect((await bean(linked)).origins).toEqual([]);
      await db.query(`UPDATE blending_default SET public_stage_cafe = 'DTL' WHERE blending_seq = ?`, [lot.b]);
      await db.query(`UPDATE cafe_coffeebean SET blending_info_use = 0, blending_cupnote_use = 0 WHERE ${linked}`);
      const off = await bean(linked);
      expect(off.origins).toEqual([]);
      expect(off.cupnote).toBeUndefined();
    } finally {
      await db.query(
        `UPDATE cafe_coffeebean SET public_stage_customer = 'NRML', blending_info_use = 1, blending_cupnote_use = 1 WHERE ${linked}`,
      );
      await db.query(`UPDATE blending_default SET public_stage_cafe = 'DTL' WHERE blending_seq = ?`, [lot.b]);
    }
    const own = await bean(`coffeebean_name = 'Kenya Nyeri AA'`);
    expect(own.origins).toEqual([
      expect.objectContaining({ country: 'KEN', region: 'Nyeri', farm: 'Gatomboya factory' }),
    ]);
    expect(own.country_names).toEqual(expect.objectContaining({ KEN: expect.objectContaining({ en: 'Kenya' }) }));
  });

  it("the blend's page (beaninfo) tells the story of its latest lot's cup note and its cafes", async () => {
    const blend = await one(`SELECT blending_uuid_str AS u FROM blending_default WHERE blending_seq = ?`, [lot.b]);
    const res = await http().get(`/api/public/beannote/beaninfo/${blend.u}`);
    expect(res.body.result).toMatchObject({
      kind: 'beaninfo',
      public_stage: 'DTL',
      country: expect.arrayContaining(['HTI', 'ETH']),
      notes_count: 1,
    });
    expect(res.body.result.cupnote).toMatchObject({ cupnote_name: 'House Blend – release cupping' });
    expect(res.body.result.cafes).toEqual([expect.objectContaining({ cafe_name: 'Trailside Coffee Bar' })]);
  });
});
