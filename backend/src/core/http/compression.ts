import fastifyCompress from '@fastify/compress';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { constants as zlib } from 'node:zlib';

/**
 * API replies compressed on the fly: a roast's detail carries its whole log (up to 100 KB of JSON,
 * 000 §8 chart log) and a comparison six of them, which a phone would otherwise fetch as they are.
 * Static files are compressed at build time and the server-rendered pages per request
 * (public/server-page.ts): both set content-encoding themselves, which this plugin leaves alone.
 * Brotli at quality 4: on replies made per request the top quality costs far more time than it saves
 * bytes. Below 1 KB compressing does not pay. No reply holds a secret beside reflected input (no CSRF
 * token in bodies; SameSite cookies), so compressing JSON does not open a BREACH-style leak.
 */
export async function registerCompression(app: NestFastifyApplication): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
