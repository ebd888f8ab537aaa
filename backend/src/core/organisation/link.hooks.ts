import { randomUUID } from 'node:crypto';
import { linkState, type LinkView } from '@beantrail/contracts';
import type { EntityManager } from 'typeorm';
import { ApiRefusal } from '../envelope/api-refusal';
import type { EntityHooks } from '../entity/entity-hooks';
import type { Dialect } from '../entity/sql';
import { assertAskedToRejoin } from './rejoin';

/**
 * The cafe's own row for a roastery (`cafe_roaster`) follows the roastery's decision: created with
 * the roastery's names the first time, its state updated on every change. Runs inside the save's
 * transaction, so both sides change together or not at all.
 */
export async function mirrorToCafe(
  tx: EntityManager,
  d: Dialect,
  link: { roaster: unknown; cafe: unknown; auth: string; now: string; by: { seq: number; id: string } },
): Promise<void> {
  const { q } = d;
  const where = `${q('cafe_seq')} = ? AND ${q('roaster_seq')} = ?`;
  const [existing] = await tx.query(`SELECT ${q('roaster_seq')} FROM ${q('cafe_roaster')} WHERE ${where}`, [
    link.cafe,
    link.roaster,
  ]);
  if (existing) {
    await tx.query(
      `UPDATE ${q('cafe_roaster')} SET ${q('cafe_roaster_auth')} = ?, ${q('edit_user')} = ?, ${q('edit_by')} = ?, ${q('edit_at')} = ? WHERE ${where}`,
      [link.auth, link.by.seq, link.by.id, link.now, link.cafe, link.roaster],
    );
    return;
  }
  const [roaster] = await tx.query(
    `SELECT ${q('roaster_name')}, ${q('roaster_name_locale')} FROM ${q('roaster')} WHERE ${q('roaster_seq')} = ?`,
    [link.roaster],
  );
  const cols = [
    'cafe_seq',
    'roaster_seq',
    'cafe_roaster_uuid',
    'cafe_roaster_name',
    'cafe_roaster_name_locale',
    'cafe_roaster_auth',
    'rgst_user',
    'rgst_by',
    'rgst_at',
    'edit_user',
    'edit_by',
    'edit_at',
  ];
  await tx.query(
    `INSERT INTO ${q('cafe_roaster')} (${cols.map(q).join(', ')}) VALUES (${cols.map(() => '?').join(', ')})`,
    [
      link.cafe,
      link.roaster,
      randomUUID(),
      roaster?.roaster_name ?? null,
      roaster?.roaster_name_locale ?? null,
      link.auth,
      link.by.seq,
      link.by.id,
      link.now,
      link.by.seq,
      link.by.id,
      link.now,
    ],
  );
}

/**
 * The roastery's three lists of cafes (002 §2.3, §4 PSAUTH, §6): from the etc list a cafe is linked
 * again only after it asked (RJN); nothing is added or removed here (cafes register themselves);
 * the cafe's own row follows in the same transaction. Which states a caller may set (RSTR only by
 * the owner) the declaration says (`codesByRole`), and the generic save checks it.
 */
export function linkHooks(view: LinkView): EntityHooks {
  return {
    beforeSave({ before, changes, mode }) {
      if (mode !== 'edit' || !before) throw new ApiRefusal(403, 'nopermission_text');
      if (view === 'etc' && 'roaster_cafe_auth' in changes)
        assertAskedToRejoin(before, 'roaster_cafe_auth', linkState(changes.roaster_cafe_auth) === 'LINKED');
    },
    async afterSave({ tx, d, before, changes, keys, owner, user, now }) {
      if (!('roaster_cafe_auth' in changes) || changes.roaster_cafe_auth === before?.roaster_cafe_auth) return;
      await mirrorToCafe(tx, d, {
        roaster: owner?.value,
        cafe: keys.cafe_seq,
        auth: String(changes.roaster_cafe_auth),
        now,
        by: { seq: user.user_seq, id: user.user_id },
      });
    },
  };
}
