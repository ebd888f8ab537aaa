import { landingPath, safeReturnPath, type Scope, type SessionUser, type UserAuthEntry } from '@beantrail/contracts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey } from '../api/sign';
import { useAuthStore } from '../auth/auth-store';
import { useLocalePath } from '../area/locale-path';

/** The role lists of the signed-in user, once useSessionSync has loaded them (at most `timeoutMs`). */
export function rolesReady(timeoutMs = 10_000): Promise<Record<Scope, UserAuthEntry[]>> {
  return new Promise((resolve) => {
    const ready = () => {
      const state = useAuthStore.getState();
      return state.user && state.rolesLoaded ? state.roles : undefined;
    };
    const now = ready();
    if (now) return resolve(now);
    const stop = useAuthStore.subscribe(() => {
      const roles = ready();
      if (!roles) return;
      stop();
      clearTimeout(timer);
      resolve(roles);
    });
    const timer = setTimeout(() => {
      stop();
      resolve(useAuthStore.getState().roles);
    }, timeoutMs);
  });
}

/**
 * What every way of signing in does next (password, sign-up, Google): the session goes into the
 * query cache and the auth store, other queries reload, and the answer is where to go — the page
 * the user came from when there is one (a QR link wins), else the area of their first role.
 */
export async function completeSignIn(
  queryClient: QueryClient,
  user: SessionUser,
  returnTo: string | null | undefined,
  lp: (path: string) => string,
): Promise<string> {
  // A GET /api/sign/me sent before the session cookie existed (a page that signs in as it loads:
  // the Google callback) would answer "signed out" after this and sign the user out again.
  await queryClient.cancelQueries({ queryKey: meQueryKey });
  queryClient.setQueryData(meQueryKey, user);
  useAuthStore.getState().setUser(user);
  await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'sign' });
  const back = safeReturnPath(returnTo);
  if (back) return back;
  return lp(landingPath(user, await rolesReady()));
}

/** completeSignIn with this page's query client and language. */
export function useCompleteSignIn(): (user: SessionUser, returnTo?: string | null) => Promise<string> {
  const queryClient = useQueryClient();
  const lp = useLocalePath();
  return useCallback((user, returnTo) => completeSignIn(queryClient, user, returnTo, lp), [queryClient, lp]);
}
