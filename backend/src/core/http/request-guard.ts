import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiRefusal } from '../envelope/api-refusal';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Route config flag (`@AcceptsMultipart()`): the one kind of route that takes multipart/form-data. */
export const MULTIPART_ROUTE = 'btMultipart';

function mediaType(request: FastifyRequest): string {
  return String(request.headers['content-type'] ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** The Origin header names the host the request was sent to (scheme aside: a TLS proxy hides it). */
function sameOrigin(origin: string, request: FastifyRequest): boolean {
  try {
    const from = new URL(origin);
    if (from.protocol !== 'http:' && from.protocol !== 'https:') return false;
    return from.host === new URL(`${from.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

/**
 * May this state-changing request have come from another site? A browser tells
 * us: `Sec-Fetch-Site` (every current browser) must be same-origin (or none: the user's own
 * action); without it, `Origin` must be this site's. A request with neither did not come from a
 * browser page of another site — browsers send Origin on every cross-origin POST — so curl, the
 * API tests and server-to-server calls pass; the SameSite=Lax session cookie is the second layer.
 */
export function crossSiteProblem(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (typeof site === 'string') return site !== 'same-origin' && site !== 'none';
  const origin = request.headers.origin;
  if (typeof origin === 'string') return !sameOrigin(origin, request);
  return false;
}

/**
 * One global check before any route runs, for every route present and to come:
 * a state-changing call must come from the site's own pages (403 origin_refused), and a body must
 * be JSON (415 content_type_json) — multipart only on a route that declares it. Forms and
 * text/plain, which another site can post without a CORS preflight, never reach a handler.
 */
export function registerRequestGuard(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    if (!UNSAFE.has(request.method)) return;
    if (crossSiteProblem(request)) throw new ApiRefusal(403, 'origin_refused');
    if (!hasBody(request)) return;
    const type = mediaType(request);
    if (type === 'application/json') return;
    const config = request.routeOptions.config as unknown as Record<string, unknown> | undefined;
    if (type === 'multipart/form-data' && config?.[MULTIPART_ROUTE] === true) return;
    throw new ApiRefusal(415, 'content_type_json');
  });
}
