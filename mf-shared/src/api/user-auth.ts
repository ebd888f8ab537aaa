import { SCOPES, type Scope, type UserAuthSelectResult } from '@beantrail/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useAuthStore } from '../auth/auth-store';
import { apiRequest } from './api-client';

/** POST /api/userAuth/select: the roles the user holds per scope (spec 000 §7). */
export async function getUserAuth(auth: readonly Scope[] = SCOPES): Promise<UserAuthSelectResult> {
  return (
    (await apiRequest<UserAuthSelectResult>('/api/userAuth/select', { method: 'POST', body: { auth } })).result ?? {}
  );
}

/** Spec 000 §9: the role list is cached one hour. */
export const ROLE_CACHE_MS = 3_600_000;

export const userAuthQueryOptions = (userseq: number | undefined) =>
  queryOptions({
    queryKey: ['userAuth', userseq ?? 'guest'] as const,
    queryFn: () => getUserAuth(),
    staleTime: ROLE_CACHE_MS,
    enabled: userseq !== undefined,
  });

export function useUserAuth(userseq: number | undefined) {
  return useQuery(userAuthQueryOptions(userseq));
}

/** Loads the role lists and puts them (with the kept selection) into the auth store. */
export async function loadRoles(): Promise<void> {
  const result = await getUserAuth();
  useAuthStore.getState().setRoles({ cafe: result.cafe_auth ?? [], roaster: result.roaster_auth ?? [] });
}
