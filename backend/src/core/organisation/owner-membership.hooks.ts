import { createCap, createLimitKey, type Scope } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { lockKeys } from '../database/cluster/key-lock';
import type { EntityHooks } from '../entity/entity-hooks';

/**
 * 002 §2.1, §6: creating a cafe or roastery makes the creator its OWN, within the creation cap
 * (fewer than 3 OWN cafe roles, 5 for privileged types; fewer than 1 OWN roaster role). The cap is
 * counted and the membership written inside the save's transaction, so a refused creation leaves
 * no organisation behind.
 */
export function ownerMembershipHooks(scope: Scope): EntityHooks {
  const members = `${scope}_user`;
  return {
    async beforeSave({ tx, d, user, mode }) {
      if (mode !== 'write') throw new ApiRefusal(403, 'nopermission_text');
      const { q } = d;
      // Two creations by one user at once, also on two nodes of a cluster: the second counts after
      // the first commits (database/cluster/key-lock.ts; SQLite runs one write transaction at a time).
      await lockKeys(tx, d.mysql, [`create:${user.user_seq}`]);
      const [row] = await tx.query(
        `SELECT COUNT(*) AS n FROM ${q(members)} WHERE ${q('user_seq')} = ? AND ${q('user_auth')} = 'OWN' AND ${q('user_status')} = 'JOIN'`,
        [user.user_seq],
      );
      if (Number(row?.n ?? 0) >= createCap(scope, [user.user_type])) throw new ApiRefusal(403, createLimitKey(scope));
    },
    async afterSave({ tx, d, user, keys, now }) {
      const { q } = d;
      const cols = [
        `${scope}_seq`,
        'user_seq',
        'user_auth',
        'user_status',
        `${scope}_user_nick`,
        'rgst_user',
        'rgst_by',
        'rgst_at',
        'edit_user',
        'edit_by',
        'edit_at',
      ];
      await tx.query(
        `INSERT INTO ${q(members)} (${cols.map(q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
        [
          keys[`${scope}_seq`],
          user.user_seq,
          'OWN',
          'JOIN',
          user.user_name,
          user.user_seq,
          user.user_id,
          now,
          user.user_seq,
          user.user_id,
          now,
        ],
      );
    },
  };
}
