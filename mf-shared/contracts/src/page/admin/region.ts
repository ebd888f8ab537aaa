import { adminRights, auditSection, nameFields, useFlagField, nameOrders } from '../fields';
import { definePage } from '../types';
import { generatedKey } from '../record-fields';

const CNTR_PRODUCERS = { codeGroup: 'CNTR', codeFilter: 'CFPRDC' } as const;

/** Admin Region (001 §3 Region; §5: names 3–300, nicks max 300, desc max 30000; §7 /api/setting/country/region/…). */
export const regionPage = definePage({
  id: 'region',
  specName: 'SettingRegion',
  table: 'region',
  api: {
    list: '/api/setting/country/region/list',
    detail: '/api/setting/country/region/detail',
    edit: '/api/setting/country/region/edit',
    remove: '/api/setting/country/region/remove',
  },
  keys: ['region_seq'],
  useFlag: 'region_use',
  list: {
    columns: [
      { field: 'region_country', format: 'code' },
      { field: 'region_name_locale' },
      { field: 'region_name', mobileHidden: true },
      { field: 'region_code', mobileHidden: true },
      { field: 'region_use', format: 'yesNo' },
    ],
    search: {
      title: ['region_name_locale', 'region_name', 'region_code'],
      type: { field: 'region_country' },
      params: [{ field: 'region_use', op: 'eq' }],
    },
    orders: nameOrders('region_name_locale', 'region_name'),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('region_seq'),
        { name: 'region_country', widget: 'select', required: true, maxBytes: 45, source: CNTR_PRODUCERS },
        // The parent region list depends on the chosen country (001 §7 /api/code/region is_parent).
        {
          name: 'region_parent_seq',
          widget: 'select',
          type: 'integer',
          source: {
            dataUrl: '/api/code/region',
            dataParams: { region_country: 'region_country' },
            staticParams: { is_parent: true },
            valueKey: 'region_seq',
            labelKey: 'region_name',
          },
        },
        { name: 'region_code', widget: 'text', maxBytes: 45 },
        ...nameFields('region'),
        { name: 'region_desc', widget: 'textarea', large: true, maxBytes: 30000 },
        useFlagField('region_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});
