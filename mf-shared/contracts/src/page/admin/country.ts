import { adminRights, auditSection, useFlagField, nameOrders } from '../fields';
import { definePage } from '../types';
import { generatedKey } from '../record-fields';

/** Admin Country (001 §2 Country, §3 Master data, §7 /api/setting/country/…). */
export const countryPage = definePage({
  id: 'country',
  specName: 'Country',
  table: 'country',
  api: {
    list: '/api/setting/country/list',
    detail: '/api/setting/country/detail',
    edit: '/api/setting/country/edit',
    remove: '/api/setting/country/remove',
  },
  keys: ['country_seq'],
  useFlag: 'country_use',
  list: {
    columns: [
      { field: 'country_id' },
      // The Korean name first, the English beside it; in English they swap (localeName). A phone
      // in Korean had shown only the English name (admin review).
      { field: 'country_nick' },
      { field: 'country_name', mobileHidden: true },
      { field: 'country_code2', mobileHidden: true },
      { field: 'country_filter', mobileHidden: true, format: 'code' },
      { field: 'country_use', format: 'yesNo' },
    ],
    localeName: ['country_nick', 'country_name'],
    search: {
      title: ['country_name', 'country_nick', 'country_id'],
      type: { field: 'country_filter' },
      params: [{ field: 'country_use', op: 'eq' }],
    },
    orders: nameOrders('country_nick', 'country_name', { value: 'id_asc', field: 'country_id', dir: 'asc' }),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('country_seq'),
        // ISO 3166 alpha-3 is the id other tables refer to, so it is fixed once written. The codes
        // carry their real lengths: alpha-3, alpha-2, numeric-3.
        {
          name: 'country_id',
          widget: 'text',
          required: true,
          minBytes: 3,
          maxBytes: 3,
          lockedOnUpdate: true,
          pattern: { re: '^[A-Z]{3}$', example: 'KOR' },
        },
        { name: 'country_name', widget: 'text', required: true, minBytes: 3, maxBytes: 300 },
        { name: 'country_nick', widget: 'text', maxBytes: 300 },
        {
          name: 'country_code2',
          widget: 'text',
          minBytes: 2,
          maxBytes: 2,
          pattern: { re: '^[A-Z]{2}$', example: 'KR' },
        },
        {
          name: 'country_code1',
          widget: 'text',
          minBytes: 3,
          maxBytes: 3,
          pattern: { re: '^[0-9]{3}$', example: '410' },
        },
        { name: 'country_filter', widget: 'select', source: { options: ['CFPRDC'] }, maxBytes: 45 },
        useFlagField('country_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});
