import { blendingDefaultPage, blendingResultPage } from './blending';
import { roasterEquipPage } from './equip';
import {
  greenbeanDefaultAdminPage,
  greenbeanYearAdminPage,
  roasterGreenbeanPage,
  roasterGreenbeanYearPage,
} from './greenbean';
import { roastingDefaultPage, roastingResultPage } from './roasting';

export * from './common';
export * from './profile';
export {
  blendingDefaultPage,
  blendingResultPage,
  roasterEquipPage,
  greenbeanDefaultAdminPage,
  greenbeanYearAdminPage,
  roasterGreenbeanPage,
  roasterGreenbeanYearPage,
  roastingDefaultPage,
  roastingResultPage,
};
export { ROASTING_STEP } from './roasting-step';

/** The roaster area's pages (001 §2), keyed by page id; every one is owned by the selected roaster. */
export const ROASTER_PAGES = {
  roasterGreenbean: roasterGreenbeanPage,
  roasterGreenbeanYear: roasterGreenbeanYearPage,
  roastingDefault: roastingDefaultPage,
  roastingResult: roastingResultPage,
  blendingDefault: blendingDefaultPage,
  blendingResult: blendingResultPage,
  roasterEquip: roasterEquipPage,
} as const;

/** The administrator's green-bean pages (mf-admin). */
export const GREENBEAN_ADMIN_PAGES = {
  greenbeanDefaultAdmin: greenbeanDefaultAdminPage,
  greenbeanYearAdmin: greenbeanYearAdminPage,
} as const;
export * from './derive';
export * from './qc';
