import { coffeebeanDefaultPage, coffeebeanReceivedPage } from './coffeebean';
import { cafeEquipPage } from './equip';
import { cafeBrewingDefaultPage, cafeBrewingResultPage } from './brewing';

export * from './common';
export { cafeBrewingDefaultPage, cafeBrewingResultPage, cafeEquipPage, coffeebeanDefaultPage, coffeebeanReceivedPage };

/** The cafe area's pages (002 §2.2), keyed by page id; every one is owned by the selected cafe. */
export const CAFE_PAGES = {
  coffeebeanDefault: coffeebeanDefaultPage, coffeebeanReceived: coffeebeanReceivedPage, cafeEquip: cafeEquipPage,
  cafeBrewingDefault: cafeBrewingDefaultPage, cafeBrewingResult: cafeBrewingResultPage,
} as const;
