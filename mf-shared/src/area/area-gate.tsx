import { accountLinkKind, type Scope } from '@beantrail/contracts';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAuthStore } from '../auth/auth-store';
import { LazyPart } from '../ui/lazy-part';
import { lazyWithRetry } from '../ui/lazy-with-retry';
import { LoadingSkeleton, RoleRequired, StatusScreen } from './status-screens';

// Only a signed-out visitor of a QR link needs the sign-in form: fetched then.
const LinkSignInPanel = lazyWithRetry(() => import('../account/link-signin-panel').then((m) => m.LinkSignInPanel));

/** Signed out: a QR link says what it is and offers sign-in and sign-up in place; other pages the 401 screen. */
function SignInRequired() {
  const kind = accountLinkKind(useLocation().pathname);
  return kind ? (
    <LazyPart>
      <LinkSignInPanel kind={kind} />
    </LazyPart>
  ) : (
    <StatusScreen status="401" />
  );
}

interface AreaGateProps {
  /** Signed-out visitors get the 401 screen with a sign-in link (on a QR link: the sign-in panel). */
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
  if ((requireSignIn || scope) && user === null) return <SignInRequired />;
  if (scope && !rolesLoaded) return <LoadingSkeleton />;
  if (scope && held === 0) return <RoleRequired scope={scope} />;
  return <>{children}</>;
}
