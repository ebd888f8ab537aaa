import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/config';
import { ApiRefusal } from '../envelope/api-refusal';

/** A host name or address with an optional port, at most 255 characters (DNS's limit). */
const HOST = /^(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * An absolute address on this site for a page the server writes it into (og:url, a QR code, the
 * Google callback): `PUBLIC_ORIGIN` when configured (behind a proxy, or so that no Host header a
 * client sends can choose it), else the scheme and host the request came with.
 */
export function publicUrl(config: Pick<AppConfig, 'publicOrigin'>, request: FastifyRequest, path: string): string {
  if (config.publicOrigin) return `${config.publicOrigin}${path}`;
  // Fastify's host (X-Forwarded-Host with TRUST_PROXY=1), as the sign-in's origin check reads it.
  // Not a host name → 400: a 2,300-character one overflowed the intro's QR code into a 500
  // (attacker review), and no page should carry one.
  const host = request.host || 'localhost';
  if (host.length > 255 || !HOST.test(host)) throw new ApiRefusal(400, 'bad_request', 'host');
  return `${request.protocol}://${host}${path}`;
}
