import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { NotFoundException } from '@nestjs/common';
import type { Locale } from '@beantrail/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

// What the pages the server renders (the bean story, the intro) share: their locale, headers and compression.

/** The page's locale from its path's first segment (none: kr); any other first segment is no story, the shell answers it. */
export function localeOf(prefix: string | undefined): Locale {
  if (prefix !== undefined && prefix !== 'kr' && prefix !== 'en') throw new NotFoundException();
  return prefix === 'en' ? 'en' : 'kr';
}

/** An HTML page that depends on the reader's session (signed in or not, the audience's stage): never shared by caches. */
export function sessionPageHeaders(reply: FastifyReply): void {
  void reply.header('content-type', 'text/html; charset=utf-8').header('cache-control', 'private, no-cache').header('vary', 'cookie, accept-encoding');
}

/**
 * Compressed per request (static files are compressed at build time): on a phone's slow link the
 * bytes are the first paint (the DTL story ~25 KB → ~7 KB, the map ~60 KB → ~20 KB). Brotli at a
 * middle quality: a millisecond or two, not the default's hundreds.
 */
export function compressed(html: string, request: FastifyRequest, reply: FastifyReply): Buffer | string {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    void reply.header('content-encoding', 'br');
    return brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) } });
  }
  if (/\bgzip\b/.test(accepted)) {
    void reply.header('content-encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}
