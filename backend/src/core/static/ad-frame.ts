import { AD_FRAME_PATH, AD_SLOT_ID } from '@beantrail/contracts';
import type { FastifyInstance } from 'fastify';

const escapeAttr = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * 001 §1: the advertising script's own page (AD_FRAME_PATH), the only page whose policy lets the
 * script's origin in. Data pages show it in an iframe sandboxed without `allow-same-origin`
 * (contracts ads.ts), so the script runs in an opaque origin: it can neither read this site's
 * pages and cookies nor call its API as the reader, and it goes when the frame does. Framed by this
 * site only; the script is loaded `async`, and nothing of the application waits for it.
 */
export function adFramePolicy(scriptUrl: string): string {
  const ads = new URL(scriptUrl).origin;
  return [
    "default-src 'none'",
    `script-src ${ads}`,
    `img-src ${ads} data:`,
    `connect-src ${ads}`,
    `frame-src ${ads}`,
    "style-src 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function adFrameHtml(scriptUrl: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><style>html,body{margin:0;overflow:hidden}</style></head><body><div id="${AD_SLOT_ID}"></div><script async src="${escapeAttr(scriptUrl)}"></script></body></html>`;
}

export function serveAdFrame(fastify: FastifyInstance, scriptUrl: string): void {
  const policy = adFramePolicy(scriptUrl);
  const html = adFrameHtml(scriptUrl);
  fastify.get(AD_FRAME_PATH, async (_request, reply) => {
    // Over the site's own headers (set before the route): its policy, and framed by this site only.
    void reply
      .header('content-security-policy', policy)
      .header('x-frame-options', 'SAMEORIGIN')
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8');
    return html;
  });
}
