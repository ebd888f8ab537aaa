import { isOk, type ApiEnvelope } from '@beantrail/contracts';
import { useAuthStore } from '../auth/auth-store';
import { currentLocale } from '../i18n/i18n';
import { ApiCallError, replyError } from './api-call-error';
import { buildRequestParts, type QueryValue } from './request-params';

export interface ApiRequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
}

/**
 * Every call of the front end (spec 000 §7): cookie included, `x-locale`, the selected roles as
 * `{scope}_seq`. Resolves with the envelope when its status is OK, throws ApiCallError otherwise.
 */
export function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<ApiEnvelope<T>> {
  return apiReply<ApiEnvelope<T>>(path, options);
}

/**
 * The same call, resolving with the reply type of its kind of endpoint (contracts api/replies.ts:
 * ListReply, DetailReply, SaveReply, RemoveReply, LookupReply), the type the server's handler
 * returns. The parsed JSON is trusted to be that reply here, and only here.
 */
export async function apiReply<E extends Pick<ApiEnvelope, 'status' | 'description'>>(
  path: string,
  options: ApiRequestOptions = {},
): Promise<E> {
  const method = options.method ?? 'GET';
  const { url, body } = buildRequestParts(method, path, useAuthStore.getState().selected, options.query, options.body);
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'x-locale': currentLocale(),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body,
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiCallError(0, 'network', 'error_text', '');
  }
  let envelope: (E & Partial<Pick<ApiEnvelope, 'message' | 'params' | 'field'>>) | undefined;
  try {
    envelope = (await response.json()) as E;
  } catch {
    envelope = undefined;
  }
  if (response.ok && envelope && isOk(envelope)) return envelope;
  throw replyError(response.status, envelope);
}
