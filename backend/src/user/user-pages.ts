import { type PageDecl, USER_PAGES } from '@beantrail/contracts';
import type { Type } from '@nestjs/common';
import type { EntityHooks } from '../core/entity/entity-hooks';
import { entityController } from '../core/entity/entity-controller';
import { userBrewingResultHooks } from './hooks/brewing.hooks';
import { userCupnoteHooks } from './hooks/cupnote.hooks';

const HOOKS = new Map<PageDecl, EntityHooks>([
  [USER_PAGES.userBrewingResult, userBrewingResultHooks],
  [USER_PAGES.userCupnote, userCupnoteHooks],
]);

/** Controllers of the user pages (each record the signed-in user's own, by the declarations' `ownedBy`). */
export const USER_PAGE_CONTROLLERS: Type<unknown>[] = Object.values(USER_PAGES).map((page) =>
  entityController(page, HOOKS.get(page)),
);
