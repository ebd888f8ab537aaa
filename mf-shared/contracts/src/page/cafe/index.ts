import { coffeebeanDefaultPage, coffeebeanReceivedPage } from './coffeebean';
import { cafeEquipPage } from './equip';
import { cafeCupnotePage } from './cupnote';
import { cafeBrewingDefaultPage, cafeBrewingResultPage, cafeBrewingTodayPage } from './brewing';

export * from './common';
export {
  cafeBrewingDefaultPage,
  cafeBrewingResultPage,
  cafeBrewingTodayPage,
  cafeCupnotePage,
  cafeEquipPage,
  coffeebeanDefaultPage,
  coffeebeanReceivedPage,
};

/** The cafe area's pages (002 §2.2), keyed by page id; every one is owned by the selected cafe. */
export const CAFE_PAGES = {
  coffeebeanDefault: coffeebeanDefaultPage,
  coffeebeanReceived: coffeebeanReceivedPage,
  cafeEquip: cafeEquipPage,
  cafeBrewingDefault: cafeBrewingDefaultPage,
  cafeBrewingResult: cafeBrewingResultPage,
  cafeCupnote: cafeCupnotePage,
} as const;

/** Client-side views over a cafe page's calls (no table or controller of their own). */
export const CAFE_VIEWS = { cafeBrewingToday: cafeBrewingTodayPage } as const;
