import { type PageDecl, ROASTER_PAGES, STAFF_PAGES } from '@beantrail/contracts';

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
  { path: 'staff/user', page: STAFF_PAGES.roasterUser },
  { path: 'staff/signup', page: STAFF_PAGES.roasterUserSignUp },
  { path: 'staff/etc', page: STAFF_PAGES.roasterUserEtc },
];
