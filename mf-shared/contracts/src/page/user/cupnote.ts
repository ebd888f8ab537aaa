import { dateTerm, recipeFields, recipeSelect } from '../brewing-fields';
import { auditSection, computed, orderPair, pageApi } from '../fields';
import type { FieldDecl } from '../types';
import { definePage } from '../types';
import { userRights } from './common';

/** The six cupping scores of a cup note (002 §3), 0–10, drawn as a radar chart on the cafe's QC page (§2.8). */
export const CUPNOTE_SCORES = ['balance', 'aroma', 'sweetness', 'body', 'flavor', 'acidity'] as const;
const score = (name: (typeof CUPNOTE_SCORES)[number]): FieldDecl => ({ name: `cupnote_${name}_point`, widget: 'slider', minValue: 0, maxValue: 10 });
const useFlag = (name: string, fallback = false): FieldDecl => ({ name, widget: 'switch', type: 'boolean', default: fallback });

/** What a product serial is (code group BNDV, 002 §2.5 `coffeenote/write?type=…`), and which public bean page it names. */
export const SERIAL_KINDS = { RSTRDF: 'beaninfo', RSTRDT: 'beandetail', CAFEDF: 'coffeebean', CAFEDT: 'coffeebeandetail' } as const;
export type SerialType = keyof typeof SERIAL_KINDS;

/**
 * A coffee drinker's tasting note (User QC coffeebean note; 002 §2.9, §3, §4, §5): name required up
 * to 300, place required (NTPLC), date today by default and fixed on update, satisfaction required
 * (default 10); a product serial with its type (BNDV) fills names, dates, losses and origins from
 * the bean's public page; the flavor, bean and brewing sections are switched on by their use flags.
 */
export const userCupnotePage = definePage({
  id: 'userCupnote',
  specName: 'UserQCCoffeebeanNote',
  table: 'user_cupnote',
  ownerField: 'user_seq',
  ownedBy: 'user',
  api: pageApi('/api/user/qc/coffeebean'),
  keys: ['cupnote_seq'],
  list: {
    // 002 §2.9: date, days since roasting, name, satisfaction; search by main flag and name.
    columns: [
      { field: 'cupnote_date', format: 'date' }, { field: 'brewing_date_term', format: 'number', mobileHidden: true },
      { field: 'cupnote_name' }, { field: 'cupnote_satis', format: 'number' },
    ],
    search: { title: ['cupnote_name', 'cupnote_name_locale', 'store_name'], params: [{ field: 'cupnote_main', op: 'eq' }] },
    orders: [...orderPair('date', 'cupnote_date'), ...orderPair('rgst', 'rgst_at'), ...orderPair('main', 'cupnote_main')],
  },
  sections: [
    {
      id: 'basic',
      fields: [
        { name: 'cupnote_seq', widget: 'number', type: 'integer', key: true, generated: true, readOnly: true, hiddenOnCreate: true },
        { name: 'cupnote_name', widget: 'text', required: true, maxBytes: 300 },
        { name: 'cupnote_name_locale', widget: 'text', maxBytes: 300 },
        { name: 'store_name', widget: 'text', maxBytes: 300 },
        { name: 'cupnote_place', widget: 'select', required: true, maxBytes: 45, source: { codeGroup: 'NTPLC' } },
        { name: 'cupnote_date', widget: 'date', required: true, lockedOnUpdate: true, default: { now: 'date' }, maxBytes: 10 },
        { name: 'cupnote_main', widget: 'switch', type: 'boolean', default: false },
        // Choosing the type checks the serial typed beside it and fills the note (002 §4 "serial check").
        { name: 'cupnote_serial', widget: 'text', maxBytes: 100 },
        {
          name: 'cupnote_serial_type', widget: 'select', maxBytes: 45, source: { codeGroup: 'BNDV' },
          copyFrom: { url: '/api/user/beaninfo/check', send: ['cupnote_serial'] },
        },
      ],
    },
    {
      id: 'taste',
      fields: [
        ...CUPNOTE_SCORES.map(score),
        { name: 'cupnote_satis', widget: 'rating', required: true, default: 10, minValue: 0, maxValue: 10 },
        { name: 'cupnote_satis_detail', widget: 'textarea', maxBytes: 3000 },
        useFlag('cupnote_flavor_wheel_use'),
      ],
    },
    {
      id: 'flavor',
      showWhen: { field: 'cupnote_flavor_wheel_use' },
      fields: [
        // The 110 flavors of the SCA wheel (FLVR), searchable.
        { name: 'cupnote_flavor_list', widget: 'multiSelect', maxBytes: 3000, source: { codeGroup: 'FLVR' } },
        { name: 'cupnote_aftertaste_list', widget: 'checkboxGroup', maxBytes: 1000, source: { codeGroup: 'CNAFTST' } },
        { name: 'cupnote_texture_list', widget: 'checkboxGroup', maxBytes: 1000, source: { codeGroup: 'CNTXTR' } },
        { name: 'cupnote_feeling_list', widget: 'checkboxGroup', maxBytes: 1000, source: { codeGroup: 'CNFLNG' } },
      ],
    },
    { id: 'switches', fields: [useFlag('blending_info_use'), useFlag('brewing_result_use')] },
    {
      id: 'blending',
      showWhen: { field: 'blending_info_use' },
      fields: [
        { name: 'blending_result_date', widget: 'date', maxBytes: 10 },
        { name: 'brewing_date_term', widget: 'number', type: 'integer', ...computed },
        { name: 'blending_loss', widget: 'number', scale: 'loss', unit: '%', minValue: 0, maxValue: 100 },
        { name: 'cupnote_country_list', widget: 'multiSelect', maxBytes: 1000, source: { codeGroup: 'CNTR' } },
        { name: 'cupnote_variety_list', widget: 'multiSelect', maxBytes: 1000, source: { codeGroup: 'VRT' } },
        { name: 'cupnote_process_list', widget: 'multiSelect', maxBytes: 1000, source: { codeGroup: 'PRCS' } },
      ],
    },
    {
      id: 'brewing',
      showWhen: { field: 'brewing_result_use' },
      fields: [recipeSelect('/api/user/brewing/default'), ...recipeFields()],
    },
    auditSection(),
  ],
  derive: (values) => ({ brewing_date_term: dateTerm(values.blending_result_date, values.cupnote_date) }),
  rights: userRights(),
});
