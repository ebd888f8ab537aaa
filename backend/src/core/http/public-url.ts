import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';

/**
 * An absolute address on this site for a page the server writes it into (og:url, a QR code, the
 * Google callback): `PUBLIC_ORIGIN` when configured (behind a proxy, or so that no Host header a
 * client sends can choose it), else the scheme and host the request came with.
 */
export function publicUrl(config: Pick<AppConfig, 'publicOrigin'>, request: FastifyRequest, path: string): string {
  // Fastify's host (X-Forwarded-Host with TRUST_PROXY=1), as the sign-in's origin check reads it.
  const origin = config.publicOrigin ?? `${request.protocol}://${request.host || 'localhost'}`;
  return `${origin}${path}`;
}
