import { CAFE_ROLES, type ScopeRole } from '../../auth';
import { scopeRights } from '../fields';
import type { PageRights } from '../types';

/** Any signed-in platform type, scoped to the selected cafe role (002 §6 "cafe pages need a cafe role"). */
export function cafeRights(roles: readonly ScopeRole[] = CAFE_ROLES): PageRights {
  return scopeRights('cafe', roles);
}

/** The cafe screens a roaster's QR codes open (001 §2 QR link paths, 002 §2.5). */
export const CAFE_QR_PATHS = {
  default: '/cafe/coffeebean/qrdefault',
  received: '/cafe/coffeebean/qrreceived',
} as const;
