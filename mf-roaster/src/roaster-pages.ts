import {
  EVENT_PAGES,
  LINK_VIEWS,
  type PageDecl,
  PROFILE_PAGES,
  QC_PAGES,
  ROASTER_CAFE_PAGES,
  ROASTER_PAGES,
  staffPagesOf,
} from '@beantrail/contracts';

/**
 * Where each roaster declaration is mounted: its menu path under /roaster (contracts MENU_TREE,
 * 001 §2). Pages not listed here stay under construction.
 */
export const ROASTER_PAGE_ROUTES: readonly { path: string; page: PageDecl }[] = [
  { path: 'roasting/default', page: ROASTER_PAGES.roastingDefault },
  { path: 'roasting/result', page: ROASTER_PAGES.roastingResult },
  { path: 'greenbean/default', page: ROASTER_PAGES.roasterGreenbean },
  { path: 'greenbean/year', page: ROASTER_PAGES.roasterGreenbeanYear },
  { path: 'blending/default', page: ROASTER_PAGES.blendingDefault },
  { path: 'blending/result', page: ROASTER_PAGES.blendingResult },
  { path: 'item/equip', page: ROASTER_PAGES.roasterEquip },
  ...staffPagesOf('roaster').map(({ view, page }) => ({ path: `staff/${view}`, page })),
  { path: 'event/list', page: EVENT_PAGES.roaster },
  ...LINK_VIEWS.map((view) => ({ path: `customer/${view}`, page: ROASTER_CAFE_PAGES[view] })),
  // 001 §2 Roaster QC cupnote screens.
  { path: 'qc/blendingresult', page: QC_PAGES.qcBlendingResult },
  { path: 'qc/blending', page: QC_PAGES.qcBlending },
  { path: 'qc/roasting', page: QC_PAGES.qcRoasting },
  { path: 'qc/greenbean', page: QC_PAGES.qcGreenbean },
  { path: 'qc/brewingdefault', page: QC_PAGES.qcBrewingDefault },
  // 001 §2 RoasterUserInfo (a profile: no list, no delete).
  { path: 'userinfo', page: PROFILE_PAGES.roasterUserInfo },
];
