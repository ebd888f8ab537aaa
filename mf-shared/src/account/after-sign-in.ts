import { landingPath, safeReturnPath, type Scope, type SessionUser, type UserAuthEntry } from '@beantrail/contracts';
import { useQueryClient } from '@tanstack/react-query';
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

/** Where a path from navigation state or the server may send the user: a path on this site, or undefined. */
export function returnPathOf(state: unknown): string | undefined {
  const from = (state as { from?: unknown } | null)?.from;
  return safeReturnPath(from) ?? undefined;
}

/**
 * What every way of signing in does next (password, sign-up, Google): the session goes into the
 * query cache and the auth store, other queries reload, and the answer is where to go — the page
 * the user came from when there is one (a QR link wins), else the area of their first role (issue 16).
 */
export function useCompleteSignIn(): (user: SessionUser, returnTo?: string | null) => Promise<string> {
  const queryClient = useQueryClient();
  const lp = useLocalePath();
  return useCallback(
    async (user, returnTo) => {
      queryClient.setQueryData(meQueryKey, user);
      useAuthStore.getState().setUser(user);
      await queryClient.invalidateQueries({ predicate: (q) => q.queryKey[0] !== 'sign' });
      const back = safeReturnPath(returnTo);
      if (back) return back;
      return lp(landingPath(user, await rolesReady()));
    },
    [queryClient, lp],
  );
}
