import {
  CAFE_PAGES,
  CAFE_VIEWS,
  cafeRoasterPage,
  EVENT_PAGES,
  type PageDecl,
  PROFILE_PAGES,
  staffPagesOf,
} from '@beantrail/contracts';

/** Where each cafe declaration is mounted under /cafe (contracts MENU_TREE, 002 §2.5). */
export const CAFE_PAGE_ROUTES: readonly { path: string; page: PageDecl }[] = [
  { path: 'coffeebean/default', page: CAFE_PAGES.coffeebeanDefault },
  { path: 'coffeebean/received', page: CAFE_PAGES.coffeebeanReceived },
  { path: 'item/equip', page: CAFE_PAGES.cafeEquip },
  { path: 'brewing/result', page: CAFE_PAGES.cafeBrewingResult },
  { path: 'brewing/default', page: CAFE_PAGES.cafeBrewingDefault },
  { path: 'brewing/today', page: CAFE_VIEWS.cafeBrewingToday },
  { path: 'cupnote/coffeebean', page: CAFE_PAGES.cafeCupnote },
  ...staffPagesOf('cafe').map(({ view, page }) => ({ path: `staff/${view}`, page })),
  { path: 'event/list', page: EVENT_PAGES.cafe },
  { path: 'supplier/roaster', page: cafeRoasterPage },
  // 001 §2 CafeUserInfo (a profile: no list, no delete).
  { path: 'userinfo', page: PROFILE_PAGES.cafeUserInfo },
];
