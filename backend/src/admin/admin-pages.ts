import { ADMIN_PAGES, codePage } from '@beantrail/contracts';
import type { Type } from '@nestjs/common';
import type { EntityHooks, HookContext } from '../core/entity/entity-hooks';
import { entityController } from '../core/entity/entity-controller';
import { CodeGroupRepository } from './code-group.repository';

/**
 * A code change moves its group's edit_at, so POST /api/code/simple (which compares each group's
 * edit_at with the browser's) returns the changed group and the code cache refreshes (001 §7).
 */
const bumpGroup = async ({ tx, keys, before, changes, now }: HookContext) => {
  const groups = new Set(
    [keys.code_group_id, before?.code_group_id, changes.code_group_id].filter((g) => typeof g === 'string'),
  );
  const codeGroups = new CodeGroupRepository(tx);
  for (const g of groups) await codeGroups.touch(g, now);
};
const codeHooks: EntityHooks = { afterSave: bumpGroup, afterRemove: bumpGroup };

const HOOKS = new Map<object, EntityHooks>([[codePage, codeHooks]]);

/** The controllers of the eleven admin master-data pages, all from their declarations. */
export const ADMIN_PAGE_CONTROLLERS: Type<unknown>[] = Object.values(ADMIN_PAGES).map((page) =>
  entityController(page, HOOKS.get(page)),
);
