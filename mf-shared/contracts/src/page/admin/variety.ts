import { adminRights, auditSection, CODE_ID_PATTERN, useFlagField, nameOrders } from '../fields';
import { definePage } from '../types';
import { generatedKey } from '../record-fields';

/** Variety (001 §3; §5: id max 45 locked on update, names max 250, desc 3000, detail 30000; §7 "/api/variety/{id}, /edit, /list": the detail is GET /api/variety/{id}). */
export const varietyPage = definePage({
  id: 'variety',
  specName: 'Variety',
  table: 'variety',
  api: { list: '/api/variety/list', detail: '/api/variety', edit: '/api/variety/edit', remove: '/api/variety/remove' },
  keys: ['variety_seq'],
  useFlag: 'variety_use',
  list: {
    columns: [
      { field: 'species_type', format: 'code' },
      { field: 'variety_id' },
      { field: 'variety_name_kr' },
      { field: 'variety_name', mobileHidden: true },
      { field: 'variety_use', format: 'yesNo' },
    ],
    search: {
      title: ['variety_name_kr', 'variety_name', 'variety_id'],
      type: { field: 'species_type' },
      params: [{ field: 'variety_use', op: 'eq' }],
    },
    orders: nameOrders('variety_name_kr', 'variety_name'),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('variety_seq'),
        { name: 'species_type', widget: 'select', maxBytes: 45, source: { codeGroup: 'SPC' } },
        {
          name: 'variety_id',
          widget: 'text',
          required: true,
          minBytes: 1,
          maxBytes: 45,
          lockedOnUpdate: true,
          pattern: { ...CODE_ID_PATTERN, example: 'BRB' },
        },
        { name: 'variety_name_kr', widget: 'text', required: { locale: 'notEn' }, maxBytes: 250 },
        { name: 'variety_name', widget: 'text', required: { locale: 'en' }, maxBytes: 250 },
        { name: 'variety_desc_kr', widget: 'textarea', maxBytes: 3000 },
        { name: 'variety_desc', widget: 'textarea', maxBytes: 3000 },
        { name: 'variety_detail', widget: 'textarea', large: true, maxBytes: 30000 },
        { name: 'variety_disp', widget: 'switch', type: 'boolean', default: true },
        useFlagField('variety_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});
