import { auditSection, derived, nameFields, orderPair, pageApi, useFlagField } from '../fields';
import type { FieldDecl } from '../types';
import { definePage } from '../types';
import { cafeRights } from './common';

/** The recipe values a brewing default holds and a brewing result starts from (002 §2.6, §2.7; 000 §9 scales). */
const recipeFields = (): FieldDecl[] => [
  { name: 'brewing_grinder_point', widget: 'number', scale: 'grinder', minValue: 0, maxValue: 1000 },
  { name: 'brewing_bean_mass', widget: 'number', scale: 'mass', unit: 'g', minValue: 0, maxValue: 10000 },
  { name: 'brewing_water_temp', widget: 'number', scale: 'temperature', unit: '°C', minValue: 0, maxValue: 100 },
  { name: 'brewing_mass', widget: 'number', scale: 'mass', unit: 'g', minValue: 0, maxValue: 100000 },
  { name: 'brewing_time', widget: 'number', type: 'integer', unit: 's', minValue: 0, maxValue: 86400 },
];

/**
 * A cafe's brewing recipe (CafeBrewingDefault; 002 §2.7, §3, §5): names in the current language
 * required 3–300, type from EXTR, public and use flags, memo up to 3000 (10 rows).
 */
export const cafeBrewingDefaultPage = definePage({
  id: 'cafeBrewingDefault',
  specName: 'CafeBrewingDefault',
  table: 'cafe_brewing_default',
  ownerField: 'cafe_seq',
  api: pageApi('/api/cafe/brewing/default'),
  keys: ['brewing_seq'],
  useFlag: 'brewing_use',
  list: {
    // 002 §2.7: type, name, grinder point, bean mass, brewing mass, public flag.
    columns: [
      { field: 'brewing_type', format: 'code' }, { field: 'brewing_name_locale' }, { field: 'brewing_grinder_point', format: 'number', mobileHidden: true },
      { field: 'brewing_bean_mass', format: 'number' }, { field: 'brewing_mass', format: 'number', mobileHidden: true }, { field: 'brewing_public', format: 'yesNo', mobileHidden: true },
    ],
    search: { title: ['brewing_name_locale', 'brewing_name'], type: { field: 'brewing_type' }, params: [{ field: 'brewing_use', op: 'eq' }] },
    orders: [
      ...orderPair('rgst', 'rgst_at'),
      { value: 'type_asc', field: 'brewing_type', dir: 'asc' },
      { value: 'type_desc', field: 'brewing_type', dir: 'desc' },
    ],
  },
  sections: [
    {
      id: 'basic',
      fields: [
        { name: 'brewing_seq', widget: 'number', type: 'integer', key: true, generated: true, readOnly: true, hiddenOnCreate: true },
        { name: 'brewing_type', widget: 'select', required: true, maxBytes: 45, source: { codeGroup: 'EXTR' } },
        ...nameFields('brewing', { nick: false }),
        { name: 'brewing_public', widget: 'switch', type: 'boolean', required: true, default: false },
        useFlagField('brewing_use'),
        { name: 'brewing_default_memo', widget: 'textarea', maxBytes: 3000 },
      ],
    },
    { id: 'recipe', fields: recipeFields() },
    auditSection(),
  ],
  rights: cafeRights(),
});

/**
 * A cup brewed at the cafe (CafeBrewingResult; 002 §2.6, §3, §5): the date is required and fixed
 * once saved; choosing a recipe copies its values; the lot (received) needs its bean first; the lot's
 * blending date and losses are copied by the server, which also counts brewing_date_term (days from
 * the blending date to the brewing date). Satisfaction defaults to 10.
 */
export const cafeBrewingResultPage = definePage({
  id: 'cafeBrewingResult',
  specName: 'CafeBrewingResult',
  table: 'cafe_brewing_result',
  ownerField: 'cafe_seq',
  api: pageApi('/api/cafe/brewing/result'),
  keys: ['brewing_result_seq'],
  list: {
    // 002 §2.6: date, days since blending, bean, grinder point, bean mass, brewing mass, main flag.
    columns: [
      { field: 'brewing_result_date', format: 'date' }, { field: 'brewing_date_term', format: 'number', mobileHidden: true }, { field: 'coffeebean_name_locale' },
      { field: 'brewing_grinder_point', format: 'number', mobileHidden: true }, { field: 'brewing_bean_mass', format: 'number', mobileHidden: true },
      { field: 'brewing_mass', format: 'number', mobileHidden: true }, { field: 'brewing_result_main', format: 'yesNo' },
    ],
    search: { title: ['coffeebean_name_locale', 'coffeebean_name'], params: [{ field: 'brewing_result_main', op: 'eq' }] },
    orders: [
      ...orderPair('date', 'brewing_result_date'),
      ...orderPair('main', 'brewing_result_main'),
    ],
  },
  sections: [
    {
      id: 'basic',
      fields: [
        { name: 'brewing_result_seq', widget: 'number', type: 'integer', key: true, generated: true, readOnly: true, hiddenOnCreate: true },
        { name: 'brewing_result_date', widget: 'date', required: true, lockedOnUpdate: true, default: { now: 'date' }, maxBytes: 10 },
        {
          name: 'brewing_seq', widget: 'select', type: 'integer',
          source: { dataUrl: '/api/cafe/brewing/default/code', valueKey: 'brewing_seq', labelKey: 'brewing_name' }, copyFrom: '/api/cafe/brewing/default/copy',
        },
        { name: 'coffeebean_seq', widget: 'select', type: 'integer', source: { dataUrl: '/api/cafe/coffeebean/default/code', valueKey: 'coffeebean_seq', labelKey: 'coffeebean_name' } },
        { name: 'coffeebean_name_locale', widget: 'text', ...derived },
        { name: 'coffeebean_name', widget: 'text', ...derived },
        // 002 §2.6: lots are offered only after a bean is chosen, and only that bean's.
        {
          name: 'received_seq', widget: 'select', type: 'integer',
          source: { dataUrl: '/api/cafe/coffeebean/received/code', dataParams: { coffeebean_seq: 'coffeebean_seq' }, valueKey: 'received_seq', labelKey: 'received_label' },
        },
        { name: 'brewing_satis', widget: 'rating', required: true, default: 10, minValue: 0, maxValue: 10 },
        { name: 'brewing_public', widget: 'switch', type: 'boolean', required: true, default: false },
        { name: 'brewing_result_main', widget: 'switch', type: 'boolean', required: true, default: false },
      ],
    },
    {
      // The roaster's lot values, copied by the server; a lot typed in by hand has none.
      id: 'lot',
      fields: [
        { name: 'blending_result_date', widget: 'date', ...derived },
        { name: 'brewing_date_term', widget: 'number', type: 'integer', ...derived },
        { name: 'blending_loss', widget: 'number', scale: 'loss', unit: '%', ...derived },
        { name: 'blending_organic_loss', widget: 'number', scale: 100, step: 0.01, unit: '%', ...derived },
      ],
      hideEmptyInView: true,
    },
    { id: 'recipe', fields: recipeFields() },
    {
      id: 'environment',
      hideEmptyInView: true,
      fields: [
        { name: 'outside_air', widget: 'number', scale: 'temperature', unit: '°C', minValue: -50, maxValue: 60 },
        { name: 'outside_hum', widget: 'number', scale: 'percent', unit: '%', minValue: 0, maxValue: 100 },
        { name: 'inside_air', widget: 'number', scale: 'temperature', unit: '°C', minValue: -50, maxValue: 60 },
        { name: 'inside_hum', widget: 'number', scale: 'percent', unit: '%', minValue: 0, maxValue: 100 },
      ],
    },
    { id: 'memo', fields: [{ name: 'brewing_result_memo', widget: 'textarea', maxBytes: 3000 }], hideEmptyInView: true },
    auditSection(),
  ],
  rights: cafeRights(),
});
