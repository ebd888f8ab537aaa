import { type PageDecl, QC_PAGES } from '@beantrail/contracts';
import type { Type } from '@nestjs/common';
import { entityController } from '../../core/entity/entity-controller';
import type { EntityHooks } from '../../core/entity/entity-hooks';
import {
  qcBlendingHooks,
  qcBlendingResultHooks,
  qcBrewingDefaultHooks,
  qcGreenbeanHooks,
  qcRoastingHooks,
} from './qc.hooks';

const HOOKS = new Map<PageDecl, EntityHooks>([
  [QC_PAGES.qcBlendingResult, qcBlendingResultHooks],
  [QC_PAGES.qcBlending, qcBlendingHooks],
  [QC_PAGES.qcRoasting, qcRoastingHooks],
  [QC_PAGES.qcGreenbean, qcGreenbeanHooks],
  [QC_PAGES.qcBrewingDefault, qcBrewingDefaultHooks],
]);

/** 001 §7 Roaster QC: list, detail, edit (and remove) of each QC screen, scoped to the selected roastery by its declaration. */
export const QC_PAGE_CONTROLLERS: Type<unknown>[] = Object.values(QC_PAGES).map((page) =>
  entityController(page, HOOKS.get(page)),
);
