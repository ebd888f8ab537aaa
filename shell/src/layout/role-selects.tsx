import { type Scope, SCOPES } from '@beantrail/contracts';
import { useAuthStore, useRoleName } from '@beantrail/mf-shared/core';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import { useTranslation } from 'react-i18next';

/** One scope's select; mounted only when roles are held, so guests never load the role names. */
function ScopeRoleSelect({ scope }: { scope: Scope }) {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const entries = useAuthStore((s) => s.roles[scope]);
  const selected = useAuthStore((s) => s.selected[scope]);
  const selectRole = useAuthStore((s) => s.selectRole);
  return (
    <FormControl
      size="small"
      variant="standard"
      sx={{ minWidth: 140, maxWidth: { xs: 'none', sm: 260 }, flexShrink: 1 }}
    >
      <InputLabel htmlFor={`role-select-${scope}`} shrink>
        {t(`toolbar.role_${scope}`)}
      </InputLabel>
      <NativeSelect
        value={selected ?? ''}
        onChange={(e) => selectRole(scope, Number(e.target.value))}
        inputProps={{ id: `role-select-${scope}`, 'data-testid': `role-select-${scope}` } as Record<string, string>}
      >
        {entries.map((entry) => (
          <option key={entry.auth_seq} value={entry.auth_seq}>
            {`${entry.auth_name} · ${roleName(scope, entry.user_auth)}`}
          </option>
        ))}
      </NativeSelect>
    </FormControl>
  );
}

/**
 * Spec 000 §6: one selected role per scope; every later call carries it as {scope}_seq. Each option
 * reads "cafe or roastery · role name" (CAUTH/RAUTH in the page's language), never the raw code.
 */
export function RoleSelects() {
  const roles = useAuthStore((s) => s.roles);
  return (
    <>
      {SCOPES.filter((scope) => roles[scope].length > 0).map((scope) => (
        <ScopeRoleSelect key={scope} scope={scope} />
      ))}
    </>
  );
}
