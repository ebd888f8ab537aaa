import { dateTerm, recipeFields, recipeSelect } from '../brewing-fields';
import { auditSection, computed, derived, onlyItem, orderPair, pageApi } from '../fields';
import { CUPNOTE_SCORES, cupnoteDate, cupnoteFlavorSection, cupnoteTasteSection, noteSwitch } from '../cupnote-fields';
import { brewingRecordDerived, brewingStepsSection } from '../roaster/qc/brewing-record';
import { definePage } from '../types';
import { userRights } from './common';
import { PERCENT } from '../input-bounds';
import { generatedKey } from '../record-fields';
import { beanOriginFields } from '../bean-origin-fields';

/** The lists of the flavor section (002 §3). */
const FLAVOR_LISTS = [
  'cupnote_flavor_list',
  'cupnote_aftertaste_list',
  'cupnote_texture_list',
  'cupnote_feeling_list',
] as const;
const asArray = (v: unknown): unknown[] => (Array.isArray(v) ? v : typeof v === 'string' && v ? v.split(',') : []);

/** What a product serial is (code group BNDV, 002 §2.5 `coffeenote/write?type=…`), and which public bean page it names. */
export const SERIAL_KINDS = {
  RSTRDF: 'beaninfo',
  RSTRDT: 'beandetail',
  CAFEDF: 'coffeebean',
  CAFEDT: 'coffeebeandetail',
} as const;
export type SerialType = keyof typeof SERIAL_KINDS;

/**
 * A coffee drinker's tasting note (User QC coffeebean note; 002 §2.9, §3, §4, §5): name required up
 * to 300 (in the page's language), place required (NTPLC), date today by default and fixed on update, satisfaction required
 * (default 10); a product serial with its type (BNDV), checked by choosing the type or by the check
 * button, fills names, dates, losses and the blending information from the bean's public page; the
 * flavor, bean, brewing and step sections are switched on by their use flags.
 */
export const userCupnotePage = definePage({
  id: 'userCupnote',
  specName: 'UserQCCoffeebeanNote',
  table: 'user_cupnote',
  ownerField: 'user_seq',
  ownedBy: 'user',
  api: pageApi('/api/user/qc/coffeebean'),
  keys: ['cupnote_seq'],
  // A drinker keeps a note, not a record: the coffee at the top (from its serial, by name and
  // roaster), the scores, the flavors on the wheel, aftertaste, texture and a memo. The rest of
  // 002 §2.9 (serial by hand, date, bean, brewing and steps) waits folded under it.
  noteForm: {
    title: { name: 'cupnote_name_locale', nameEn: 'cupnote_name', maker: 'store_name', fixedBy: 'cupnote_serial' },
    fields: [
      'cupnote_place',
      'cupnote_satis',
      ...CUPNOTE_SCORES.map((s) => `cupnote_${s}_point`),
      'cupnote_aftertaste_list',
      'cupnote_texture_list',
      'cupnote_satis_detail',
    ],
    wheel: 'cupnote_flavor_list',
    more: ['basic', 'taste', 'flavor', 'switches', 'blending', 'brewing', 'steps', 'audit'],
  },
  list: {
    // 002 §2.9: date, days since roasting, name, satisfaction; search by main flag and name.
    columns: [
      { field: 'cupnote_date', format: 'date' },
      { field: 'brewing_date_term', format: 'number', mobileHidden: true },
      // The name in the page's language (cupnote_name in English, 002 §1), else the other one.
      { field: 'cupnote_name_locale' },
      { field: 'cupnote_satis', format: 'number' },
    ],
    // 002 §2.9: the main flag, the note's date and the blending date, and the names.
    search: {
      title: ['cupnote_name', 'cupnote_name_locale', 'store_name'],
      params: [
        { field: 'cupnote_main', op: 'eq' },
        { field: 'cupnote_date', op: 'eq' },
        { field: 'blending_result_date', op: 'eq' },
      ],
    },
    // 002 §2.9 names searches, not an order: registration first (000 §9).
    orders: [
      ...orderPair('rgst', 'rgst_at'),
      ...orderPair('date', 'cupnote_date'),
      ...orderPair('main', 'cupnote_main'),
    ],
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('cupnote_seq'),
        // 002 §2.9 "name required": the name in the page's language (as the QC notes' names, 001 §5);
        // a Korean reader need not also type an English one.
        { name: 'cupnote_name_locale', widget: 'text', required: { locale: 'notEn' }, maxBytes: 300 },
        { name: 'cupnote_name', widget: 'text', required: { locale: 'en' }, maxBytes: 300 },
        { name: 'store_name', widget: 'text', maxBytes: 300 },
        { name: 'cupnote_place', widget: 'select', required: true, maxBytes: 45, source: { codeGroup: 'NTPLC' } },
        cupnoteDate(),
        { name: 'cupnote_main', widget: 'switch', type: 'boolean', default: false },
        // 002 §2.9 "a type selector (BNDV) and a check button", §4 "selecting a serial type and pressing
        // check loads bean info and fills the note": choosing the type checks a serial already typed,
        // the button checks again whenever pressed (a serial typed or corrected after the type).
        { name: 'cupnote_serial', widget: 'text', maxBytes: 100 },
        {
          name: 'cupnote_serial_type',
          widget: 'select',
          maxBytes: 45,
          source: { codeGroup: 'BNDV' },
          copyFrom: {
            url: '/api/user/beaninfo/check',
            send: ['cupnote_serial'],
            needs: ['cupnote_serial'],
            button: true,
          },
        },
        // 002 §3 cup note coffeebean_uuid: the cafe's bean a cafe serial (CAFEDF, CAFEDT) names, set by
        // the server; the drinker's brews choose among these beans (docs/USER.md).
        { name: 'coffeebean_uuid', widget: 'hidden', maxBytes: 36, ...derived },
      ],
    },
    cupnoteTasteSection(),
    cupnoteFlavorSection(),
    {
      id: 'switches',
      fields: [noteSwitch('blending_info_use'), noteSwitch('brewing_result_use'), noteSwitch('brewing_step_use')],
    },
    {
      id: 'blending',
      showWhen: { field: 'blending_info_use' },
      fields: [
        { name: 'blending_result_date', widget: 'date', maxBytes: 10 },
        { name: 'brewing_date_term', widget: 'number', type: 'integer', ...computed },
        { name: 'blending_loss', widget: 'number', scale: 'loss', unit: '%', ...PERCENT },
        // Dry matter burnt, two decimals as the lot has it (001 §5 "Organic loss is computed to 2 decimals").
        { name: 'blending_organic_loss', widget: 'number', scale: 100, step: 0.01, unit: '%', ...PERCENT },
        // 002 §3 "Blending info fields (on notes)": the lot's origins.
        ...beanOriginFields('cupnote', 1000),
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
  // The flavor section is kept while its switch is on: a flavor, aftertaste, texture or feeling
  // picked turns it on (the note form has no switch; the wheel and the lists are simply there).
  follow: (changed, values) =>
    FLAVOR_LISTS.some((l) => changed.has(l)) && FLAVOR_LISTS.some((l) => asArray(values[l]).length > 0)
      ? { cupnote_flavor_wheel_use: true }
      : {},
  derive: (values) => {
    const steps = brewingRecordDerived(values);
    return {
      brewing_date_term: dateTerm(values.blending_result_date, values.cupnote_date),
      cupnote_country_code: onlyItem(values.cupnote_country_list) ?? '',
      brewing_result_total: steps.brewing_result_total ?? '',
      brewing_result_calc: steps.brewing_result_calc ?? '',
    };
  },
  rights: userRights(),
});
