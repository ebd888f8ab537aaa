import { type PageDecl, USER_PAGES } from '@beantrail/contracts';

/** Where each user declaration is mounted under /user (contracts MENU_TREE, 002 §2.4, §2.7). */
export const USER_PAGE_ROUTES: readonly { path: string; page: PageDecl }[] = [
  { path: 'usernote/brewingresult', page: USER_PAGES.userBrewingResult },
  { path: 'usernote/brewingdefault', page: USER_PAGES.userBrewingDefault },
  { path: 'item/equip', page: USER_PAGES.userEquip },
];
