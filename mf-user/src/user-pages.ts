import { type PageDecl, USER_PAGES } from '@beantrail/contracts';

/**
 * Where each user declaration is mounted under /user (contracts MENU_TREE, 002 §2.4, §2.7). The
 * coffee notes (`usernote/coffeenote`) have their own page, which also opens a note from a serial.
 */
export const USER_PAGE_ROUTES: readonly { path: string; page: PageDecl }[] = [
  { path: 'usernote/brewingresult', page: USER_PAGES.userBrewingResult },
  { path: 'usernote/brewingdefault', page: USER_PAGES.userBrewingDefault },
  { path: 'item/equip', page: USER_PAGES.userEquip },
];

/** The coffee notes' mount (002 §2.9), with their own page (coffeenote/coffeenote-page.tsx). */
export const COFFEENOTE_ROUTE = { path: 'usernote/coffeenote', page: USER_PAGES.userCupnote } as const;
