import { EVENT_PAGES, LINK_VIEWS, type PageDecl, ROASTER_CAFE_PAGES, ROASTER_PAGES, staffPagesOf } from '@beantrail/contracts';

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
];
