import QRCode from 'qrcode';
import { databases, signIn } from '../testing/test-app';
import { storyFixture, type StoryState } from './bean-story.fixture';

// The bean story as a page: the server writes Open Graph tags into its HTML and renders the whole
// document, offers a cafe the registration link, draws the product's QR code, and serves the
// cafe's read-only copies.
describe.each(databases())('the bean story page on %s (001 §2, §9; 002 §2.5)', (_name, database) => {
  const fixture = storyFixture(database);
  const { http, one, stages } = fixture;
  let app: StoryState['app'];
  let db: StoryState['db'];
  let lot: StoryState['lot'];
  let user: string;
  beforeAll(() => {
    ({ app, db, lot, user } = fixture.state);
  });

  it("Open Graph: the page's HTML carries og:title, og:description, og:url and og:type, escaped, and no more than a guest sees", async () => {
    const page = await http().get(`/info/beannote/beandetail/${lot.u}`).set('host', 'beans.example');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<meta property="og:title" content="빈트레일 하우스 블렌드 · 데모 로스터스" />');
    expect(page.text).toContain(
      `<meta property="og:url" content="http://beans.example/info/beannote/beandetail/${lot.u}" />`,
    );
    expect(page.text).toContain('<meta property="og:type" content="article" />');
    expect(page.text).toMatch(/<meta property="og:description" content="[^"]*아이티[^"]*" \/>/);
    const en = await http().get(`/en/info/beannote/beandetail/${lot.u}`);
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain('<meta property="og:title" content="BeanTrail House Blend · Demo Roasters" />');
    expect(en.text).toMatch(
      /<meta property="og:description" content="Roasted by Demo Roasters · Haiti, Ethiopia · roasted \d{4}-\d{2}-\d{2}/,
    );
    // A roaster's name is text: it is escaped, never markup.
    await db.query(`UPDATE blending_result SET blending_name = ? WHERE blending_result_uuid_str = ?`, [
      'Blend "<script>alert(1)</script>',
      lot.u,
    ]);
    await stages('LST', 'DTL');
    try {
      const evil = await http().get(`/en/info/beannote/beandetail/${lot.u}`);
      expect(evil.text).not.toContain('<script>alert(1)');
      expect(evil.text).toContain('content="Blend &quot;&lt;script&gt;alert(1)&lt;/script&gt; · Demo Roasters"');
      // LST: the preview names no origin.
      expect(evil.text).not.toContain('Haiti');
    } finally {
      await stages('DTL', 'DTL');
      await db.query(
        `UPDATE blending_result SET blending_name = 'BeanTrail House Blend' WHERE blending_result_uuid_str = ?`,
        [lot.u],
      );
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

  it("the story is a whole server-rendered document: the audience's stage, no script, private to the session", async () => {
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
      expect(map.body.toString()).toMatch(
        /<svg[^>]*role="img"[^>]*aria-label="Country map: (Haiti, Ethiopia|Ethiopia, Haiti)"/,
      );
      const wheel = await http()
        .get(`/en/info/beannote/beandetail/${lot.u}/wheel.svg`)
        .set('cookie', user)
        .buffer(true);
      expect(wheel.status).toBe(200);
      expect(wheel.body.toString()).toMatch(/<svg[^>]*aria-label="Flavor wheel: [^"]+"/);
      expect((await http().get(`/kr/info/beannote/beandetail/${lot.u}/wheel.svg`)).status).toBe(404);
      expect((await http().get(`/en/info/beannote/beandetail/${lot.u}/other.svg`).set('cookie', user)).status).toBe(
        404,
      );
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

  it('002 §2.10: a reader with a cafe role gets the registration link (a lot → qrreceived, a blend → qrdefault); others do not', async () => {
    const barista = await signIn(app, 'cafe.barista');
    const lotPage = await http().get(`/info/beannote/beandetail/${lot.u}`).set('cookie', barista);
    // The cafe pages take the lot's and the blend's cafe QR uuids, not the public ones.
    expect(lotPage.text).toContain(`href="/cafe/coffeebean/qrreceived/${lot.cafeU}" data-testid="bean-info-register"`);
    const blend = await one(
      `SELECT blending_uuid_str AS u, blending_uuid_cafe AS c FROM blending_default WHERE blending_seq = ?`,
      [lot.b],
    );
    const blendPage = await http()
      .get(`/en/info/beannote/beaninfo/${String(blend.u)}`)
      .set('cookie', barista);
    expect(blendPage.text).toContain(
      `href="/en/cafe/coffeebean/qrdefault/${String(blend.c)}" data-testid="bean-info-register"`,
    );
    for (const cookie of [user, await signIn(app, 'roaster'), undefined]) {
      const req = http().get(`/info/beannote/beandetail/${lot.u}`);
      const res = cookie ? await req.set('cookie', cookie) : await req;
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('data-testid="bean-info-register"');
    }
  });

  it("002 §2.10: the page shows the product serial and a QR code the server draws, holding the public bean note's address in the page's language", async () => {
    await stages('LST', 'LST');
    try {
      for (const [prefix, lang] of [
        ['', 'kr'],
        ['/en', 'en'],
      ] as const) {
        const page = await http().get(`${prefix}/info/beannote/beandetail/${lot.u}`).set('host', 'beans.example');
        expect(page.status).toBe(200);
        // Shown whatever the stage hides: the serial is what a note is written from.
        expect(page.text).toContain(`<code data-testid="bean-story-serial-value">${lot.u}</code>`);
        const note = `http://beans.example${prefix}/info/beannote/beandetail/${lot.u}`;
        const img = new RegExp(
          `<figure class="qr" data-testid="bean-story-qr"><img src="${prefix}/info/beannote/beandetail/${lot.u}/qr.svg" [^>]*alt="[^"]+: ${note.replace(/[.]/g, '\\.')}"`,
        );
        expect({ lang, img: img.test(page.text) }).toEqual({ lang, img: true });
        const qr = await http()
          .get(`${prefix}/info/beannote/beandetail/${lot.u}/qr.svg`)
          .set('host', 'beans.example')
          .buffer(true);
        expect([qr.status, qr.headers['content-type']]).toEqual([200, expect.stringMatching(/^image\/svg\+xml/)]);
        // The same code as one drawn from the note's address: it holds that address, and nothing else.
        expect(qr.body.toString()).toBe(await QRCode.toString(note, { type: 'svg', width: 128, margin: 2 }));
      }
      // An unknown bean has no code either.
      expect((await http().get('/info/beannote/beandetail/00000000-0000-4000-8000-000000000000/qr.svg')).status).toBe(
        404,
      );
    } finally {
      await stages('DTL', 'DTL');
    }
  });

  it("002 §2.4, §2.5: the cafe's copies of the pages at /cafe/coffeebean/beaninfo|beandetail/{uuid}, read only, images from the public path", async () => {
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
    expect((await http().get(`/cafe/coffeebean/qrreceived/${lot.u}`)).text).not.toContain(
      'data-testid="bean-info-name"',
    );
  });
});
