import type { FastifyRequest } from 'fastify';

/**
 * Did the browser reach us over https: directly, or through a proxy that says so. A forged
 * X-Forwarded-Proto only changes the forger's own reply (a Secure cookie, an HSTS header).
 */
export function isHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https' || request.headers['x-forwarded-proto'] === 'https';
}
