import type { SessionUser, SignInRequest } from '@beantrail/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { isApiCallError } from './api-call-error';

/** GET /api/sign/me: the signed-in user, or null (a 401 also means signed out). */
export async function getMe(): Promise<SessionUser | null> {
  try {
    return (await apiRequest<SessionUser | null>('/api/sign/me')).result ?? null;
  } catch (error) {
    if (isApiCallError(error) && error.status === '401') return null;
    throw error;
  }
}

export const meQueryKey = ['sign', 'me'] as const;

export const meQueryOptions = () =>
  queryOptions({ queryKey: meQueryKey, queryFn: getMe, staleTime: Infinity, retry: 1 });

export function useMe() {
  return useQuery(meQueryOptions());
}

/** POST /api/sign/signin (spec 000 §7). */
export async function signIn(request: SignInRequest): Promise<SessionUser> {
  return (await apiRequest<SessionUser>('/api/sign/signin', { method: 'POST', body: request })).result;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}

/**
 * POST /api/sign/signout. The spec (000 §7) says GET; the server takes POST only, so no other site
 * can sign our users out with a link or an image (docs/SECURITY.md).
 */
export async function signOutRequest(): Promise<void> {
  await apiRequest<null>('/api/sign/signout', { method: 'POST' });
}

export function useSignOutRequest() {
  return useMutation({ mutationFn: signOutRequest });
}

/** POST /api/sign/refresh, when the user object says accessChange (spec 000 §4). */
export async function refreshSession(): Promise<SessionUser | null> {
  return (await apiRequest<SessionUser | null>('/api/sign/refresh', { method: 'POST', body: {} })).result ?? null;
}
