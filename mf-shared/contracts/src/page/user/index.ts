import { userBrewingDefaultPage, userBrewingResultPage } from './brewing';
import { userEquipPage } from './equip';
import { userCupnotePage } from './cupnote';

export * from './common';
export { SERIAL_KINDS, type SerialType } from './cupnote';
export { userBrewingDefaultPage, userBrewingResultPage, userCupnotePage, userEquipPage };

/** The user area's pages (002 §2.4), keyed by page id; every record is the signed-in user's own. */
export const USER_PAGES = {
  userEquip: userEquipPage,
  userBrewingDefault: userBrewingDefaultPage,
  userBrewingResult: userBrewingResultPage,
  userCupnote: userCupnotePage,
} as const;
