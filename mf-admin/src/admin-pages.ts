import { ADMIN_PAGES, GREENBEAN_ADMIN_PAGES, type PageDecl } from '@beantrail/contracts';

/**
 * Where each admin master-data declaration is mounted: the menu path under /setting
 * (contracts MENU_TREE, 001 §2). Pages not listed here stay under construction.
 */
export const ADMIN_PAGE_ROUTES: readonly { path: string; page: PageDecl }[] = [
  { path: 'map/country', page: ADMIN_PAGES.country },
  { path: 'map/region', page: ADMIN_PAGES.region },
  { path: 'map/farm', page: ADMIN_PAGES.farm },
  { path: 'code/codegroup', page: ADMIN_PAGES.codeGroup },
  { path: 'code/codelist', page: ADMIN_PAGES.code },
  { path: 'code/variety', page: ADMIN_PAGES.variety },
  { path: 'company/company', page: ADMIN_PAGES.company },
  { path: 'company/roaster', page: ADMIN_PAGES.roasterAdmin },
  { path: 'company/cafe', page: ADMIN_PAGES.cafeAdmin },
  { path: 'product/greenbeandefault', page: GREENBEAN_ADMIN_PAGES.greenbeanDefaultAdmin },
  { path: 'product/greenbeanyear', page: GREENBEAN_ADMIN_PAGES.greenbeanYearAdmin },
  { path: 'product/equip', page: ADMIN_PAGES.equipAdmin },
  { path: 'product/material', page: ADMIN_PAGES.material },
];
