import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { databases, signIn, startApp } from '../../testing/test-app';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name, values]),
  );
}

/**
 * Security headers on every response — the shell's page, its files, the remotes'
 * files, the run-time manifest, API replies and errors. The CSP admits exactly what the shell and
 * the remotes need (docs/SECURITY.md); the browser check is e2e/tests/security-headers.spec.ts.
 */
describe('security headers on every response', () => {
  let app: NestFastifyApplication;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-headers-'));
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, 'shell/dist/main.abc123.js'), 'console.log(1)');
    fs.mkdirSync(path.join(root, 'mf-roaster/dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'mf-roaster/dist/remoteEntry.js'), 'console.log(2)');
    const [, database] = databases()[0];
    app = await startApp(await database(), {
      STATIC_ROOT: root,
      REMOTE_URL_ADMIN: 'https://cdn.example/admin/remoteEntry.js',
      REMOTE_URL_CAFE: 'https://cafe.example:8443/remotes/cafe/mf-manifest.json',
      REMOTE_URL_USER: '/elsewhere/user/mf-manifest.json',
    });
  });
  afterAll(() => app.close());

  const everywhere = [
    '/',
    '/en/roaster/home',
    '/main.abc123.js',
    '/remotes/roaster/remoteEntry.js',
    '/remotes.json',
    '/api/public/health',
    '/api/sign/me',
    '/api/nothing/here',
  ];

  it('sends nosniff, no framing, a referrer policy and the CSP on the page, its files, the manifest, API replies and errors', async () => {
    for (const url of everywhere) {
      const res = await http().get(url);
      expect({ url, nosniff: res.headers['x-content-type-options'] }).toEqual({ url, nosniff: 'nosniff' });
      expect({ url, frame: res.headers['x-frame-options'] }).toEqual({ url, frame: 'DENY' });
      expect({ url, referrer: res.headers['referrer-policy'] }).toEqual({ url, referrer: 'no-referrer' });
      expect({ url, frameAncestors: directives(res.headers['content-security-policy'])['frame-ancestors'] }).toEqual({
        url,
        frameAncestors: ["'none'"],
      });
    }
  });

  it('allows scripts only from this site and the remotes the manifest names on other origins: no inline script, no eval', async () => {
    const csp = directives((await http().get('/')).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", 'https://cafe.example:8443', 'https://cdn.example']);
    expect(csp['connect-src']).toEqual(["'self'", 'https://cafe.example:8443', 'https://cdn.example']);
    expect(csp['script-src-attr']).toEqual(["'none'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
    // QR codes and chart exports are data: images; downloads are blob: URLs.
    expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    // MUI's emotion injects <style> elements at run time.
    expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    for (const values of Object.values(csp)) expect(values).not.toContain("'unsafe-eval'");
  });

  it('sends HSTS over https only', async () => {
    expect((await http().get('/')).headers['strict-transport-security']).toBeUndefined();
    const https = await http().get('/').set('x-forwarded-proto', 'https');
    expect(https.headers['strict-transport-security']).toMatch(/^max-age=\d{7,}; includeSubDomains$/);
  });

  it('marks API replies no-store, signed in or not, errors included; files keep their own caching', async () => {
    const cookie = await signIn(app, 'roaster');
    for (const [url, withCookie] of [
      ['/api/sign/me', true],
      ['/api/user/home', true],
      ['/api/public/health', false],
      ['/api/nothing/here', true],
    ] as const) {
      const res = await (withCookie ? http().get(url).set('cookie', cookie) : http().get(url));
      expect({ url, cache: res.headers['cache-control'] }).toEqual({ url, cache: 'no-store' });
    }
    const signin = await http().post('/api/sign/signin').send({ user_id: 'roaster', user_pass: 'beantrail' });
    expect(signin.headers['cache-control']).toBe('no-store');
    expect((await http().get('/main.abc123.js')).headers['cache-control']).toContain('immutable');
    expect((await http().get('/')).headers['cache-control']).toBe('no-cache');
  });
});

/**
 * 001 §1 with AD_SCRIPT_URL: the advertising script gets a page of its own (/ads/frame), the only one
 * whose policy admits its origin; the application's pages never do, so the script can only run in
 * the sandboxed frame data pages show (docs/FRONTEND.md "The advertising slot").
 */
describe("the advertising frame's page (001 §1)", () => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());
  const script = 'https://ads.example/serve/ad.js?slot=1&x="<';

  beforeAll(async () => {
    const [, database] = databases()[0];
    app = await startApp(await database(), { AD_SCRIPT_URL: script });
  });
  afterAll(async () => {
    await app.close();
  });

  it("is named in /remotes.json; its own policy admits the script's origin and only this site may frame it", async () => {
    expect((await http().get('/remotes.json')).body.ads).toEqual({ frame: '/ads/frame' });
    const res = await http().get('/ads/frame');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = directives(res.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(['https://ads.example']);
    expect(csp['default-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    // The address is written as an attribute, its quotes and angle brackets escaped.
    expect(res.text).toContain('<script async src="https://ads.example/serve/ad.js?slot=1&amp;x=%22%3C"></script>');
    expect(res.text).toContain('id="bt-ad-slot"');
  });

  it("the application's own policy never admits the script's origin", async () => {
    for (const url of ['/remotes.json', '/api/sign/me', '/en/user/usernote/brewingresult']) {
      const header = String((await http().get(url)).headers['content-security-policy']);
      expect(header).toContain("script-src 'self'");
      expect(header).not.toContain('ads.example');
    }
  });
});
