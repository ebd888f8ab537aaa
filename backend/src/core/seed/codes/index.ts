// Master-data code groups for the seed service: one entry per code group, each
// group's codes in display order. Group contents live in the files imported below.
import { ROLE_GROUPS } from './roles';
import { COUNTRY_GROUP } from './countries';
import { SPECIES_GROUP, VARIETY_GROUP } from './variety';
import { GRADE_DETAIL_GROUP, GRADE_GROUP, PROCESS_GROUP } from './bean';
import { BREWING_TYPE_GROUP, EQUIPMENT_TYPE_GROUP, MATERIAL_TYPE_GROUP, WATER_TYPE_GROUP } from './equipment';
import { AFTERTASTE_GROUP, FEELING_GROUP, NOTE_PLACE_GROUP, SERIAL_TYPE_GROUP, TEXTURE_GROUP } from './cupnote';
import { FLAVOR_GROUP } from './flavor-wheel';
import {
  CAFE_TYPE_GROUP,
  COMPANY_TYPE_GROUP,
  EVENT_TYPE_GROUP,
  PUBLIC_STAGE_GROUP,
  ROASTER_TYPE_GROUP,
  ROASTING_STEP_GROUP,
} from './business';
import { type SeedCodeGroup } from './types';

export type { SeedCode, SeedCodeGroup } from './types';
export { USER_TYPE_CODES } from './roles';
export { COFFEE_PRODUCER_FILTER } from './countries';
export { FLAVOR_WHEEL_ATTRIBUTION, flavorWheelCodes } from './flavor-wheel';

export const CODE_GROUP_SEED: SeedCodeGroup[] = [
  ...ROLE_GROUPS, // CAUTH, RAUTH, PSAUTH
  COUNTRY_GROUP,
  SPECIES_GROUP,
  VARIETY_GROUP,
  PROCESS_GROUP,
  GRADE_GROUP,
  GRADE_DETAIL_GROUP,
  PUBLIC_STAGE_GROUP,
  EQUIPMENT_TYPE_GROUP,
  BREWING_TYPE_GROUP,
  FLAVOR_GROUP,
  AFTERTASTE_GROUP,
  TEXTURE_GROUP,
  FEELING_GROUP,
  ROASTING_STEP_GROUP,
  CAFE_TYPE_GROUP,
  ROASTER_TYPE_GROUP,
  EVENT_TYPE_GROUP,
  NOTE_PLACE_GROUP,
  SERIAL_TYPE_GROUP,
  WATER_TYPE_GROUP,
  COMPANY_TYPE_GROUP,
  MATERIAL_TYPE_GROUP,
];
