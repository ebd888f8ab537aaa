import { adminRights, auditSection, nameFields, regionFarmFields, useFlagField } from '../fields';
import type { FieldDecl, ListDecl, SectionDecl } from '../types';
import { definePage } from '../types';
import { GREENBEAN_ROLES, pageApi, roasterCodeSelect, roasterRights } from './common';
import { AGTRON, DENSITY, MONTH, PERCENT } from '../input-bounds';
import { generatedKey, yearField } from '../record-fields';

/** A min/max pair (001 §3 green-bean default: "min and max pairs"); the max is never below the min. */
function pair(name: string, more: Partial<FieldDecl>): FieldDecl[] {
  return [
    { name: `${name}_min`, widget: 'number', ...more },
    { name: `${name}_max`, widget: 'number', hideWhenEqual: `${name}_min`, notBelow: `${name}_min`, ...more },
  ];
}

/**
 * The green-bean fields shared by the administrator catalogue and the roaster's own catalogue
 * (001 §3 Green-bean default; §5: names 3–300, nicks 300, _etc 3–1000, seller link read-only,
 * region/farm etc 300, desc 10000, import/packaging dates 8 characters).
 */
export function greenbeanFields(): FieldDecl[] {
  const etc = (name: string): FieldDecl => ({ name, widget: 'text', minBytes: 3, maxBytes: 1000 });
  return [
    ...nameFields('greenbean'),
    {
      name: 'greenbean_country_code',
      widget: 'select',
      required: true,
      maxBytes: 45,
      source: { codeGroup: 'CNTR', codeFilter: 'CFPRDC' },
    },
    ...regionFarmFields('greenbean'),
    { name: 'greenbean_variety_list', widget: 'multiSelect', maxBytes: 3000, source: { codeGroup: 'VRT' } },
    etc('greenbean_variety_etc'),
    { name: 'greenbean_grade', widget: 'select', maxBytes: 45, source: { codeGroup: 'BGRD' } },
    { name: 'greenbean_grade_detail', widget: 'select', maxBytes: 45, source: { codeGroup: 'BQLT' } },
    {
      name: 'greenbean_process',
      widget: 'select',
      maxBytes: 45,
      source: { codeGroup: 'PRCS' },
      inputDirect: { value: 'ETC', field: 'greenbean_process_etc' },
    },
    etc('greenbean_process_etc'),
    // Sellers are companies of type GBD (001 §7 /api/code/company); the shop link is copied from it.
    {
      name: 'greenbean_seller_seq',
      widget: 'select',
      type: 'integer',
      copyOption: { company_shop: 'greenbean_seller_link' },
      source: {
        dataUrl: '/api/code/company',
        staticParams: { company_type: 'GBD' },
        valueKey: 'company_seq',
        labelKey: 'company_name',
      },
    },
    etc('greenbean_seller_etc'),
    { name: 'greenbean_seller_link', widget: 'link', readOnly: true, maxBytes: 300 },
    ...pair('greenbean_altitude', { unit: 'm', minValue: 0, maxValue: 9000 }),
    ...pair('greenbean_moisture', { scale: 'moisture', unit: '%', ...PERCENT }),
    ...pair('greenbean_density', { unit: 'g/L', ...DENSITY }),
    ...pair('greenbean_agtron', AGTRON),
    ...pair('greenbean_harvest_month', MONTH),
    ...pair('greenbean_roasting_agtron', AGTRON),
    // Typed as YYYYMMDD (8 characters, 001 §5) and checked as a calendar date (field_date).
    { name: 'greenbean_import_date', widget: 'text', type: 'date', maxBytes: 8 },
    { name: 'greenbean_packaging_date', widget: 'text', type: 'date', maxBytes: 8 },
    { name: 'greenbean_desc', widget: 'textarea', large: true, maxBytes: 10000 },
    { name: 'greenbean_user_auth', widget: 'text', maxBytes: 45 },
    useFlagField('greenbean_use'),
  ];
}

/** List columns of 001 §2: year, nick, country, grade detail, varieties, process (mobile hides the last four). */
function greenbeanList(year: boolean): ListDecl {
  return {
    columns: [
      ...(year ? [{ field: 'greenbean_year' }] : []),
      { field: 'greenbean_nick_locale' },
      { field: 'greenbean_name_locale' },
      { field: 'greenbean_country_code', format: 'code' as const, mobileHidden: true },
      { field: 'greenbean_grade_detail', format: 'code' as const, mobileHidden: true },
      { field: 'greenbean_variety_list', format: 'code' as const, mobileHidden: true },
      { field: 'greenbean_process', format: 'code' as const, mobileHidden: true },
      ...(year
        ? [{ field: 'greenbean_instock', format: 'yesNo' as const }]
        : [{ field: 'greenbean_use', format: 'yesNo' as const }]),
      // The year list shows what is left, in the user's mass unit.
      ...(year ? [{ field: 'greenbean_stock_mass', format: 'number' as const }] : []),
    ],
    search: {
      title: ['greenbean_name_locale', 'greenbean_name', 'greenbean_nick_locale', 'greenbean_nick'],
      type: { field: 'greenbean_country_code' },
      params: year
        ? [
            { field: 'greenbean_year', op: 'eq' },
            { field: 'greenbean_instock', op: 'eq' },
          ]
        : [{ field: 'greenbean_use', op: 'eq' }],
    },
  };
}

const catalogueSection = (key: FieldDecl, extra: FieldDecl[] = []): SectionDecl => ({
  id: 'basic',
  fields: [key, ...extra, ...greenbeanFields()],
});

/** Administrator green-bean catalogue (SettingGreenbeanDefault). */
export const greenbeanDefaultAdminPage = definePage({
  id: 'greenbeanDefaultAdmin',
  specName: 'SettingGreenbeanDefault',
  table: 'greenbean_default',
  api: pageApi('/api/setting/product/greenbeandefault'),
  keys: ['greenbean_default_seq'],
  useFlag: 'greenbean_use',
  list: greenbeanList(false),
  sections: [catalogueSection(generatedKey('greenbean_default_seq')), auditSection()],
  rights: adminRights(),
});

/**
 * The roaster's own green-bean catalogue (RoasterGreenbeanDefault, link key greenbean_roaster_seq).
 * Choosing an administrator default copies its fields into the form (001 §4).
 */
export const roasterGreenbeanPage = definePage({
  id: 'roasterGreenbean',
  specName: 'RoasterGreenbeanDefault',
  table: 'greenbean_roaster',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/greenbean/default'),
  keys: ['greenbean_roaster_seq'],
  useFlag: 'greenbean_use',
  list: greenbeanList(false),
  sections: [
    catalogueSection(generatedKey('greenbean_roaster_seq'), [
      {
        name: 'greenbean_default_seq',
        widget: 'select',
        type: 'integer',
        copyFrom: '/api/code/greenbean/default/copy',
        source: {
          dataUrl: '/api/code/greenbean/default',
          dataParams: {
            greenbean_country_code: 'greenbean_country_code',
            greenbean_seller_seq: 'greenbean_seller_seq',
          },
          valueKey: 'greenbean_default_seq',
          labelKey: 'greenbean_name',
        },
      },
    ]),
    auditSection(),
  ],
  rights: roasterRights(GREENBEAN_ROLES),
});

/** The largest yearly purchase or stock of one bean, in grams (200 t). */
export const GREENBEAN_MASS_MAX_G = 200_000_000;

/** Yearly stock fields (001 §3 Green-bean year). */
function yearFields(beanSelect: FieldDecl): FieldDecl[] {
  return [
    yearField('greenbean_year', { key: true, lockedOnUpdate: true }),
    beanSelect,
    { name: 'greenbean_instock', widget: 'switch', type: 'boolean', required: true, default: true },
    // Stored in tenths of a gram like every mass (a roast's rows take from it in
    // the same unit), shown in Kg unless the user chose another unit; bounds in grams (200 t keeps
    // the stored value within the 32-bit column).
    {
      name: 'greenbean_purchase_mass',
      widget: 'number',
      scale: 'mass',
      unit: 'Kg',
      minValue: 0,
      maxValue: GREENBEAN_MASS_MAX_G,
    },
    // What is left after roasting results consumed it; moved only by the server, in the same transaction.
    {
      name: 'greenbean_stock_mass',
      widget: 'number',
      scale: 'mass',
      unit: 'Kg',
      minValue: 0,
      maxValue: GREENBEAN_MASS_MAX_G,
    },
    { name: 'greenbean_price', widget: 'number', minValue: 0, maxValue: 1000000000 },
    { name: 'greenbean_year_desc', widget: 'textarea', maxBytes: 3000 },
    useFlagField('greenbean_use'),
  ];
}

/** Values copied from the bean into the year row so its list shows the 001 §2 columns without a join. */
const copied = (name: string, widget: FieldDecl['widget'], codeGroup?: string): FieldDecl => ({
  name,
  widget,
  readOnly: true,
  hiddenOnCreate: true,
  ...(codeGroup ? { source: { codeGroup } } : {}),
});
const copiedBeanFields: FieldDecl[] = [
  copied('greenbean_name_locale', 'text'),
  copied('greenbean_name', 'text'),
  copied('greenbean_nick_locale', 'text'),
  copied('greenbean_nick', 'text'),
  copied('greenbean_country_code', 'select', 'CNTR'),
  copied('greenbean_grade_detail', 'select', 'BQLT'),
  copied('greenbean_variety_list', 'multiSelect', 'VRT'),
  copied('greenbean_process', 'select', 'PRCS'),
];

/** The roaster's yearly stock of one of its beans (RoasterGreenbeanYear; keys year + greenbean_roaster_seq). */
export const roasterGreenbeanYearPage = definePage({
  id: 'roasterGreenbeanYear',
  specName: 'RoasterGreenbeanYear',
  table: 'greenbean_roaster_year',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/greenbean/year'),
  keys: ['greenbean_year', 'greenbean_roaster_seq'],
  useFlag: 'greenbean_use',
  list: greenbeanList(true),
  sections: [
    {
      id: 'basic',
      fields: yearFields(
        roasterCodeSelect(
          'greenbean_roaster_seq',
          '/api/roaster/greenbean/default/code',
          'greenbean_roaster_seq',
          'greenbean_name',
          { key: true, required: true, lockedOnUpdate: true },
        ),
      ),
    },
    { id: 'bean', fields: copiedBeanFields },
    auditSection(),
  ],
  rights: roasterRights(GREENBEAN_ROLES),
});

/** Administrator yearly data (SettingGreenbeanYear; beyond greenbean_year "not shown", so the same stock fields). */
export const greenbeanYearAdminPage = definePage({
  id: 'greenbeanYearAdmin',
  specName: 'SettingGreenbeanYear',
  table: 'greenbean_default_year',
  api: pageApi('/api/setting/product/greenbeanyear'),
  keys: ['greenbean_year', 'greenbean_default_seq'],
  useFlag: 'greenbean_use',
  list: greenbeanList(true),
  sections: [
    {
      id: 'basic',
      fields: yearFields({
        name: 'greenbean_default_seq',
        widget: 'select',
        type: 'integer',
        key: true,
        required: true,
        lockedOnUpdate: true,
        source: {
          dataUrl: '/api/code/greenbean/default',
          valueKey: 'greenbean_default_seq',
          labelKey: 'greenbean_name',
        },
      }),
    },
    { id: 'bean', fields: copiedBeanFields },
    auditSection(),
  ],
  rights: adminRights(),
});
