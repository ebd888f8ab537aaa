import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { databases, startApp } from '../../testing/test-app';

// The shell, each remote's files, /remotes.json and the API from one server;
// spec 000 §2 pages are client routes, so an unknown page path gets the shell's index.html.
describe('one port serves the shell, the remotes and the API', () => {
  let app: NestFastifyApplication;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-static-'));

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'shell/dist/index.html'), '<!doctype html><title>shell</title>');
    fs.writeFileSync(path.join(root, 'shell/dist/main.abc123.js'), 'console.log(1)');
    // The build's brotli/gzip copies (mf-shared/build/build-output.js), told apart by their content.
    fs.writeFileSync(path.join(root, 'shell/dist/main.abc123.js.br'), zlib.brotliCompressSync('console.log("br")'));
    fs.writeFileSync(path.join(root, 'shell/dist/main.abc123.js.gz'), zlib.gzipSync('console.log("gz")'));
    fs.mkdirSync(path.join(root, 'mf-public/dist'), { recursive: true });
    fs.writeFileSync(path.join(root, 'mf-public/dist/remoteEntry.js'), 'var mf_public;');
    fs.writeFileSync(path.join(root, 'mf-public/dist/remoteEntry.js.br'), zlib.brotliCompressSync('var mf_public;'));
    fs.writeFileSync(path.join(root, 'mf-public/dist/remoteEntry.js.gz'), zlib.gzipSync('var mf_public;'));
    // Source maps a development build leaves in dist.
    fs.writeFileSync(path.join(root, 'shell/dist/main.abc123.js.map'), '{"version":3,"sources":["src/main.ts"]}');
    fs.writeFileSync(path.join(root, 'mf-public/dist/chart.abc123.js.map'), '{"version":3,"sources":["src/chart.ts"]}');
    const [, database] = databases()[0];
    app = await startApp(await database(), {
      STATIC_ROOT: root,
      REMOTE_URL_ADMIN: 'https://cdn.example/admin/remoteEntry.js',
    });
  });
  afterAll(async () => app.close());

  const http = () => request(app.getHttpServer());

  // `/` and the intro are pages the server renders (public/intro/intro.api.spec.ts).
  it('serves the shell for client routes, never cached', async () => {
    for (const url of ['/info/guide', '/en/info/chart/flavorwheel', '/en/roaster/home?x=1']) {
      const res = await http().get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.text).toContain('<title>shell</title>');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed chunks for a year and revalidates remote entries', async () => {
    const chunk = await http().get('/main.abc123.js');
    expect(chunk.headers['cache-control']).toContain('immutable');
    const entry = await http().get('/remotes/public/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.headers['cache-control']).toBe('no-cache');
    // Its precompressed copies too, which a browser is served: cached for a year, a redeployed area
    // (docs/DEPLOY.md) would have reached its visitors a year late.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: '/remotes/public/remoteEntry.js', headers: { 'accept-encoding': encoding } });
      expect({
        encoding,
        used: res.headers['content-encoding'] ?? 'identity',
        cache: res.headers['cache-control'],
      }).toEqual({ encoding, used: encoding, cache: 'no-cache' });
    }
  });

  it('serves the precompressed copy the browser accepts, and the plain file otherwise', async () => {
    // Fastify's inject: the raw bytes as sent, no client-side decoding.
    const get = (encoding: string) =>
      app
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: '/main.abc123.js', headers: { 'accept-encoding': encoding } });
    const br = await get('br, gzip');
    expect([br.headers['content-encoding'], zlib.brotliDecompressSync(br.rawPayload).toString()]).toEqual([
      'br',
      'console.log("br")',
    ]);
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    const gz = await get('gzip');
    expect([gz.headers['content-encoding'], zlib.gunzipSync(gz.rawPayload).toString()]).toEqual([
      'gzip',
      'console.log("gz")',
    ]);
    const plain = await get('identity');
    expect([plain.headers['content-encoding'], plain.body]).toEqual([undefined, 'console.log(1)']);
  });

  it('names each remote in /remotes.json, relocatable by REMOTE_URL_<AREA>', async () => {
    const res = await http().get('/remotes.json');
    const byArea = Object.fromEntries(res.body.remotes.map((r: { area: string; entry: string }) => [r.area, r.entry]));
    expect(byArea.public).toBe('/remotes/public/remoteEntry.js');
    expect(byArea.admin).toBe('https://cdn.example/admin/remoteEntry.js');
    expect(Object.keys(byArea).sort()).toEqual(['admin', 'cafe', 'public', 'roaster', 'user']);
  });

  it('never serves source maps in a production start', async () => {
    for (const url of ['/main.abc123.js.map', '/remotes/public/chart.abc123.js.map']) {
      const res = await http().get(url);
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(res.text).not.toContain('"sources"');
    }
  });

  it('serves them with SOURCE_MAPS=1 (npm run dev)', async () => {
    const [, database] = databases()[0];
    const dev = await startApp(await database(), { STATIC_ROOT: root, SOURCE_MAPS: '1' });
    try {
      for (const url of ['/main.abc123.js.map', '/remotes/public/chart.abc123.js.map']) {
        const res = await request(dev.getHttpServer()).get(url);
        expect({ url, status: res.status }).toEqual({ url, status: 200 });
      }
    } finally {
      await dev.close();
    }
  });

  it('answers unknown API calls and missing files with the 404 envelope, not the shell', async () => {
    const api = await http().get('/api/nothing/here');
    expect(api.status).toBe(404);
    expect(api.body).toMatchObject({ status: '404', description: 'nopage_text' });
    const file = await http().get('/remotes/public/missing.js');
    expect(file.status).toBe(404);
    expect(file.text).not.toContain('<title>shell</title>');
  });
});
