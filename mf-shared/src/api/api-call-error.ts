import { statusOf, type ApiEnvelope, type EnvelopeStatus } from '@beantrail/contracts';

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

/**
 * The error of a reply that is not OK (fetch's or an upload's): the envelope's status, message key,
 * placeholder values and field when it came, else a status from the HTTP one (000 §8).
 */
export function replyError(
  httpStatus: number,
  envelope: Partial<Pick<ApiEnvelope, 'status' | 'description' | 'message' | 'params' | 'field'>> | undefined,
): ApiCallError {
  const status = envelope?.status && envelope.status !== 'OK' ? envelope.status : statusOf(httpStatus);
  return new ApiCallError(
    httpStatus,
    status === 'OK' ? '500' : status,
    envelope?.description ?? '',
    envelope?.message ?? '',
    envelope?.params,
    envelope?.field,
  );
}
