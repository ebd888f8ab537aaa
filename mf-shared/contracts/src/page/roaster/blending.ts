import { auditSection, nameFields, useFlagField, orderPair } from '../fields';
import type { FieldDecl } from '../types';
import { definePage } from '../types';
import { deriveBlending } from './derive';
import { computed, derived, pageApi, publicStageFields, roasterCodeSelect, roasterRights } from './common';

const ROW_LIMIT = 20;
const order = (name: string): FieldDecl => ({ name, widget: 'number', type: 'integer', minValue: 0, maxValue: 99 });
/** 001 §2 QR link paths: the consumer page and the cafe receiving page of the lot. */
const qr = (name: string, link: string, qrCaption?: readonly string[]): FieldDecl => ({
  name,
  widget: 'qrcode',
  link,
  ...derived,
  ...(qrCaption ? { qrCaption } : {}),
});
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
        {
          name: 'blending_seq',
          widget: 'number',
          type: 'integer',
          key: true,
          generated: true,
          readOnly: true,
          hiddenOnCreate: true,
        },
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
          { name: 'blending_roasting_seq', widget: 'hidden', type: 'integer' },
          roasterCodeSelect('roasting_seq', '/api/roaster/roasting/default/code', 'roasting_seq', 'roasting_name', {
            required: true,
          }),
          {
            name: 'roasting_mass',
            widget: 'number',
            scale: 'mass',
            unit: 'g',
            required: true,
            minValue: 0.1,
            maxValue: 1000000,
          },
          { name: 'roasting_percent', widget: 'number', scale: 'percent', unit: '%', readOnly: true },
          order('roasting_order'),
        ],
      },
    },
    { id: 'public', fields: publicStageFields() },
    {
      id: 'qr',
      fields: [
        qr('blending_uuid_str', '/{locale}/info/beannote/beaninfo/{value}', BLEND_CAPTION),
        qr('blending_uuid_cafe', '/{locale}/cafe/coffeebean/qrdefault/{value}', BLEND_CAPTION),
      ],
    },
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
        {
          name: 'blending_result_year',
          widget: 'number',
          type: 'integer',
          key: true,
          required: true,
          lockedOnUpdate: true,
          default: { now: 'year' },
          minValue: 2000,
          maxValue: 2100,
        },
        {
          name: 'blending_result_seq',
          widget: 'number',
          type: 'integer',
          key: true,
          generated: true,
          readOnly: true,
          hiddenOnCreate: true,
        },
        roasterCodeSelect('blending_seq', '/api/roaster/blending/default/code', 'blending_seq', 'blending_name', {
          required: true,
          copyFrom: '/api/roaster/blending/default/copy',
        }),
        { name: 'blending_name_locale', widget: 'text', ...derived },
        { name: 'blending_name', widget: 'text', ...derived },
        {
          name: 'blending_result_date',
          widget: 'date',
          required: true,
          lockedOnUpdate: true,
          default: { now: 'date' },
          maxBytes: 10,
        },
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
        { name: 'blending_country_list', widget: 'multiSelect', source: { codeGroup: 'CNTR' }, ...derived },
        { name: 'blending_grade_list', widget: 'multiSelect', source: { codeGroup: 'BGRD' }, ...derived },
        { name: 'blending_grade_detail_list', widget: 'multiSelect', source: { codeGroup: 'BQLT' }, ...derived },
        { name: 'blending_variety_list', widget: 'multiSelect', source: { codeGroup: 'VRT' }, ...derived },
        { name: 'blending_variety_etc', widget: 'text', ...derived },
        { name: 'blending_process_list', widget: 'multiSelect', source: { codeGroup: 'PRCS' }, ...derived },
        { name: 'blending_process_etc', widget: 'text', ...derived },
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
          { name: 'blending_roasting_seq', widget: 'hidden', type: 'integer' },
          // The recipe the row is for (the blend's row, copied with its mass): the row's roast picker
          // lists only that recipe's roasts, newest first, and the server refuses a roast of another
          // recipe (roasting_not_recipe). Optional: a lot saved before rows named a recipe has none.
          roasterCodeSelect('roasting_seq', '/api/roaster/roasting/default/code', 'roasting_seq', 'roasting_name'),
          {
            name: 'roasting_result_year',
            widget: 'number',
            type: 'integer',
            required: true,
            minValue: 2000,
            maxValue: 2100,
            default: { now: 'year' },
          },
          // 001 §4: roasting results are offered only after a year is chosen; the recipe narrows them.
          roasterCodeSelect(
            'roasting_result_seq',
            '/api/roaster/roasting/result/code',
            'roasting_result_seq',
            'roasting_result_label',
            {
              required: true,
              source: {
                dataParams: { roasting_result_year: 'roasting_result_year', roasting_seq: 'roasting_seq' },
                staticParams: { check_instock: true },
                currentParam: 'include_seq',
              },
            },
          ),
          {
            name: 'roasting_mass',
            widget: 'number',
            scale: 'mass',
            unit: 'g',
            required: true,
            minValue: 0.1,
            maxValue: 1000000,
          },
          { name: 'roasting_percent', widget: 'number', scale: 'percent', unit: '%', readOnly: true },
          { name: 'roasting_loss', widget: 'number', scale: 'loss', unit: '%', readOnly: true },
          { name: 'roasting_organic_loss', widget: 'number', scale: 100, step: 0.01, unit: '%', readOnly: true },
          order('roasting_order'),
        ],
      },
    },
    {
      id: 'qr',
      fields: [
        qr('blending_result_uuid_str', '/{locale}/info/beannote/beandetail/{value}', LOT_CAPTION),
        qr('blending_result_uuid_cafe', '/{locale}/cafe/coffeebean/qrreceived/{value}', LOT_CAPTION),
      ],
    },
    auditSection(),
  ],
  rights: roasterRights(),
  derive: deriveBlending,
});
