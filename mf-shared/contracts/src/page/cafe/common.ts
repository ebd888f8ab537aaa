import { CAFE_ROLES, SIGNED_IN_TYPES, type ScopeRole } from '../../auth';
import type { PageRights } from '../types';

/** Any signed-in platform type, scoped to the selected cafe role (002 §6 "cafe pages need a cafe role"). */
export function cafeRights(roles: readonly ScopeRole[] = CAFE_ROLES): PageRights {
  const t = SIGNED_IN_TYPES;
  const r = roles;
  return { userTypes: { view: t, listview: t, write: t, edit: t, remove: t }, scope: 'cafe', roles: { view: r, listview: r, write: r, edit: r, remove: r } };
}

/** The cafe screens a roaster's QR codes open (001 §2 QR link paths, 002 §2.5). */
export const CAFE_QR_PATHS = { default: '/cafe/coffeebean/qrdefault', received: '/cafe/coffeebean/qrreceived' } as const;
