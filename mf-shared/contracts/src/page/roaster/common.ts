import { ROASTER_ROLES, SIGNED_IN_TYPES, type ScopeRole } from '../../auth';
import type { FieldDecl, PageApi, PageRights } from '../types';

/** Green-bean pages need one of SAST/MNG/SMNG/OWN (menu tree); the others any roaster role (001 §6). */
export const GREENBEAN_ROLES: readonly ScopeRole[] = ['SAST', 'MNG', 'SMNG', 'OWN'];

/** Any signed-in platform type, scoped to the selected roaster role (001 §6; GUIDE §3). */
export function roasterRights(roles: readonly ScopeRole[] = ROASTER_ROLES): PageRights {
  const t = SIGNED_IN_TYPES;
  const r = roles;
  return { userTypes: { view: t, listview: t, write: t, edit: t, remove: t }, scope: 'roaster', roles: { view: r, listview: r, write: r, edit: r, remove: r } };
}

/** The usual list/detail/edit/remove paths under one base (001 §7). */
export const pageApi = (base: string): PageApi => ({ list: `${base}/list`, detail: `${base}/detail`, edit: `${base}/edit`, remove: `${base}/remove` });

/** Public stage per audience (001 §3, §9: code group PBST, defaults ALL, DTL, NRML, LST). */
export function publicStageFields(): FieldDecl[] {
  const stage = (name: string, value: string): FieldDecl => ({ name, widget: 'select', required: true, maxBytes: 45, source: { codeGroup: 'PBST' }, default: value });
  return [stage('public_stage_roaster', 'ALL'), stage('public_stage_cafe', 'DTL'), stage('public_stage_customer', 'NRML'), stage('public_stage_normal', 'LST')];
}

/** A select over the selected roaster's own records (001 §7 "…/code" lookups). */
export function roasterCodeSelect(name: string, url: string, valueKey: string, labelKey: string, more: Partial<FieldDecl> = {}): FieldDecl {
  return { name, widget: 'select', type: 'integer', ...more, source: { dataUrl: url, valueKey, labelKey, ...(more.source ?? {}) } };
}

/** Derived on the server in the save's transaction; shown read-only (001 §5 "Derived values"). */
export const derived = { readOnly: true, hiddenOnCreate: true } as const;
/** Derived on the server too, and previewed by the form's `derive` while typing (so shown on create). */
export const computed = { readOnly: true } as const;
