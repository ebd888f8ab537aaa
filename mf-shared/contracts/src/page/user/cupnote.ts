import { dateTerm, recipeFields, recipeSelect } from '../brewing-fields';
import { auditSection, computed, orderPair, pageApi } from '../fields';
import { cupnoteDate, cupnoteFlavorSection, cupnoteTasteSection, noteSwitch } from '../cupnote-fields';
import { brewingRecordDerived, brewingStepsSection } from '../roaster/qc/brewing-record';
import { definePage } from '../types';
import { userRights } from './common';

/** What a product serial is (code group BNDV, 002 §2.5 `coffeenote/write?type=…`), and which public bean page it names. */
export const SERIAL_KINDS = { RSTRDF: 'beaninfo', RSTRDT: 'beandetail', CAFEDF: 'coffeebean', CAFEDT: 'coffeebeandetail' } as const;
export type SerialType = keyof typeof SERIAL_KINDS;

/**
 * A coffee drinker's tasting note (User QC coffeebean note; 002 §2.9, §3, §4, §5): name required up
 * to 300 (in the page's language), place required (NTPLC), date today by default and fixed on update, satisfaction required
 * (default 10); a product serial with its type (BNDV) fills names, dates, losses and origins from
 * the bean's public page; the flavor, bean, brewing and step sections are switched on by their use flags.
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
      // The name in the page's language (cupnote_name in English, 002 §1), else the other one.
      { field: 'cupnote_name_locale' }, { field: 'cupnote_satis', format: 'number' },
    ],
    // 002 §2.9: the main flag, the note's date and the blending date, and the names.
    search: {
      title: ['cupnote_name', 'cupnote_name_locale', 'store_name'],
      params: [{ field: 'cupnote_main', op: 'eq' }, { field: 'cupnote_date', op: 'eq' }, { field: 'blending_result_date', op: 'eq' }],
    },
    orders: [...orderPair('date', 'cupnote_date'), ...orderPair('rgst', 'rgst_at'), ...orderPair('main', 'cupnote_main')],
  },
  sections: [
    {
      id: 'basic',
      fields: [
        { name: 'cupnote_seq', widget: 'number', type: 'integer', key: true, generated: true, readOnly: true, hiddenOnCreate: true },
        // 002 §2.9 "name required": the name in the page's language (as the QC notes' names, 001 §5);
        // a Korean reader need not also type an English one.
        { name: 'cupnote_name_locale', widget: 'text', required: { locale: 'notEn' }, maxBytes: 300 },
        { name: 'cupnote_name', widget: 'text', required: { locale: 'en' }, maxBytes: 300 },
        { name: 'store_name', widget: 'text', maxBytes: 300 },
        { name: 'cupnote_place', widget: 'select', required: true, maxBytes: 45, source: { codeGroup: 'NTPLC' } },
        cupnoteDate(),
        { name: 'cupnote_main', widget: 'switch', type: 'boolean', default: false },
        // Choosing the type checks the serial typed beside it and fills the note (002 §4 "serial check").
        { name: 'cupnote_serial', widget: 'text', maxBytes: 100 },
        {
          name: 'cupnote_serial_type', widget: 'select', maxBytes: 45, source: { codeGroup: 'BNDV' },
          copyFrom: { url: '/api/user/beaninfo/check', send: ['cupnote_serial'] },
        },
      ],
    },
    cupnoteTasteSection(),
    cupnoteFlavorSection(),
    { id: 'switches', fields: [noteSwitch('blending_info_use'), noteSwitch('brewing_result_use'), noteSwitch('brewing_step_use')] },
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
    // 002 §2.9 "step detail … toggled by use flags", §4 the step timer: the QC record's step table.
    brewingStepsSection(),
    auditSection(),
  ],
  derive: (values) => {
    const steps = brewingRecordDerived(values);
    return {
      brewing_date_term: dateTerm(values.blending_result_date, values.cupnote_date),
      brewing_result_total: steps.brewing_result_total ?? '',
      brewing_result_calc: steps.brewing_result_calc ?? '',
    };
  },
  rights: userRights(),
});
