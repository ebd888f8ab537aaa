import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { databases, startApp } from '../../testing/test-app';

/** API replies are compressed on the fly when large enough (core/http/compression.ts). */
describe.each(databases().slice(0, 1))('API reply compression (%s)', (_name, database) => {
  let app: NestFastifyApplication;
  // Fastify's inject: the bytes as sent (an HTTP client such as supertest would decode them itself).
  const raw = async (method: 'GET' | 'POST', url: string, encoding: string, payload?: object) => {
    const res = await app
      .getHttpAdapter()
      .getInstance()
      .inject({ method, url, headers: { 'accept-encoding': encoding }, payload });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  };
  beforeAll(async () => {
    app = await startApp(await database());
  });
  afterAll(() => app.close());

  // The country codes are several KB of JSON: the same reply, three ways.
  const codes = (encoding: string) => raw('POST', '/api/code/simple', encoding, { code_group: ['CNTR'] });

  it('sends a large JSON reply as brotli or gzip when asked, and the bytes decode to the plain reply', async () => {
    const plain = await codes('identity');
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await codes('br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
    const gz = await codes('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.body).toString('utf8'))).toEqual(JSON.parse(plain.body.toString('utf8')));
  });

  it('leaves a small reply as it is', async () => {
    const health = await raw('GET', '/api/public/health', 'br, gzip');
    expect(health.status).toBe(200);
    expect(health.body.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
  });

  it('does not compress twice a page the server has already compressed (the intro, public/server-page.ts)', async () => {
    const page = await raw('GET', '/en/info/intro', 'gzip');
    expect(page.status).toBe(200);
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString('utf8')).toMatch(/^<!doctype html>/i);
  });
});
