import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/config';

/**
 * The largest JSON body any route takes. The largest saves the declarations
 * admit are the roasting recipe and result — a profile with its 100,000-byte chart log (spec 001
 * §5), every stage, 20 green-bean rows, the memo — about 220 KB as JSON even when every text
 * character needs escaping (measured in body-limits.api.spec.ts from every declared page); the
 * limit leaves more than twice that. The roast-log upload is multipart with its own 2 MB file
 * limit (core/upload/multipart.ts); nothing else takes multipart (core/http/request-guard.ts).
 */
export const JSON_BODY_LIMIT = 512 * 1024;

/**
 * Fastify's server options for bodies and slow clients. Fastify turns Node's request timeout off
 * (0), so a body could trickle in for ever while headers time out after 60 s: now the whole
 * request — headers and body — must arrive within `requestTimeoutMs`, else Node answers 408 and
 * closes the connection. Node checks every `connectionsCheckingInterval`, so that follows the limit.
 */
export function httpServerOptions(
  config: Pick<AppConfig, 'requestTimeoutMs'>,
): Pick<FastifyServerOptions, 'bodyLimit' | 'requestTimeout'> & { http: object } {
  const timeout = config.requestTimeoutMs;
  return {
    bodyLimit: JSON_BODY_LIMIT,
    requestTimeout: timeout,
    http: {
      headersTimeout: timeout,
      requestTimeout: timeout,
      connectionsCheckingInterval: Math.min(30_000, Math.max(250, Math.floor(timeout / 4))),
    },
  };
}
