import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { fakeShellBuild } from '../../testing/shell-build';
import { databases, signIn, startApp } from '../../testing/test-app';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

// Spec 000 §1, 002 §2.13: the intro, rendered by the server as a whole document (
// a stranger's first page loads no application), with its QR code's files (000 §9) and `/`.
describe('the intro, a page the server renders (002 §2.13)', () => {
  let app: NestFastifyApplication;
  const root = fakeShellBuild('bt-intro-');
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const [, database] = databases()[0];
    app = await startApp(await database(), { STATIC_ROOT: root });
  });
  afterAll(async () => app.close());

  it('is a whole document in each language, with the open pages, a QR code and the one small script', async () => {
    for (const [url, lang, title, flavorwheel] of [
      ['/info/intro', 'ko', '빈트레일에 오신 것을 환영합니다', '/info/chart/flavorwheel'],
      ['/kr/info/intro', 'ko', '빈트레일에 오신 것을 환영합니다', '/info/chart/flavorwheel'],
      ['/en/info/intro', 'en', 'Welcome to BeanTrail', '/en/info/chart/flavorwheel'],
    ]) {
      const res = await http().get(url).set('host', 'beans.example');
      expect({ url, status: res.status, type: res.headers['content-type'] }).toEqual({
        url,
        status: 200,
        type: 'text/html; charset=utf-8',
      });
      expect(res.headers['cache-control']).toBe('private, no-cache');
      expect(res.text).toContain(`<html lang="${lang}">`);
      expect(res.text).toContain(`<h1 data-testid="landing-title">${title}</h1>`);
      expect(res.text).toContain(`href="${flavorwheel}" data-testid="link-flavorwheel"`);
      // The QR code holds the page's own address, in its language.
      const own = `http://beans.example${lang === 'en' ? '/en' : ''}/info/intro`;
      expect(res.text).toContain(`<meta property="og:url" content="${own}" />`);
      expect(res.text).toMatch(
        /data-testid="qr-code"><figure role="img" aria-label="[^"]+: http:\/\/beans\.example[^"]*"><svg /,
      );
      // The application is not on the page: its only script is the page actions, deferred.
      expect(res.text.match(/<script[^>]*src=[^>]*>/g)).toEqual(['<script defer src="/page-actions.0a1b2c3d.js">']);
      // What "copy data" copies: labelled lines in the page's language, not a JSON blob.
      const data = /<pre id="page-data" hidden>([^<]*)<\/pre>/.exec(res.text)![1].replace(/&amp;/g, '&');
      const p = lang === 'en' ? 'http://beans.example/en' : 'http://beans.example';
      expect(data.split('\n')).toEqual(
        lang === 'en'
          ? [
              `This page: ${own}`,
              `Flavor wheel: ${p}/info/chart/flavorwheel`,
              `Radar chart: ${p}/info/chart/radarchart`,
              `Brewing record: ${p}/info/chart/brewingrecord`,
              `Roasting profile: ${p}/info/chart/roastingprofile`,
              `Cup note try-out: ${p}/info/beannote`,
            ]
          : [
              `이 페이지: ${own}`,
              `플레이버 휠: ${p}/info/chart/flavorwheel`,
              `레이더 차트: ${p}/info/chart/radarchart`,
              `추출 기록: ${p}/info/chart/brewingrecord`,
              `로스팅 프로파일: ${p}/info/chart/roastingprofile`,
              `커핑 노트 체험: ${p}/info/beannote`,
            ],
      );
      expect(data).not.toContain('{');
    }
  });

  it('a Host that is no host name is 400, not a 500 or a page carrying it (attacker review: 2,330 characters overflowed the QR code)', async () => {
    for (const host of ['a'.repeat(2330), 'x"><script>alert(1)</script>', 'a b.example']) {
      for (const path of ['/info/intro', '/en/info/intro', '/info/intro/QRCode.svg', '/info/intro/QRCode.png']) {
        const res = await http().get(path).set('host', host);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(res.text).not.toContain('<script>alert');
      }
    }
    expect((await http().get('/info/intro').set('host', '[::1]:8080')).status).toBe(200);
  });

  it('invites a visitor to sign in and come back; a signed-in reader gets a way into the application instead', async () => {
    const guest = await http().get('/en/info/intro');
    expect(guest.text).toContain('data-testid="signin-prompt"');
    expect(guest.text).toContain(
      `href="/en/user/signin?from=${encodeURIComponent('/en/info/intro')}" data-testid="intro-sign-in"`,
    );
    expect(guest.text).toContain(
      `href="/en/user/signup?from=${encodeURIComponent('/en/info/intro')}" data-testid="signup-link"`,
    );
    const member = await http()
      .get('/en/info/intro')
      .set('cookie', await signIn(app, 'user'));
    expect(member.status).toBe(200);
    expect(member.text).not.toContain('data-testid="signin-prompt"');
    expect(member.text).toContain('<a href="/en/user/home" data-testid="story-open-app">');
  });

  it('serves its QR code as QRCode.png and QRCode.svg (spec 000 §9), and nothing else under it', async () => {
    const png = await http().get('/info/intro/QRCode.png').buffer(true);
    expect(png.status).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-disposition']).toBe('attachment; filename="QRCode.png"');
    expect(png.body.subarray(0, 8).equals(PNG)).toBe(true);
    const svg = await http().get('/en/info/intro/QRCode.svg').buffer(true);
    expect(svg.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(svg.body.toString()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[\s\S]*<path[\s\S]*<\/svg>\s*$/);
    // A file keeps the standard's quiet zone of 4 modules (a printed label needs it): the first dark module at 4.
    expect(svg.body.toString()).toContain('<path stroke="#000000" d="M4 4.5h7');
    // Names with a quote, a line break or Hangul were a 500 (they reached a header).
    for (const url of [
      '/info/intro/QRCode.gif',
      '/info/intro/..%2Fpackage.json',
      '/en/info/intro/qrcode.png',
      '/info/intro/%E4%BD%A0.png',
      '/info/intro/a%22b.txt',
    ]) {
      const res = await http().get(url);
      expect({ url, status: res.status, disposition: res.headers['content-disposition'] }).toEqual({
        url,
        status: 404,
        disposition: undefined,
      });
    }
    // A name without a file's extension is a page path: the application's not-found page, no header from it.
    const injected = await http().get('/info/intro/%0d%0aSet-Cookie:x=1');
    expect([injected.status, injected.headers['content-disposition'], injected.headers['set-cookie']]).toEqual([
      200,
      undefined,
      undefined,
    ]);
    expect(injected.text).toContain('<title>shell</title>');
  });

  it("sends `/` to the intro in the visitor's language; another first segment is not an intro", async () => {
    const cases: [string, string | undefined, string][] = [
      ['/', undefined, '/info/intro'],
      ['/', 'bt_lang=en', '/en/info/intro'],
      ['/', 'bt_lang=kr', '/info/intro'],
      ['/en', undefined, '/en/info/intro'],
      ['/kr', 'bt_lang=en', '/info/intro'],
      // A trailing slash is the same address (Fastify ignoreTrailingSlash): /en/ was the application's page.
      ['/en/', undefined, '/en/info/intro'],
    ];
    for (const [url, cookie, location] of cases) {
      const req = http().get(url);
      const res = cookie ? await req.set('cookie', cookie) : await req;
      expect({ url, cookie, status: res.status, location: res.headers.location }).toEqual({
        url,
        cookie,
        status: 302,
        location,
      });
    }
    const slash = await http().get('/en/info/intro/');
    expect([slash.status, slash.text.includes('data-testid="landing-title"')]).toEqual([200, true]);
    // A path of the application is still the shell's page.
    const other = await http().get('/roaster/info/intro');
    expect(other.text).toContain('<title>shell</title>');
  });
});

// Its own app, after the other block: a second app in one file shares module state with the first.
describe('the intro behind a configured address (PUBLIC_ORIGIN)', () => {
  it('with PUBLIC_ORIGIN set, the page and its QR code name that address whatever Host a client sends', async () => {
    const [, database] = databases()[0];
    const configured = await startApp(await database(), {
      STATIC_ROOT: fakeShellBuild('bt-intro-origin-'),
      PUBLIC_ORIGIN: 'https://beantrail.example',
    });
    try {
      const res = await request(configured.getHttpServer()).get('/en/info/intro').set('host', 'evil.example');
      expect(res.text).toContain('<meta property="og:url" content="https://beantrail.example/en/info/intro" />');
      expect(res.text).not.toContain('evil.example');
      const svg = await request(configured.getHttpServer()).get('/info/intro/QRCode.svg').set('host', 'evil.example');
      expect(svg.status).toBe(200);
    } finally {
      await configured.close();
    }
  });
});
