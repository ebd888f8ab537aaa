import { adminRights, auditSection, nameFields, useFlagField, nameOrders, pageApi } from '../fields';
import type { FieldDecl } from '../types';
import { definePage } from '../types';
import { generatedKey } from '../record-fields';

// A country is referred to by its ISO alpha-3 id (country_id, 3 bytes): the roaster and cafe columns are varchar(3).
const country = (name: string): FieldDecl => ({
  name,
  widget: 'select',
  maxBytes: 3,
  source: { codeGroup: 'CNTR' },
  default: { byLocale: { kr: 'KOR', en: 'USA' } },
});
// 001 §1 "unless ads are hidden": everyone working in this roastery or cafe sees no ad slot (ads.ts).
const adsHideField = (name: string): FieldDecl => ({ name, widget: 'switch', type: 'boolean', default: false });

/** Admin Company (001 §3; §5: active-locale name required 3–300, site/shop 3–300, type_list 3000, detail 10000, etc 3000). */
export const companyPage = definePage({
  id: 'company',
  specName: 'SettingCompany',
  table: 'company',
  api: pageApi('/api/setting/company'),
  keys: ['company_seq'],
  useFlag: 'company_use',
  list: {
    columns: [
      { field: 'company_type', format: 'code' },
      { field: 'company_name_locale' },
      { field: 'company_name', mobileHidden: true },
      { field: 'company_country_code', format: 'code', mobileHidden: true },
      { field: 'company_use', format: 'yesNo' },
    ],
    search: {
      title: ['company_name_locale', 'company_name', 'company_nick_locale', 'company_nick'],
      type: { field: 'company_type' },
      params: [{ field: 'company_use', op: 'eq' }],
    },
    orders: nameOrders('company_name_locale', 'company_name'),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('company_seq'),
        country('company_country_code'),
        { name: 'company_type', widget: 'select', maxBytes: 45, source: { codeGroup: 'CMPN' } },
        ...nameFields('company'),
        { name: 'company_site', widget: 'link', minBytes: 3, maxBytes: 300 },
        { name: 'company_shop', widget: 'link', minBytes: 3, maxBytes: 300 },
        { name: 'company_type_list', widget: 'text', maxBytes: 3000 },
        { name: 'company_detail', widget: 'textarea', large: true, maxBytes: 10000 },
        { name: 'company_etc', widget: 'textarea', maxBytes: 3000 },
        useFlagField('company_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});

/**
 * Admin Roaster (001 §3; §5: names 3–300, active-locale one required, detail 10000): the Korean name
 * in Korean, the English one in English, the other optional (migration 1734000000000 let the English
 * column take NULL).
 */
export const roasterAdminPage = definePage({
  id: 'roasterAdmin',
  specName: 'SettingRoaster',
  table: 'roaster',
  api: pageApi('/api/setting/roaster'),
  keys: ['roaster_seq'],
  useFlag: 'roaster_use',
  list: {
    columns: [
      { field: 'roaster_type', format: 'code', mobileHidden: true },
      { field: 'roaster_name_locale' },
      { field: 'roaster_name' },
      { field: 'roaster_country', format: 'code', mobileHidden: true },
      { field: 'roaster_use', format: 'yesNo' },
    ],
    search: {
      title: ['roaster_name_locale', 'roaster_name'],
      type: { field: 'roaster_type' },
      params: [{ field: 'roaster_use', op: 'eq' }],
    },
    orders: nameOrders('roaster_name_locale', 'roaster_name'),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('roaster_seq'),
        country('roaster_country'),
        { name: 'roaster_type', widget: 'select', maxBytes: 45, source: { codeGroup: 'RSTR' } },
        ...nameFields('roaster', { nick: false }),
        { name: 'roaster_detail', widget: 'textarea', large: true, maxBytes: 10000 },
        adsHideField('roaster_ads_hide'),
        useFlagField('roaster_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});

/** Admin Cafe (001 §3; §5: names 3–300, detail 10000): the active locale's name required, as for roasters. */
export const cafeAdminPage = definePage({
  id: 'cafeAdmin',
  specName: 'SettingCafe',
  table: 'cafe',
  api: pageApi('/api/setting/cafe'),
  keys: ['cafe_seq'],
  useFlag: 'cafe_use',
  list: {
    columns: [
      { field: 'cafe_type', format: 'code', mobileHidden: true },
      { field: 'cafe_name_locale' },
      { field: 'cafe_name' },
      { field: 'cafe_country', format: 'code', mobileHidden: true },
      { field: 'cafe_use', format: 'yesNo' },
    ],
    search: {
      title: ['cafe_name_locale', 'cafe_name'],
      type: { field: 'cafe_type' },
      params: [{ field: 'cafe_use', op: 'eq' }],
    },
    orders: nameOrders('cafe_name_locale', 'cafe_name'),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('cafe_seq'),
        country('cafe_country'),
        { name: 'cafe_type', widget: 'select', maxBytes: 20, source: { codeGroup: 'CAFE' } },
        ...nameFields('cafe', { nick: false }),
        { name: 'cafe_detail', widget: 'textarea', large: true, maxBytes: 10000 },
        adsHideField('cafe_ads_hide'),
        useFlagField('cafe_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});
