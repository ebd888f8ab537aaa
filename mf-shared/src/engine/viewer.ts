import { can, type PageAction, type PageDecl, type PageViewer, type Scope, type ScopeRole } from '@beantrail/contracts';
import { useMemo } from 'react';
import { selectedRole, useAuthStore } from '../auth/auth-store';
import type { Rights } from './detail/detail-mode';

/** The caller as `can()` sees it: platform types and the selected role per scope. */
export function usePageViewer(): PageViewer | null {
  const user = useAuthStore((s) => s.user);
  const cafe = useAuthStore((s) => selectedRole(s, 'cafe')?.user_auth);
  const roaster = useAuthStore((s) => selectedRole(s, 'roaster')?.user_auth);
  return useMemo(() => {
    if (!user) return null;
    const roles: Partial<Record<Scope, ScopeRole | null>> = { cafe: cafe ?? null, roaster: roaster ?? null };
    return { usertype: user.usertype, roles };
  }, [user, cafe, roaster]);
}

const ACTIONS: PageAction[] = ['view', 'edit', 'write', 'remove', 'listview'];

/** Every page right of the viewer, with the reason of the view right (the error screen's text). */
export function pageRights(viewer: PageViewer | null, page: PageDecl): Rights & { viewReason?: string } {
  const out = {} as Rights & { viewReason?: string };
  for (const a of ACTIONS) out[a] = can(viewer, a, page).can;
  out.viewReason = can(viewer, 'view', page).reason;
  return out;
}

/** Spec 000 §8: the status of an error screen for a `can()` reason. */
export function reasonStatus(reason: string | undefined): '401' | '403' | '404' {
  if (reason === 'noauth_text') return '401';
  if (reason === 'nopage_text') return '404';
  return '403';
}
