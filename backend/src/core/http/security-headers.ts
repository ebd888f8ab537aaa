import helmet from 'helmet';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AppConfig } from '../config/config';
import { remotesManifest } from '../static/serve-static';
import { isHttps } from './https';

const HSTS = 'max-age=31536000; includeSubDomains';
/** Where Google serves the profile pictures its ID tokens name (`picture`). */
export const GOOGLE_PICTURES = 'https://*.googleusercontent.com';

/** Origins other than this site's that the run-time manifest (/remotes.json) loads areas from. */
export function remoteOrigins(config: AppConfig): string[] {
  const origins = new Set<string>();
  for (const { entry } of remotesManifest(config).remotes) {
    if (!/^https?:\/\//i.test(entry)) continue;
    origins.add(new URL(entry).origin);
  }
  return [...origins];
}

/**
 * The Content-Security-Policy the shell and its remotes run under (the browser
 * check is e2e/tests/security-headers.spec.ts). Scripts only from this site and the remotes'
 * origins: no inline script, no eval (the production build needs neither; `npm run dev` builds
 * with source maps in files, not eval). Styles may be inline: MUI's emotion inserts <style>
 * elements at run time and the shell's page has a small one; no user HTML is ever rendered.
 * data: and blob: images for QR codes and chart PNG exports; downloads are blob: links.
 */
export function contentSecurityPolicy(config: AppConfig): Record<string, string[]> {
  const remotes = remoteOrigins(config);
  return {
    'default-src': ["'self'"],
    // 001 §1: an advertising script never runs in these pages; it has a sandboxed frame of this site (static/ad-frame.ts).
    'script-src': ["'self'", ...remotes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // With Google sign-in, the profile shows the picture Google gave (001 §3 user_img), from its image host.
    'img-src': ["'self'", 'data:', 'blob:', ...remotes, ...(config.google ? [GOOGLE_PICTURES] : [])],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...remotes],
    'frame-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * Security headers on every response, files and errors included (helmet, from a root onRequest
 * hook): the CSP above, nosniff, X-Frame-Options DENY, Referrer-Policy no-referrer (QR links carry
 * their record's uuid), and HSTS when the request came over https. API replies are `no-store`: they
 * depend on the session cookie, signed in or not, and must not stay in a shared or back-button cache.
 *
 * helmet itself rather than its Fastify plugin: @fastify/helmet builds helmet's middleware again on
 * every request (parsing the CSP each time), ~5 % of a save's time (docs/PERFORMANCE.md); built
 * once here, the headers are the same (e2e/tests/security-headers.spec.ts).
 */
export async function registerSecurityHeaders(app: NestFastifyApplication, config: AppConfig): Promise<void> {
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    strictTransportSecurity: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  });
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      headers(request.raw, reply.raw, () => undefined);
      if (isHttps(request)) void reply.header('strict-transport-security', HSTS);
      if (request.url.startsWith('/api/')) void reply.header('cache-control', 'no-store');
      done();
    });
}
