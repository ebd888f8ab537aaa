import { type Scope, type ScopeRole } from '@beantrail/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useCodeGroups } from '../api/codes';
import { useLocale } from '../area/locale-path';
import { codeLabel } from '../engine/widgets/options';

const GROUP_OF: Record<Scope, 'CAUTH' | 'RAUTH'> = { cafe: 'CAUTH', roaster: 'RAUTH' };

/**
 * The name of a role in the page's language, from its code group (CAUTH for cafes, RAUTH for
 * roasteries, 002 §4), as the staff pages show it; the shell's own names until the codes arrive.
 */
export function useRoleName(): (scope: Scope, role: ScopeRole | string) => string {
  const { t } = useTranslation();
  const locale = useLocale();
  const codes = useCodeGroups(['CAUTH', 'RAUTH']);
  return useCallback(
    (scope, role) => {
      const entry = codes.data?.[GROUP_OF[scope]]?.list.find((e) => e.code_id === role);
      return entry ? codeLabel(entry, locale) : t(`common:role.${role}`, { defaultValue: role });
    },
    [codes.data, locale, t],
  );
}
