import { auditSection, nameFields, useFlagField, orderPair } from '../fields';
import type { FieldDecl } from '../types';
import { definePage } from '../types';
import { computed, derived, pageApi, publicStageFields, roasterCodeSelect, roasterRights } from './common';
import { deriveRoastingDefault, deriveRoastingResult } from './derive';
import { roastProfileSections } from './profile';
import { ROASTING_STEP } from './roasting-step';
import { AGTRON, PERCENT } from '../input-bounds';
import { generatedKey, recordDate, weighedMass, yearField } from '../record-fields';
import { inStockOfYear, ROW_LIMIT, rowKey, rowOrder, rowOrigins } from './source-rows';

/** 001 §4: a bean already in the combination cannot be added again. */
const GREENBEAN_UNIQUE = {
  fields: ['greenbean_roaster_seq', 'greenbean_year'],
  message: 'roasting_greenbean_exist',
} as const;
const machineSelect = roasterCodeSelect(
  'roasting_machine_seq',
  '/api/roaster/item/equip/code',
  'roaster_equip_seq',
  'equip_name',
  { source: { staticParams: { equip_type: 'RSTR' } } },
);

/** Roasting default (001 §3): a recipe of beans with its target profile. */
export const roastingDefaultPage = definePage({
  id: 'roastingDefault',
  specName: 'RoastingDefault',
  table: 'roasting_default',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/roasting/default'),
  keys: ['roasting_seq'],
  useFlag: 'roasting_use',
  list: {
    columns: [
      { field: 'roasting_name_locale' },
      { field: 'roasting_nick_locale', mobileHidden: true },
      { field: 'greenbean_total_mass', format: 'number' },
      { field: 'roasting_single_origin', format: 'yesNo', mobileHidden: true },
      { field: 'roasting_use', format: 'yesNo' },
    ],
    search: {
      title: ['roasting_name_locale', 'roasting_name', 'roasting_nick_locale', 'roasting_nick'],
      params: [{ field: 'roasting_use', op: 'eq' }],
    },
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('roasting_seq'),
        ...nameFields('roasting'),
        machineSelect,
        { name: 'roasting_batch_auto', widget: 'switch', type: 'boolean', default: true },
        { name: 'greenbean_total_mass', widget: 'number', scale: 'mass', unit: 'g', ...computed },
        { name: 'roasting_single_origin', widget: 'switch', type: 'boolean', ...computed },
        { name: 'roasting_desc', widget: 'textarea', maxBytes: 3000 },
        useFlagField('roasting_use'),
      ],
    },
    {
      id: 'greenbean',
      fields: [],
      sublist: {
        name: 'greenbean_rows',
        table: 'roasting_default_greenbean',
        rowKeys: ['roasting_greenbean_seq'],
        parentKeys: ['roasting_seq'],
        minRows: 1,
        maxRows: ROW_LIMIT,
        unique: { fields: ['greenbean_roaster_seq'], message: 'roasting_greenbean_exist' },
        fields: [
          rowKey('roasting_greenbean_seq'),
          roasterCodeSelect(
            'greenbean_roaster_seq',
            '/api/roaster/greenbean/default/code',
            'greenbean_roaster_seq',
            'greenbean_name',
            { required: true },
          ),
          weighedMass('greenbean_mass'),
          { name: 'greenbean_percent', widget: 'number', scale: 'percent', unit: '%', readOnly: true },
          rowOrder('greenbean_order'),
        ],
      },
    },
    { id: 'public', fields: publicStageFields() },
    ...roastProfileSections(),
    auditSection(),
  ],
  rights: roasterRights(),
  derive: deriveRoastingDefault,
});

/** Environment readings (001 §3): outside and inside 1–3, each air °C, humidity %, pressure hPa, distance m. */
function environmentFields(): FieldDecl[] {
  return ['outside', 'inside1', 'inside2', 'inside3'].flatMap((place): FieldDecl[] => [
    { name: `${place}_air`, widget: 'number', scale: 'temperature', unit: '°C', minValue: -50, maxValue: 60 },
    { name: `${place}_hum`, widget: 'number', scale: 'percent', unit: '%', ...PERCENT },
    { name: `${place}_hpa`, widget: 'number', scale: 'pressure', unit: 'hPa', minValue: 0, maxValue: 2000 },
    { name: `${place}_dist`, widget: 'number', scale: 'distance', unit: 'm', minValue: 0, maxValue: 100000 },
  ]);
}

/**
 * Roasting result (001 §3, §5): one roast. Year and date are locked on update; the bean rows
 * consume green-bean stock in the save's transaction; loss, organic loss and the bean aggregates
 * are derived by the server (docs/ROASTER.md).
 */
export const roastingResultPage = definePage({
  id: 'roastingResult',
  specName: 'RoastingResult',
  table: 'roasting_result',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/roasting/result'),
  keys: ['roasting_result_seq'],
  list: {
    columns: [
      { field: 'roasting_result_date', format: 'date' },
      { field: 'roasting_name_locale' },
      { field: 'roasting_batch_no', mobileHidden: true },
      { field: 'roasting_mass', format: 'number' },
      { field: 'roasting_loss', format: 'number', mobileHidden: true },
      { field: 'roasting_instock', format: 'yesNo' },
    ],
    search: {
      title: ['roasting_name_locale', 'roasting_name', 'roasting_result_memo'],
      params: [
        { field: 'roasting_result_year', op: 'eq' },
        { field: 'roasting_instock', op: 'eq' },
      ],
    },
    orders: [...orderPair('date', 'roasting_result_date'), ...orderPair('rgst', 'rgst_at')],
    // Roasts laid over each other with the cups that tasted them (docs/ROASTER.md "Roast comparison").
    compare: { path: 'compare', min: 2, max: 6 },
  },
  sections: [
    // "Import roast log" first: Artisan and Cropster users start a roast from its log; the import
    // turns the profile on and fills it (docs/ROAST-LOG.md).
    { id: 'logImport', custom: 'roastLogImport', editOnly: true, fields: [] },
    {
      id: 'basic',
      fields: [
        generatedKey('roasting_result_seq'),
        roasterCodeSelect('roasting_seq', '/api/roaster/roasting/default/code', 'roasting_seq', 'roasting_name', {
          required: true,
          copyFrom: {
            url: '/api/roaster/roasting/default/greenbean/{value}',
            send: ['roasting_result_date', 'roasting_batch_auto'],
            map: { roasting_default_greenbean: 'greenbean_rows' },
          },
        }),
        { name: 'roasting_name_locale', widget: 'text', ...derived },
        { name: 'roasting_name', widget: 'text', ...derived },
        // The roast is filed under its date's year (the lot's roast picker lists by year): the year follows the date.
        yearField('roasting_result_year', { lockedOnUpdate: true, yearOf: 'roasting_result_date' }),
        recordDate('roasting_result_date'),
        { name: 'roasting_batch_auto', widget: 'switch', type: 'boolean', default: true },
        { name: 'roasting_batch_no', widget: 'number', type: 'integer', minValue: 1, maxValue: 99999999 },
        {
          name: 'roasting_step',
          widget: 'select',
          maxBytes: 45,
          source: { codeGroup: 'RSTEP' },
          default: ROASTING_STEP.scheduled,
        },
        { name: 'roasting_instock', widget: 'switch', type: 'boolean', required: true, default: true },
        machineSelect,
        { name: 'roasting_roasting_auth', widget: 'text', maxBytes: 45 },
      ],
    },
    {
      id: 'greenbean',
      fields: [
        { name: 'greenbean_total_mass', widget: 'number', scale: 'mass', unit: 'g', ...computed },
        { name: 'greenbean_moisture', widget: 'number', scale: 'moisture', unit: '%', ...derived },
        { name: 'greenbean_agtron', widget: 'number', ...AGTRON },
        ...rowOrigins('greenbean'),
        { name: 'roasting_single_origin', widget: 'switch', type: 'boolean', ...derived },
      ],
      sublist: {
        name: 'greenbean_rows',
        table: 'roasting_result_greenbean',
        rowKeys: ['roasting_greenbean_seq'],
        parentKeys: ['roasting_result_seq'],
        minRows: 1,
        maxRows: ROW_LIMIT,
        unique: GREENBEAN_UNIQUE,
        fields: [
          rowKey('roasting_greenbean_seq'),
          yearField('greenbean_year'),
          roasterCodeSelect(
            'greenbean_roaster_seq',
            '/api/roaster/greenbean/year/code',
            'greenbean_roaster_seq',
            'greenbean_name',
            { required: true, source: inStockOfYear({ greenbean_year: 'greenbean_year' }) },
          ),
          weighedMass('greenbean_mass'),
          { name: 'greenbean_moisture', widget: 'number', scale: 'moisture', unit: '%', ...PERCENT },
          { name: 'greenbean_percent', widget: 'number', scale: 'percent', unit: '%', readOnly: true },
          rowOrder('greenbean_order'),
        ],
      },
    },
    {
      id: 'result',
      fields: [
        weighedMass('roasting_mass'),
        { name: 'roasting_moisture', widget: 'number', scale: 'moisture', unit: '%', ...PERCENT },
        { name: 'roasting_agtron', widget: 'number', ...AGTRON },
        { name: 'roasting_loss', widget: 'number', scale: 'loss', unit: '%', ...computed },
        { name: 'roasting_organic_loss', widget: 'number', scale: 100, step: 0.01, unit: '%', ...derived },
        { name: 'roasting_mass_calc', widget: 'number', scale: 100, step: 0.01, ...computed },
        { name: 'roasting_stock_mass', widget: 'number', scale: 'mass', unit: 'g', ...derived },
        { name: 'roasting_result_memo', widget: 'textarea', maxBytes: 3000 },
      ],
    },
    { id: 'environment', fields: environmentFields(), hideEmptyInView: true },
    ...roastProfileSections(),
    auditSection(),
  ],
  rights: roasterRights(),
  derive: deriveRoastingResult,
  // A new roast's year follows its date (picked, typed or taken from an imported log); both are locked once saved.
  follow: (changed, values, mode) => {
    const year =
      mode === 'write' && changed.has('roasting_result_date')
        ? /^(\d{4})-\d{2}-\d{2}/.exec(String(values.roasting_result_date ?? ''))?.[1]
        : undefined;
    return year ? { roasting_result_year: Number(year) } : {};
  },
});
