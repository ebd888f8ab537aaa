import type { FastifyInstance } from 'fastify';
import type { ApiEnvelope } from '@beantrail/contracts';

function isEnvelope(value: unknown): value is ApiEnvelope {
  return !!value && typeof value === 'object' && 'status' in value && 'result' in value;
}

/**
 * Wraps every successful /api result in the spec's envelope (000 §7), unless the handler built
 * one itself. A Fastify preSerialization hook rather than a Nest interceptor: the interceptor's
 * RxJS pipe and per-request AsyncResource binding cost more than the wrapping itself (bench:
 * docs/PERFORMANCE.md). Errors are enveloped by EnvelopeFilter; files and /remotes.json are not API replies.
 */
export function registerEnvelopeHook(fastify: FastifyInstance): void {
  fastify.addHook('preSerialization', async (request, _reply, payload: unknown) => {
    if (!request.url.startsWith('/api/') || isEnvelope(payload)) return payload;
    return { status: 'OK', description: '', result: payload ?? null };
  });
}
