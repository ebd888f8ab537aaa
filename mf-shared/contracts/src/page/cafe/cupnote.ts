import { cupnoteDate, cupnoteFlavorSection, cupnoteTasteSection } from '../cupnote-fields';
import { auditSection, derived, orderPair, pageApi } from '../fields';
import { definePage } from '../types';
import { cafeRights } from './common';
import { coffeebeanSelect } from './coffeebean-select';
import { generatedKey } from '../record-fields';

/**
 * The cafe's QC note of one of its beans (Cafe QC coffeebean note; 002 §2.8, §3, §6): the bean is
 * picked from the cafe's beans and its names are copied by the server (read only); the main flag
 * (default off) may be set only by the cafe's OWN and SMNG; the six scores, satisfaction and flavors
 * as on every cup note.
 */
export const cafeCupnotePage = definePage({
  id: 'cafeCupnote',
  specName: 'CafeQCCoffeebeanNote',
  table: 'cafe_cupnote',
  ownerField: 'cafe_seq',
  api: pageApi('/api/cafe/qc/coffeebean'),
  keys: ['cupnote_seq'],
  list: {
    // 002 §2.8: search by main flag and name; order by main flag or name.
    columns: [
      { field: 'cupnote_date', format: 'date' },
      { field: 'cupnote_name_locale' },
      { field: 'cupnote_name', mobileHidden: true },
      { field: 'cupnote_satis', format: 'number' },
      { field: 'cupnote_main', format: 'yesNo' },
    ],
    search: { title: ['cupnote_name_locale', 'cupnote_name'], params: [{ field: 'cupnote_main', op: 'eq' }] },
    orders: [
      ...orderPair('rgst', 'rgst_at'),
      ...orderPair('main', 'cupnote_main'),
      ...orderPair('name', 'cupnote_name_locale'),
    ],
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('cupnote_seq'),
        coffeebeanSelect({ required: true, lockedOnUpdate: true }),
        { name: 'cupnote_name_locale', widget: 'text', ...derived },
        { name: 'cupnote_name', widget: 'text', ...derived },
        cupnoteDate(),
        { name: 'cupnote_main', widget: 'switch', type: 'boolean', default: false, editRoles: ['OWN', 'SMNG'] },
      ],
    },
    cupnoteTasteSection(),
    cupnoteFlavorSection(),
    auditSection(),
  ],
  rights: cafeRights(),
});
