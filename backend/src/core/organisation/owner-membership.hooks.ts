import { createCap, createLimitKey, type Scope } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { lockKeys } from '../database/cluster/key-lock';
import type { EntityHooks } from '../entity/entity-hooks';
import { MembershipRepository } from './membership.repository';

/**
 * 002 §2.1, §6: creating a cafe or roastery makes the creator its OWN, within the creation cap
 * (fewer than 3 OWN cafe roles, 5 for privileged types; fewer than 1 OWN roaster role). The cap is
 * counted and the membership written inside the save's transaction, so a refused creation leaves
 * no organisation behind.
 */
export function ownerMembershipHooks(scope: Scope): EntityHooks {
  return {
    async beforeSave({ tx, d, user, mode }) {
      if (mode !== 'write') throw new ApiRefusal(403, 'nopermission_text');
      // Two creations by one user at once, also on two nodes of a cluster: the second counts after
      // the first commits (database/cluster/key-lock.ts; SQLite runs one write transaction at a time).
      await lockKeys(tx, d.mysql, [`create:${user.user_seq}`]);
      const owned = await new MembershipRepository(tx).ownedCount(scope, user.user_seq);
      if (owned >= createCap(scope, [user.user_type])) throw new ApiRefusal(403, createLimitKey(scope));
    },
    async afterSave({ tx, user, keys, now }) {
      await new MembershipRepository(tx).add(
        scope,
        keys[`${scope}_seq`],
        user,
        { auth: 'OWN', status: 'JOIN', nick: user.user_name },
        now,
      );
    },
  };
}
