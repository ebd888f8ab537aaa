import { ROASTER_ROLES, type ScopeRole } from '../../auth';
import { computed, derived, pageApi, publicStageFields, scopeRights } from '../fields';
import type { LookupUrl } from '../references';
import type { FieldDecl, PageRights } from '../types';

/** Green-bean pages need one of SAST/MNG/SMNG/OWN (menu tree); the others any roaster role (001 §6). */
export const GREENBEAN_ROLES: readonly ScopeRole[] = ['SAST', 'MNG', 'SMNG', 'OWN'];

/** Any signed-in platform type, scoped to the selected roaster role (001 §6; GUIDE §3). */
export function roasterRights(roles: readonly ScopeRole[] = ROASTER_ROLES): PageRights {
  return scopeRights('roaster', roles);
}

export { computed, derived, pageApi, publicStageFields };

/** A select over the selected roaster's own records (001 §7 "…/code" lookups). */
export function roasterCodeSelect(
  name: string,
  url: LookupUrl,
  valueKey: string,
  labelKey: string,
  more: Partial<FieldDecl> = {},
): FieldDecl {
  return {
    name,
    widget: 'select',
    type: 'integer',
    ...more,
    source: { dataUrl: url, valueKey, labelKey, ...(more.source ?? {}) },
  };
}
