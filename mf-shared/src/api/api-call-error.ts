import type { EnvelopeStatus } from '@beantrail/contracts';

export type ApiCallErrorStatus = EnvelopeStatus | 'network';

/**
 * A failed call as the client sees it (the server threw `ApiRefusal`): the envelope's status and
 * description, or status 'network' when no reply came.
 */
export class ApiCallError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: ApiCallErrorStatus,
    readonly description: string,
    message: string,
    /** The envelope's placeholder values (`{{what}}` of record_in_use), for `t(key, params)`. */
    readonly params?: Record<string, string>,
    /** The field a 400 names (a save check the server made, e.g. an event ending before it starts). */
    readonly field?: string,
  ) {
    super(message || description || status);
    this.name = 'ApiCallError';
  }
}

export function isApiCallError(error: unknown): error is ApiCallError {
  return error instanceof ApiCallError;
}
