import type { FastifyInstance } from 'fastify';
import { REQUEST_ARRAY_MAX } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';

/**
 * The names every object inherits (toString, valueOf, hasOwnProperty, …). A JSON body may carry
 * them as keys: `{"toString": 1}` as a search text or a key made `String()` and `Number()` throw
 * in every handler that reads a value, a 500 (found by the attacker review). No field of the
 * product has such a name, so the body is refused once, here, for every route present and to come
 * (Fastify's parser already refuses `__proto__` and `constructor.prototype`).
 */
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));

export type BodyProblem = { kind: 'inherited'; key: string } | { kind: 'array'; key: string };

/**
 * The first thing of a parsed JSON value, at any depth, that no handler may see: a key that shadows
 * an inherited member, or an array longer than any request needs (REQUEST_ARRAY_MAX),
 * named by the key that holds it. Null if none. The walk stops at the first long array, so its own
 * cost is bounded too.
 */
export function bodyProblem(value: unknown): BodyProblem | null {
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length) {
    const [item, at] = pending.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (Array.isArray(item)) {
      if (item.length > REQUEST_ARRAY_MAX) return { kind: 'array', key: at };
      for (const inner of item) pending.push([inner, at]);
      continue;
    }
    for (const key of Object.keys(item)) {
      if (INHERITED.has(key)) return { kind: 'inherited', key };
      pending.push([(item as Record<string, unknown>)[key], key]);
    }
  }
  return null;
}

/** The first key that shadows an inherited member; null if none. */
export function shadowingKey(value: unknown): string | null {
  const problem = bodyProblem(value);
  return problem?.kind === 'inherited' ? problem.key : null;
}

/**
 * After parsing, before any handler: 400 bad_request naming a key that shadows an inherited member,
 * 400 array_too_long naming the key of an array longer than REQUEST_ARRAY_MAX.
 */
export function registerBodyKeyGuard(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request) => {
    const problem = bodyProblem(request.body);
    if (problem?.kind === 'inherited') throw new ApiRefusal(400, 'bad_request', problem.key);
    if (problem?.kind === 'array')
      throw new ApiRefusal(400, 'array_too_long', problem.key || undefined, { max: String(REQUEST_ARRAY_MAX) });
  });
}
