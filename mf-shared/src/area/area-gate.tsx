import type { Scope } from '@beantrail/contracts';
import type { ReactNode } from 'react';
import { useAuthStore } from '../auth/auth-store';
import { LoadingSkeleton, RoleRequired, StatusScreen } from './status-screens';

interface AreaGateProps {
  /** Signed-out visitors get the 401 screen with a sign-in link. */
  requireSignIn?: boolean;
  /** A role in this scope is needed; without one the create prompt shows (spec 000 §6). */
  scope?: Scope;
  children: ReactNode;
}

/** Shows the area's pages only once the session (and, for scoped areas, the roles) are known. */
export function AreaGate({ requireSignIn = false, scope, children }: AreaGateProps) {
  const user = useAuthStore((s) => s.user);
  const rolesLoaded = useAuthStore((s) => s.rolesLoaded);
  const held = useAuthStore((s) => (scope ? s.roles[scope].length : 0));
  if ((requireSignIn || scope) && user === undefined) return <LoadingSkeleton />;
  if ((requireSignIn || scope) && user === null) return <StatusScreen status="401" />;
  if (scope && !rolesLoaded) return <LoadingSkeleton />;
  if (scope && held === 0) return <RoleRequired scope={scope} />;
  return <>{children}</>;
}
