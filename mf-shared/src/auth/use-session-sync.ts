import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { meQueryKey, refreshSession, useMe } from '../api/sign';
import { loadRoles } from '../api/user-auth';
import { useAuthStore } from './auth-store';

/**
 * Keeps the auth store in step with the server: the user from GET /api/sign/me, a refresh when
 * accessChange is set (spec 000 §4), and the role lists once signed in. Mounted once, in the shell.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  const me = useMe();
  const setUser = useAuthStore((s) => s.setUser);
  const user = useAuthStore((s) => s.user);
  const rolesLoaded = useAuthStore((s) => s.rolesLoaded);

  useEffect(() => {
    if (me.isSuccess) setUser(me.data);
    else if (me.isError) setUser(null);
  }, [me.isSuccess, me.isError, me.data, setUser]);

  useEffect(() => {
    if (!me.data?.accessChange) return;
    refreshSession()
      .then((fresh) => queryClient.setQueryData(meQueryKey, fresh ? { ...fresh, accessChange: false } : fresh))
      .catch((error: unknown) => console.warn('[session] refresh failed', error));
  }, [me.data?.accessChange, queryClient]);

  // Cafe and roaster names come back in the caller's language: reload the roles when it changes.
  const { i18n } = useTranslation();
  const language = useRef(i18n.language);
  useEffect(() => {
    if (language.current === i18n.language) return;
    language.current = i18n.language;
    if (useAuthStore.getState().user)
      loadRoles().catch((error: unknown) => console.warn('[session] role list failed', error));
  }, [i18n.language]);

  useEffect(() => {
    if (!user || rolesLoaded) return;
    loadRoles().catch((error: unknown) => {
      console.warn('[session] role list failed', error);
      useAuthStore.getState().setRoles({});
    });
  }, [user, rolesLoaded]);
}
