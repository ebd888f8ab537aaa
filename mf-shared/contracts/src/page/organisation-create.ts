import { SIGNED_IN_TYPES, type Scope, type ScopeRole, type UserType } from '../auth';
import type { FieldDecl, PageDecl } from './types';
import { definePage } from './types';
import { generatedKey } from './record-fields';

/**
 * 002 §6, §9: a cafe may be created while the user holds fewer than 3 OWN cafe roles (5 for
 * SADMIN, ADMIN, TESTER, PAID); a roastery while fewer than 1 OWN roaster role.
 */
export const CREATE_CAPS: Readonly<Record<Scope, { privileged: number; other: number }>> = {
  cafe: { privileged: 5, other: 3 },
  roaster: { privileged: 1, other: 1 },
};
const PRIVILEGED: readonly UserType[] = ['SADMIN', 'ADMIN', 'TESTER', 'PAID'];

export function createCap(scope: Scope, usertype: readonly UserType[]): number {
  const caps = CREATE_CAPS[scope];
  return usertype.some((t) => PRIVILEGED.includes(t)) ? caps.privileged : caps.other;
}

/** Whether one more cafe/roastery may be created, from the roles the user holds in that scope. */
export function canCreateOrganisation(
  scope: Scope,
  usertype: readonly UserType[],
  heldRoles: readonly ScopeRole[],
): boolean {
  if (!usertype.some((t) => SIGNED_IN_TYPES.includes(t))) return false;
  return heldRoles.filter((r) => r === 'OWN').length < createCap(scope, usertype);
}

/** The message a refused creation carries (server 403 and the browser's notice). */
export const createLimitKey = (scope: Scope) => `create_limit_${scope}` as const;

function createPage(scope: Scope, typeGroup: string, specName: string) {
  const fields: FieldDecl[] = [
    generatedKey(`${scope}_seq`),
    {
      name: `${scope}_type`,
      widget: 'select',
      required: true,
      maxBytes: 20,
      source: { codeGroup: typeGroup },
      default: 'PRV',
    },
    {
      name: `${scope}_country`,
      widget: 'select',
      required: true,
      maxBytes: 3,
      source: { codeGroup: 'CNTR' },
      default: 'KOR',
    },
    // 002 §5: both names required on creation, 3–300 bytes (the admin pages ask only the active locale's).
    { name: `${scope}_name_locale`, widget: 'text', required: true, minBytes: 3, maxBytes: 300 },
    { name: `${scope}_name`, widget: 'text', required: true, minBytes: 3, maxBytes: 300 },
    { name: `${scope}_detail`, widget: 'textarea', large: true, maxBytes: 10000 },
  ];
  return {
    id: `${scope}Create`,
    specName,
    table: scope,
    api: { edit: `/api/${scope}/create` },
    keys: [`${scope}_seq`],
    createOnly: true,
    sections: [{ id: 'basic', fields }],
    rights: { userTypes: { write: SIGNED_IN_TYPES } },
  } satisfies PageDecl;
}

/** 002 §2.1 cafe create page (/cafe/create): write mode only; the creator becomes its OWN. */
export const cafeCreatePage = definePage(createPage('cafe', 'CAFE', 'CafeCreate'));
/** 002 §2.1 roaster create page (/roaster/create). */
export const roasterCreatePage = definePage(createPage('roaster', 'RSTR', 'RoasterCreate'));

export const CREATE_PAGES: Readonly<Record<Scope, PageDecl>> = { cafe: cafeCreatePage, roaster: roasterCreatePage };
