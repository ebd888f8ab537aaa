import { CAFE_ROLES, can, ROASTER_ROLES, type PageAction, type PageDecl, type ScopeRole } from '@beantrail/contracts';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useRoleName } from '../auth/role-names';
import { usePageViewer } from './viewer';

/**
 * Why the selected cafe or roastery role may not do `action` on a page, naming the roles that may
 * and the one held ("Deleting is for Owner, Senior Manager, Manager (your role: Barista)"), or
 * undefined when the role is not the reason. A barista had met a bare 403 on a manager's page, and
 * no Delete button without a word (cafe review).
 */
export function useRoleShort(page: PageDecl): (action: PageAction) => string | undefined {
  const viewer = usePageViewer();
  const roleName = useRoleName();
  const { t } = useTranslation('engine');
  return (action) => {
    const scope = page.rights.scope;
    if (!scope || can(viewer, action, page).reason !== 'role_not_held') return undefined;
    const held = viewer?.roles?.[scope];
    // Highest first, as the staff pages rank them (pages declare their roles in either order).
    const rank: readonly ScopeRole[] = scope === 'cafe' ? CAFE_ROLES : ROASTER_ROLES;
    const roles = [...(page.rights.roles?.[action] ?? [])]
      .sort((a, b) => rank.indexOf(a) - rank.indexOf(b))
      .map((r) => roleName(scope, r))
      .join(', ');
    return t(`rights.${action}`, { roles, role: held ? roleName(scope, held) : '' });
  };
}

/** A line under a record's tool bar for each action its buttons leave out because of the role. */
export function RoleNotes({ page, actions }: { page: PageDecl; actions: readonly PageAction[] }) {
  const why = useRoleShort(page);
  const lines = actions.map(why).filter((x): x is string => !!x);
  if (!lines.length) return null;
  return (
    <Typography variant="body2" color="text.secondary" data-testid="role-notes">
      {lines.join(' ')}
    </Typography>
  );
}
