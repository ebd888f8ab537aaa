import { ADMIN_PAGES, codePage } from '@beantrail/contracts';
import type { Type } from '@nestjs/common';
import type { EntityHooks, HookContext } from '../core/entity/entity-hooks';
import { entityController } from '../core/entity/entity-controller';

/**
 * A code change moves its group's edit_at, so POST /api/code/simple (which compares each group's
 * edit_at with the browser's) returns the changed group and the code cache refreshes (001 §7).
 */
const bumpGroup = async ({ tx, d, keys, before, changes, now }: HookContext) => {
  const groups = new Set(
    [keys.code_group_id, before?.code_group_id, changes.code_group_id].filter((g) => typeof g === 'string'),
  );
  for (const g of groups)
    await tx.query(`UPDATE ${d.q('code_group')} SET ${d.q('edit_at')} = ? WHERE ${d.q('code_group_id')} = ?`, [now, g]);
};
const codeHooks: EntityHooks = { afterSave: bumpGroup, afterRemove: bumpGroup };

const HOOKS = new Map<object, EntityHooks>([[codePage, codeHooks]]);

/** The controllers of the eleven admin master-data pages, all from their declarations. */
export const ADMIN_PAGE_CONTROLLERS: Type<unknown>[] = Object.values(ADMIN_PAGES).map((page) =>
  entityController(page, HOOKS.get(page)),
);
