import { userBrewingDefaultPage, userBrewingResultPage } from './brewing';
import { userEquipPage } from './equip';

export * from './common';
export { userBrewingDefaultPage, userBrewingResultPage, userEquipPage };

/** The user area's pages (002 §2.4), keyed by page id; every record is the signed-in user's own. */
export const USER_PAGES = { userEquip: userEquipPage, userBrewingDefault: userBrewingDefaultPage, userBrewingResult: userBrewingResultPage } as const;
