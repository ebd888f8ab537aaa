import { auditSection, nameFields, useFlagField, orderPair } from '../fields';
import type { FieldDecl, SectionDecl } from '../types';
import { definePage } from '../types';
import { deriveBlending } from './derive';
import { computed, derived, pageApi, publicStageFields, roasterCodeSelect, roasterRights } from './common';
import { generatedKey, recordDate, weighedMass, yearField } from '../record-fields';
import { inStockOfYear, roastOfYearSelect, ROW_LIMIT, rowKey, rowOrder, rowOrigins } from './source-rows';

/**
 * 001 §2 QR link paths: the blend's or the lot's two codes, `<prefix>_str` for the consumer page
 * and `<prefix>_cafe` for the cafe's registration page, each with the label's caption.
 */
function qrSection(prefix: string, consumerPage: string, cafePage: string, qrCaption: readonly string[]): SectionDecl {
  const qr = (name: string, link: string): FieldDecl => ({ name, widget: 'qrcode', link, ...derived, qrCaption });
  return {
    id: 'qr',
    fields: [
      qr(`${prefix}_str`, `/{locale}/info/beannote/${consumerPage}/{value}`),
      qr(`${prefix}_cafe`, `/{locale}/cafe/coffeebean/${cafePage}/{value}`),
    ],
  };
}

/** What a lot's label says under its codes: the blend's name and the lot's date. */
const LOT_CAPTION = ['blending_name_locale', 'blending_result_date'] as const;
const BLEND_CAPTION = ['blending_name_locale'] as const;

/**
 * Blending default (001 §3, §5): a blend of roastings; at least one row, a roasting only once
 * ("roasting exists"); single origin and the QR uuids are set by the server.
 */
export const blendingDefaultPage = definePage({
  id: 'blendingDefault',
  specName: 'BlendingDefault',
  table: 'blending_default',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/blending/default'),
  keys: ['blending_seq'],
  useFlag: 'blending_use',
  list: {
    columns: [
      { field: 'blending_name_locale' },
      { field: 'blending_nick_locale', mobileHidden: true },
      { field: 'blending_total_mass', format: 'number' },
      { field: 'blending_single_origin', format: 'yesNo', mobileHidden: true },
      { field: 'blending_use', format: 'yesNo' },
    ],
    search: {
      title: ['blending_name_locale', 'blending_name', 'blending_nick_locale', 'blending_nick'],
      params: [{ field: 'blending_use', op: 'eq' }],
    },
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('blending_seq'),
        // 001 §5: only the active locale's name is required (min 3).
        ...nameFields('blending'),
        { name: 'blending_total_mass', widget: 'number', scale: 'mass', unit: 'g', ...computed },
        { name: 'blending_single_origin', widget: 'switch', type: 'boolean', ...derived },
        { name: 'roasting_instock_change', widget: 'switch', type: 'boolean', required: true, default: false },
        { name: 'blending_auth', widget: 'text', maxBytes: 45 },
        { name: 'blending_desc', widget: 'textarea', maxBytes: 3000 },
        useFlagField('blending_use'),
      ],
    },
    {
      id: 'roasting',
      fields: [],
      sublist: {
        name: 'roasting_rows',
        table: 'blending_default_roasting',
        rowKeys: ['blending_roasting_seq'],
        parentKeys: ['blending_seq'],
        minRows: 1,
        maxRows: ROW_LIMIT,
        unique: { fields: ['roasting_seq'], message: 'roasting_exist', title: 'roasting_add' },
        fields: [
          rowKey('blending_roasting_seq'),
          roasterCodeSelect('roasting_seq', '/api/roaster/roasting/default/code', 'roasting_seq', 'roasting_name', {
            required: true,
          }),
          weighedMass('roasting_mass'),
          { name: 'roasting_percent', widget: 'number', scale: 'percent', unit: '%', readOnly: true },
          rowOrder('roasting_order'),
        ],
      },
    },
    { id: 'public', fields: publicStageFields() },
    qrSection('blending_uuid', 'beaninfo', 'qrdefault', BLEND_CAPTION),
    auditSection(),
  ],
  rights: roasterRights(),
  derive: deriveBlending,
});

/**
 * Blending result (001 §3, §5): one blended lot from roasting results; rows need a year and a
 * result; the bean aggregates, totals and losses are derived by the server; the rows consume the
 * roasting results' stock in the same transaction.
 */
export const blendingResultPage = definePage({
  id: 'blendingResult',
  specName: 'BlendingResult',
  table: 'blending_result',
  ownerField: 'roaster_seq',
  api: pageApi('/api/roaster/blending/result'),
  keys: ['blending_result_year', 'blending_result_seq'],
  useFlag: 'blending_use',
  list: {
    // 001 §2: result date, name, total mass, loss rate.
    columns: [
      { field: 'blending_result_date', format: 'date' },
      { field: 'blending_name_locale' },
      { field: 'blending_total_mass', format: 'number' },
      { field: 'blending_loss', format: 'number', mobileHidden: true },
      { field: 'blending_instock', format: 'yesNo' },
    ],
    search: {
      title: ['blending_name_locale', 'blending_name', 'blending_result_desc'],
      params: [
        { field: 'blending_result_year', op: 'eq' },
        { field: 'blending_instock', op: 'eq' },
      ],
    },
    orders: [...orderPair('date', 'blending_result_date'), ...orderPair('rgst', 'rgst_at')],
  },
  sections: [
    {
      id: 'basic',
      fields: [
        yearField('blending_result_year', { key: true, lockedOnUpdate: true }),
        generatedKey('blending_result_seq'),
        roasterCodeSelect('blending_seq', '/api/roaster/blending/default/code', 'blending_seq', 'blending_name', {
          required: true,
          copyFrom: '/api/roaster/blending/default/copy',
        }),
        { name: 'blending_name_locale', widget: 'text', ...derived },
        { name: 'blending_name', widget: 'text', ...derived },
        recordDate('blending_result_date'),
        { name: 'blending_instock', widget: 'switch', type: 'boolean', required: true, default: true },
        useFlagField('blending_use'),
        { name: 'blending_result_desc', widget: 'textarea', maxBytes: 5000 },
      ],
    },
    {
      id: 'roasting',
      fields: [
        { name: 'blending_total_mass', widget: 'number', scale: 'mass', unit: 'g', ...computed },
        { name: 'blending_loss', widget: 'number', scale: 'loss', unit: '%', ...derived },
        { name: 'blending_organic_loss', widget: 'number', scale: 100, step: 0.01, unit: '%', ...derived },
        ...rowOrigins('blending'),
      ],
      sublist: {
        name: 'roasting_rows',
        table: 'blending_result_roasting',
        rowKeys: ['blending_roasting_seq'],
        parentKeys: ['blending_result_year', 'blending_result_seq'],
        minRows: 1,
        maxRows: ROW_LIMIT,
        unique: { fields: ['roasting_result_seq'], message: 'roasting_exist', title: 'roasting_add' },
        fields: [
          rowKey('blending_roasting_seq'),
          // The recipe the row is for (the blend's row, copied with its mass): the row's roast picker
          // lists only that recipe's roasts, newest first, and the server refuses a roast of another
          // recipe (roasting_not_recipe). Optional: a lot saved before rows named a recipe has none.
          roasterCodeSelect('roasting_seq', '/api/roaster/roasting/default/code', 'roasting_seq', 'roasting_name'),
          yearField('roasting_result_year'),
          // 001 §4: roasting results are offered only after a year is chosen; the recipe narrows them.
          roastOfYearSelect({
            required: true,
            source: inStockOfYear({ roasting_result_year: 'roasting_result_year', roasting_seq: 'roasting_seq' }),
          }),
          weighedMass('roasting_mass'),
          { name: 'roasting_percent', widget: 'number', scale: 'percent', unit: '%', readOnly: true },
          { name: 'roasting_loss', widget: 'number', scale: 'loss', unit: '%', readOnly: true },
          { name: 'roasting_organic_loss', widget: 'number', scale: 100, step: 0.01, unit: '%', readOnly: true },
          rowOrder('roasting_order'),
        ],
      },
    },
    qrSection('blending_result_uuid', 'beandetail', 'qrreceived', LOT_CAPTION),
    auditSection(),
  ],
  rights: roasterRights(),
  derive: deriveBlending,
});
