import { SIGNED_IN_TYPES } from '../../auth';
import type { PageRights } from '../types';

/**
 * The user area's pages (002 §6 "usernote and user info: SADMIN, ADMIN, TESTER, PAID, USER"): every
 * signed-in type may keep records, each only their own (the declaration's `ownedBy: 'user'`).
 */
export function userRights(): PageRights {
  const t = SIGNED_IN_TYPES;
  return { userTypes: { view: t, listview: t, write: t, edit: t, remove: t } };
}
