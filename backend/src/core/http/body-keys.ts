import type { FastifyInstance } from 'fastify';
import { ApiError } from '../envelope/api-error';

/**
 * The names every object inherits (toString, valueOf, hasOwnProperty, …). A JSON body may carry
 * them as keys: `{"toString": 1}` as a search text or a key made `String()` and `Number()` throw
 * in every handler that reads a value, a 500 (found by the attacker review, 2026-11-26). No field
 * of the product has such a name, so the body is refused once, here, for every route present and
 * to come (Fastify's parser already refuses `__proto__` and `constructor.prototype`).
 */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

/** The first key of a parsed JSON value, at any depth, that shadows an inherited member; null if none. */
export function shadowingKey(value: unknown): string | null {
  const pending: unknown[] = [value];
  while (pending.length) {
    const item = pending.pop();
    if (item === null || typeof item !== 'object') continue;
    if (Array.isArray(item)) {
      pending.push(...item);
      continue;
    }
    for (const key of Object.keys(item)) {
      if (INHERITED.has(key)) return key;
      pending.push((item as Record<string, unknown>)[key]);
    }
  }
  return null;
}

/** 400 bad_request, naming the key, for a body that shadows an inherited member (after parsing, before any handler). */
export function registerBodyKeyGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => {
    const key = shadowingKey(request.body);
    if (key !== null) throw new ApiError(400, 'bad_request', key);
  });
}
