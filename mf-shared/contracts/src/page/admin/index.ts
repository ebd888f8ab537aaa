import { codeGroupPage } from './code-group';
import { codePage } from './code';
import { countryPage } from './country';
import { farmPage } from './farm';
import { cafeAdminPage, companyPage, roasterAdminPage } from './organisations';
import { equipAdminPage, materialPage } from './products';
import { regionPage } from './region';
import { varietyPage } from './variety';

export {
  codeGroupPage,
  codePage,
  countryPage,
  farmPage,
  cafeAdminPage,
  companyPage,
  roasterAdminPage,
  equipAdminPage,
  materialPage,
  regionPage,
  varietyPage,
};

/** The eleven admin master-data pages (001 §2), keyed by page id. */
export const ADMIN_PAGES = {
  country: countryPage,
  region: regionPage,
  farm: farmPage,
  codeGroup: codeGroupPage,
  code: codePage,
  variety: varietyPage,
  company: companyPage,
  roasterAdmin: roasterAdminPage,
  cafeAdmin: cafeAdminPage,
  equipAdmin: equipAdminPage,
  material: materialPage,
} as const;
