import { SCOPES } from '@beantrail/contracts';
import { useAuthStore, useRoleName } from '@beantrail/mf-shared';
import { FormControl, InputLabel, NativeSelect } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * Spec 000 §6: one selected role per scope; every later call carries it as {scope}_seq. Each option
 * reads "cafe or roastery · role name" (CAUTH/RAUTH in the page's language), never the raw code.
 */
export function RoleSelects() {
  const { t } = useTranslation();
  const roleName = useRoleName();
  const roles = useAuthStore((s) => s.roles);
  const selected = useAuthStore((s) => s.selected);
  const selectRole = useAuthStore((s) => s.selectRole);
  return (
    <>
      {SCOPES.filter((scope) => roles[scope].length > 0).map((scope) => (
        <FormControl key={scope} size="small" variant="standard" sx={{ minWidth: 140, maxWidth: { xs: 'none', sm: 260 }, flexShrink: 1 }}>
          <InputLabel htmlFor={`role-select-${scope}`} shrink>
            {t(`toolbar.role_${scope}`)}
          </InputLabel>
          <NativeSelect
            value={selected[scope] ?? ''}
            onChange={(e) => selectRole(scope, Number(e.target.value))}
            inputProps={{ id: `role-select-${scope}`, 'data-testid': `role-select-${scope}` } as Record<string, string>}
          >
            {roles[scope].map((entry) => (
              <option key={entry.auth_seq} value={entry.auth_seq}>
                {`${entry.auth_name} · ${roleName(scope, entry.user_auth)}`}
              </option>
            ))}
          </NativeSelect>
        </FormControl>
      ))}
    </>
  );
}
