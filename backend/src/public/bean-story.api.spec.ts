import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import QRCode from 'qrcode';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

/** What the story page may carry below NRML / DTL / ALL (001 §9 public stages, 002 §6). */
const NRML_PARTS = ['country', 'country_names', 'variety', 'process', 'origins', 'notes_count'];
const DTL_PARTS = ['blending_result_date', 'blending_loss', 'roast_curves', 'cupnote', 'cafes'];

// The drinker's bean page tells the lot's story (origins, roast, the roaster's cup note, the
// receiving cafe, the drinkers' notes), each part only at the public stage the roaster chose for
// the audience (guests public_stage_normal, signed-in public_stage_customer); the server leaves out
// what the stage hides, and writes Open Graph tags into the page's HTML.
describe.each(databases())('the bean story page on %s (001 §2, §9; 002 §2.5)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let lot: { u: string; b: number; cafeU: string };
  let user: string;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-story-'));
  const http = () => request(app.getHttpServer());
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const stages = (normal: string, customer: string) =>
    db.query(`UPDATE blending_default SET public_stage_normal = ?, public_stage_customer = ? WHERE blending_seq = ?`, [normal, customer, lot.b]);
  const story = async (cookie?: string) => {
    const req = http().get(`/api/public/beannote/beandetail/${lot.u}`);
    const res = cookie ? await req.set('cookie', cookie) : await req;
    expect(res.status).toBe(200);
    return res.body.result as Row;
  };

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
    fs.copyFileSync(path.join(__dirname, '../../../shell/src/index.html'), path.join(root, 'shell/dist/index.html'));
    app = await startApp(await database(), { STATIC_ROOT: root });
    db = app.get(DataSource);
    const row = await one(
      `SELECT r.blending_result_uuid_str AS u, r.blending_seq AS b, r.blending_result_uuid_cafe AS c FROM blending_result r JOIN blending_default d ON d.blending_seq = r.blending_seq ` +
        `WHERE d.blending_name = 'BeanTrail House Blend' ORDER BY r.blending_result_seq LIMIT 1`,
    );
    lot = { u: String(row.u), b: Number(row.b), cafeU: String(row.c) };
    user = await signIn(app, 'user');
  });
  afterAll(async () => app.close());

  it('demo seed: a stranger signed out reads the House Blend lot\'s whole story at DTL', async () => {
    const s = await story();
    expect(s).toMatchObject({ public_stage: 'DTL', blending_name: 'BeanTrail House Blend', roaster_name: 'Demo Roasters', country: ['HTI', 'ETH'], variety: expect.arrayContaining(['TYP', 'ETHL']) });
    expect(s.process).toEqual(expect.arrayContaining(['WSH', 'NAT']));
    // Country names as the code table has them, with the ISO numeric id the map keys its shapes by.
    expect(s.country_names).toEqual({ HTI: { en: 'Haiti', kr: '아이티', numeric: '332' }, ETH: { en: 'Ethiopia', kr: '에티오피아', numeric: '231' } });
    // Regions and farms: the roaster's own text (Haiti) and a master-data region (Yirgacheffe).
    expect(s.origins).toEqual(expect.arrayContaining([
      expect.objectContaining({ country: 'HTI', region: 'Thiotte', farm: 'Baptiste family farms', process: 'WSH' }),
      expect.objectContaining({ country: 'ETH', region: 'Yirgacheffe', region_locale: '예가체프', farm: 'Kochere washing station', variety: ['ETHL'] }),
    ]));
    expect(s.blending_result_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The Haiti roast's profile, shared (profile on, its recipe at DTL): stages in °C.
    const curves = s.roast_curves as Row[];
    expect(curves).toHaveLength(1);
    expect(curves[0]).toMatchObject({ roasting_name: 'Haiti medium' });
    expect(curves[0].stages).toEqual(expect.arrayContaining([{ stage: 'roasting_first_start', term: 510, bean: 196, air: 226 }]));
    // The roaster's main QC cup note of the lot: scores and the wheel's flavors; its tasting comment is ALL only.
    expect(s.cupnote).toMatchObject({ cupnote_name: 'House Blend – release cupping', points: { acidity: 8, aroma: 9, balance: 8, body: 7, flavor: 8, sweetness: 8 }, flavor: ['FL010306', 'FL070201', 'FL0801'] });
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
      expect(Object.keys(s).sort()).toEqual(['blending_name', 'blending_name_locale', 'kind', 'public_stage', 'roaster_name', 'roaster_name_locale']);
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

  it('ALL adds the roaster\'s texts and the cup note\'s comment', async () => {
    await stages('ALL', 'DTL');
    try {
      const s = await story();
      expect(s).toHaveProperty('blending_desc');
      expect(s.cupnote).toMatchObject({ cupnote_satis_detail: expect.stringContaining('Milk chocolate') });
    } finally {
      await stages('DTL', 'DTL');
    }
  });

  it('the curve needs the roast\'s profile on and its recipe at DTL for the audience; a cafe is named only when its bean shows the audience NRML', async () => {
    const recipe = await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`);
    await db.query(`UPDATE roasting_default SET public_stage_normal = 'NRML' WHERE roasting_seq = ?`, [recipe.roasting_seq]);
    try {
      expect((await story()).roast_curves).toEqual([]);
      expect((await story(user)).roast_curves).toHaveLength(1);
    } finally {
      await db.query(`UPDATE roasting_default SET public_stage_normal = 'DTL' WHERE roasting_seq = ?`, [recipe.roasting_seq]);
    }
    await db.query(`UPDATE roasting_result SET roasting_profile_use = 0 WHERE roasting_seq = ?`, [recipe.roasting_seq]);
    try {
      expect((await story()).roast_curves).toEqual([]);
    } finally {
      await db.query(`UPDATE roasting_result SET roasting_profile_use = 1 WHERE roasting_seq = ?`, [recipe.roasting_seq]);
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
  it('a cafe bean\'s page: the linked blend\'s green beans and cup note by the cafe\'s switches, or the cafe\'s own origin', async () => {
    const bean = async (where: string) => {
      const b = await one(`SELECT coffeebean_uuid_str AS u FROM cafe_coffeebean WHERE ${where}`);
      const res = await http().get(`/api/public/beannote/coffeebean/${String(b.u)}`).set('cookie', user);
      expect(res.status).toBe(200);
      return res.body.result as Row;
    };
    const linked = 'blending_uuid IS NOT NULL';
    await db.query(`UPDATE cafe_coffeebean SET public_stage_customer = 'DTL' WHERE ${linked}`);
    try {
      const on = await bean(linked);
      expect(on.origins).toEqual(expect.arrayContaining([expect.objectContaining({ country: 'ETH', region: 'Yirgacheffe' }), expect.objectContaining({ country: 'HTI', region: 'Thiotte' })]));
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
      await db.query(`UPDATE cafe_coffeebean SET public_stage_customer = 'NRML', blending_info_use = 1, blending_cupnote_use = 1 WHERE ${linked}`);
      await db.query(`UPDATE blending_default SET public_stage_cafe = 'DTL' WHERE blending_seq = ?`, [lot.b]);
    }
    const own = await bean(`coffeebean_name = 'Kenya Nyeri AA'`);
    expect(own.origins).toEqual([expect.objectContaining({ country: 'KEN', region: 'Nyeri', farm: 'Gatomboya factory' })]);
    expect(own.country_names).toEqual(expect.objectContaining({ KEN: expect.objectContaining({ en: 'Kenya' }) }));
  });

  it('the blend\'s page (beaninfo) tells the story of its latest lot\'s cup note and its cafes', async () => {
    const blend = await one(`SELECT blending_uuid_str AS u FROM blending_default WHERE blending_seq = ?`, [lot.b]);
    const res = await http().get(`/api/public/beannote/beaninfo/${blend.u}`);
    expect(res.body.result).toMatchObject({ kind: 'beaninfo', public_stage: 'DTL', country: expect.arrayContaining(['HTI', 'ETH']), notes_count: 1 });
    expect(res.body.result.cupnote).toMatchObject({ cupnote_name: 'House Blend – release cupping' });
    expect(res.body.result.cafes).toEqual([expect.objectContaining({ cafe_name: 'Trailside Coffee Bar' })]);
  });

  it('Open Graph: the page\'s HTML carries og:title, og:description, og:url and og:type, escaped, and no more than a guest sees', async () => {
    const page = await http().get(`/info/beannote/beandetail/${lot.u}`).set('host', 'beans.example');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta property="og:title" content="빈트레일 하우스 블렌드 · 데모 로스터스" />');
    expect(page.text).toContain(`<meta property="og:url" content="http://beans.example/info/beannote/beandetail/${lot.u}" />`);
    expect(page.text).toContain('<meta property="og:type" content="article" />');
    expect(page.text).toMatch(/<meta property="og:description" content="[^"]*아이티[^"]*" \/>/);
    const en = await http().get(`/en/info/beannote/beandetail/${lot.u}`);
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain('<meta property="og:title" content="BeanTrail House Blend · Demo Roasters" />');
    expect(en.text).toMatch(/<meta property="og:description" content="Roasted by Demo Roasters · Haiti, Ethiopia · roasted \d{4}-\d{2}-\d{2}/);
    // A roaster's name is text: it is escaped, never markup.
    await db.query(`UPDATE blending_result SET blending_name = ? WHERE blending_result_uuid_str = ?`, ['Blend "<script>alert(1)</script>', lot.u]);
    await stages('LST', 'DTL');
    try {
      const evil = await http().get(`/en/info/beannote/beandetail/${lot.u}`);
      expect(evil.text).not.toContain('<script>alert(1)');
      expect(evil.text).toContain('content="Blend &quot;&lt;script&gt;alert(1)&lt;/script&gt; · Demo Roasters"');
      // LST: the preview names no origin.
      expect(evil.text).not.toContain('Haiti');
    } finally {
      await stages('DTL', 'DTL');
      await db.query(`UPDATE blending_result SET blending_name = 'BeanTrail House Blend' WHERE blending_result_uuid_str = ?`, [lot.u]);
    }
    // A page of the application keeps the shell's own head; an unknown bean is the story frame's 404.
    const guide = await http().get('/info/guide');
    expect(guide.status).toBe(200);
    expect(guide.text).not.toContain('og:title');
    const unknown = await http().get('/en/info/beannote/beandetail/00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain('<h1>Page not found</h1>');
    expect(unknown.text).not.toContain('og:title');
  });

  it('the story is a whole server-rendered document: the audience\'s stage, no script, private to the session', async () => {
    await stages('LST', 'DTL');
    try {
      const guest = await http().get(`/kr/info/beannote/beandetail/${lot.u}`).set('accept-encoding', 'gzip');
      expect(guest.status).toBe(200);
      expect(guest.headers['content-encoding']).toBe('gzip');
      expect(guest.headers['content-type']).toMatch(/^text\/html/);
      expect(guest.headers['cache-control']).toBe('private, no-cache');
      expect(guest.headers.vary).toMatch(/cookie/i);
      expect(guest.headers['content-security-policy']).toContain("script-src 'self'");
      expect(guest.text).toContain('data-stage="LST"');
      expect(guest.text).toContain('data-testid="bean-story-names-only"');
      expect(guest.text).not.toContain('<script');
      expect(guest.text).not.toContain('아이티');
      // The map image follows the page's audience: none for a guest at LST, the origins for a member.
      expect((await http().get(`/kr/info/beannote/beandetail/${lot.u}/map.svg`)).status).toBe(404);
      const map = await http().get(`/en/info/beannote/beandetail/${lot.u}/map.svg`).set('cookie', user).buffer(true);
      expect(map.status).toBe(200);
      expect(map.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(map.body.toString()).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Country map: (Haiti, Ethiopia|Ethiopia, Haiti)"/);
      const wheel = await http().get(`/en/info/beannote/beandetail/${lot.u}/wheel.svg`).set('cookie', user).buffer(true);
      expect(wheel.status).toBe(200);
      expect(wheel.body.toString()).toMatch(/<svg[^>]*aria-label="Flavor wheel: [^"]+"/);
      expect((await http().get(`/kr/info/beannote/beandetail/${lot.u}/wheel.svg`)).status).toBe(404);
      expect((await http().get(`/en/info/beannote/beandetail/${lot.u}/other.svg`).set('cookie', user)).status).toBe(404);
      const member = await http().get(`/en/info/beannote/beandetail/${lot.u}`).set('cookie', user);
      expect(member.text).toContain('data-stage="DTL"');
      expect(member.text).toMatch(/data-testid="bean-info-CNTR"><li>(Haiti|Ethiopia)<\/li>/);
      expect(member.text).toContain('data-testid="bean-story-map"');
      expect(member.text).toContain('data-testid="story-open-app"');
      // Its link preview is still a guest's.
      expect(member.text.slice(0, member.text.indexOf('</head>'))).not.toContain('Haiti');
    } finally {
      await stages('DTL', 'DTL');
    }
    // A first segment that is no locale is no bean page: the shell answers.
    const odd = await http().get(`/xx/info/beannote/beandetail/${lot.u}`);
    expect(odd.text).not.toContain('data-testid="bean-info"');
  });

  it("002 §2.10: a reader with a cafe role gets the registration link (a lot → qrreceived, a blend → qrdefault); others do not", async () => {
    const barista = await signIn(app, 'cafe.barista');
    const lotPage = await http().get(`/info/beannote/beandetail/${lot.u}`).set('cookie', barista);
    // The cafe pages take the lot's and the blend's cafe QR uuids, not the public ones.
    expect(lotPage.text).toContain(`href="/cafe/coffeebean/qrreceived/${lot.cafeU}" data-testid="bean-info-register"`);
    const blend = await one(`SELECT blending_uuid_str AS u, blending_uuid_cafe AS c FROM blending_default WHERE blending_seq = ?`, [lot.b]);
    const blendPage = await http().get(`/en/info/beannote/beaninfo/${String(blend.u)}`).set('cookie', barista);
    expect(blendPage.text).toContain(`href="/en/cafe/coffeebean/qrdefault/${String(blend.c)}" data-testid="bean-info-register"`);
    for (const cookie of [user, await signIn(app, 'roaster'), undefined]) {
      const req = http().get(`/info/beannote/beandetail/${lot.u}`);
      const res = cookie ? await req.set('cookie', cookie) : await req;
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('data-testid="bean-info-register"');
    }
  });

  it('002 §2.10: the page shows the product serial and a QR code the server draws, holding the public bean note\'s address in the page\'s language', async () => {
    await stages('LST', 'LST');
    try {
      for (const [prefix, lang] of [['', 'kr'], ['/en', 'en']] as const) {
        const page = await http().get(`${prefix}/info/beannote/beandetail/${lot.u}`).set('host', 'beans.example');
        expect(page.status).toBe(200);
        // Shown whatever the stage hides: the serial is what a note is written from.
        expect(page.text).toContain(`<code data-testid="bean-story-serial-value">${lot.u}</code>`);
        const note = `http://beans.example${prefix}/info/beannote/beandetail/${lot.u}`;
        const img = new RegExp(`<figure class="qr" data-testid="bean-story-qr"><img src="${prefix}/info/beannote/beandetail/${lot.u}/qr.svg" [^>]*alt="[^"]+: ${note.replace(/[.]/g, '\\.')}"`);
        expect({ lang, img: img.test(page.text) }).toEqual({ lang, img: true });
        const qr = await http().get(`${prefix}/info/beannote/beandetail/${lot.u}/qr.svg`).set('host', 'beans.example').buffer(true);
        expect([qr.status, qr.headers['content-type']]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
        // The same code as one drawn from the note's address: it holds that address, and nothing else.
        expect(qr.body.toString()).toBe(await QRCode.toString(note, { type: 'svg', width: 128, margin: 2 }));
      }
      // An unknown bean has no code either.
      expect((await http().get('/info/beannote/beandetail/00000000-0000-4000-8000-000000000000/qr.svg')).status).toBe(404);
    } finally {
      await stages('DTL', 'DTL');
    }
  });

  it('002 §2.4, §2.5: the cafe\'s copies of the pages at /cafe/coffeebean/beaninfo|beandetail/{uuid}, read only, images from the public path', async () => {
    const barista = await signIn(app, 'cafe.barista');
    const res = await http().get(`/cafe/coffeebean/beandetail/${lot.u}`).set('cookie', barista);
    expect(res.status).toBe(200);
    expect(res.text).toContain('data-testid="bean-info-name"');
    expect(res.text).toContain(`data-testid="bean-info-register"`);
    expect(res.text).toContain(`src="/info/beannote/beandetail/${lot.u}/map.svg"`);
    expect(res.text).toContain('href="/en/cafe/coffeebean/beandetail/');
    expect((await http().get(`/en/cafe/coffeebean/beandetail/${lot.u}`).set('cookie', barista)).status).toBe(200);
    expect((await http().get(`/cafe/coffeebean/beandetail/00000000-0000-4000-8000-000000000000`)).status).toBe(404);
    // The application's other bean pages are still the shell's.
    expect((await http().get(`/cafe/coffeebean/qrreceived/${lot.u}`)).text).not.toContain('data-testid="bean-info-name"');
  });
});
