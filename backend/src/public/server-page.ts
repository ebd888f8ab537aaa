import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createParamDecorator, type ExecutionContext, NotFoundException } from '@nestjs/common';
import type { Locale } from '@beantrail/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';

// What the pages the server renders (the bean story, the intro) share: their locale, headers and compression.

/** The page's locale from its path's first segment (none: kr); any other first segment is no story, the shell answers it. */
export function localeOf(prefix: string | undefined): Locale {
  if (prefix !== undefined && prefix !== 'kr' && prefix !== 'en') throw new NotFoundException();
  return prefix === 'en' ? 'en' : 'kr';
}

/** The page's locale as a handler parameter (`@PageLocale() locale: Locale`), from the route's `:locale` by localeOf. */
export const PageLocale = createParamDecorator((_data: unknown, context: ExecutionContext): Locale =>
  localeOf(context.switchToHttp().getRequest<{ params?: Record<string, string | undefined> }>().params?.locale),
);

/**
 * An HTML page that depends on the reader's session (signed in or not, the audience's stage): never
 * shared by caches. `store: false` (the sign-in form) keeps it out of every cache, the browser's
 * back-forward cache included, so a typed password is not kept in a page after signing in.
 */
export function sessionPageHeaders(reply: FastifyReply, { store = true }: { store?: boolean } = {}): void {
  void reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', store ? 'private, no-cache' : 'no-store')
    .header('vary', 'cookie, accept-encoding');
}

/** Whether Accept-Encoding allows a coding: named (or `*`) with a quality above zero. */
export function acceptsEncoding(header: string, coding: string): boolean {
  let wildcard: boolean | undefined;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const allowed = !q || Number(q[1]) > 0;
    if (name.trim() === coding) return allowed;
    if (name.trim() === '*') wildcard = allowed;
  }
  return wildcard ?? false;
}

/**
 * Compressed per request (static files are compressed at build time): on a phone's slow link the
 * bytes are the first paint (the DTL story ~25 KB → ~7 KB, the map ~60 KB → ~20 KB). Brotli at a
 * middle quality: a millisecond or two, not the default's hundreds.
 */
export function compressed(html: string, request: FastifyRequest, reply: FastifyReply): Buffer | string {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (acceptsEncoding(accepted, 'br')) {
    void reply.header('content-encoding', 'br');
    return brotliCompressSync(html, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html) },
    });
  }
  if (acceptsEncoding(accepted, 'gzip')) {
    void reply.header('content-encoding', 'gzip');
    return gzipSync(html);
  }
  return html;
}
