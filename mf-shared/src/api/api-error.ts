import type { EnvelopeStatus } from '@beantrail/contracts';

export type ApiErrorStatus = EnvelopeStatus | 'network';

/** A failed call: the envelope's status and description, or status 'network' when no reply came. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly status: ApiErrorStatus,
    readonly description: string,
    message: string,
    /** The envelope's placeholder values (`{{what}}` of record_in_use), for `t(key, params)`. */
    readonly params?: Record<string, string>,
    /** The field a 400 names (a save check the server made, e.g. an event ending before it starts). */
    readonly field?: string,
  ) {
    super(message || description || status);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
