import {
  BASE_ROLE,
  mayChangeMember,
  type PageViewer,
  type Scope,
  SIGNUP_STATES,
  STAFF_ROLES,
  type StaffView,
} from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import type { EntityHooks } from '../entity/entity-hooks';
import { assertAskedToRejoin } from './rejoin';

/** user_status follows user_auth: a role is JOIN (rights), an application WAIT, the rest OUT. */
export function membershipStatus(scope: Scope, auth: string): 'JOIN' | 'WAIT' | 'OUT' {
  if (STAFF_ROLES[scope].includes(auth)) return 'JOIN';
  return (SIGNUP_STATES as readonly string[]).includes(auth) ? 'WAIT' : 'OUT';
}

/**
 * The staff pages' rules the declaration cannot say (002 §4, §6): the owner's membership and one's
 * own are not edited here; nor a member whose role ranks at or above the caller's
 * (`mayChangeMember`); someone who left is taken on again only after asking to rejoin (RJN);
 * user_status follows. Which roles a caller may give (SMNG only by the owner, FIRE in a cafe only
 * by the owner, never OWN) the declaration says (`codesByRole`), and the generic save checks it.
 */
export function staffHooks(scope: Scope, view: StaffView): EntityHooks {
  const locked = (row: Record<string, unknown>, userSeq: number | undefined) =>
    row.user_auth === 'OWN' || Number(row.user_seq) === userSeq;
  const outranked = (row: Record<string, unknown>, viewer: PageViewer) =>
    !mayChangeMember(scope, viewer.roles?.[scope], String(row.user_auth ?? ''));
  return {
    editCheck: (row, { user, viewer }) => !locked(row, user?.user_seq) && !outranked(row, viewer),
    beforeSave({ before, changes, user, mode, viewer }) {
      if (mode !== 'edit' || !before || locked(before, user.user_seq)) throw new ApiRefusal(403, 'nopermission_text');
      if (outranked(before, viewer)) throw new ApiRefusal(403, 'staff_outranks');
      if (!('user_auth' in changes)) return;
      const next = String(changes.user_auth ?? '');
      if (view === 'etc') assertAskedToRejoin(before, 'user_auth', next === BASE_ROLE[scope]);
      changes.user_status = membershipStatus(scope, next);
    },
  };
}
