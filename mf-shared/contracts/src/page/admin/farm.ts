import { adminRights, auditSection, nameFields, useFlagField, nameOrders } from '../fields';
import { definePage } from '../types';
import { generatedKey } from '../record-fields';

/** Admin Farm (001 §3 Farm; §5: names 3–300, nicks 300, country max 45, desc 3000, detail 10000). */
export const farmPage = definePage({
  id: 'farm',
  specName: 'SettingFarm',
  table: 'farm',
  api: {
    list: '/api/setting/country/farm/list',
    detail: '/api/setting/country/farm/detail',
    edit: '/api/setting/country/farm/edit',
    remove: '/api/setting/country/farm/remove',
  },
  keys: ['farm_seq'],
  useFlag: 'farm_use',
  list: {
    columns: [
      { field: 'farm_country_code', format: 'code' },
      { field: 'farm_region_seq', mobileHidden: true },
      { field: 'farm_name_locale' },
      { field: 'farm_name', mobileHidden: true },
      { field: 'farm_use', format: 'yesNo' },
    ],
    search: {
      title: ['farm_name_locale', 'farm_name', 'farm_nick_locale', 'farm_nick'],
      type: { field: 'farm_country_code' },
      params: [
        { field: 'farm_region_seq', op: 'eq', dependsOn: 'farm_country_code' },
        { field: 'farm_use', op: 'eq' },
      ],
    },
    orders: nameOrders('farm_name_locale', 'farm_name'),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('farm_seq'),
        ...nameFields('farm'),
        {
          name: 'farm_country_code',
          widget: 'select',
          required: true,
          maxBytes: 45,
          source: { codeGroup: 'CNTR', codeFilter: 'CFPRDC' },
        },
        // Regions of the chosen country (001 §7 /api/code/region); "input direct" opens farm_region_etc.
        {
          name: 'farm_region_seq',
          widget: 'select',
          type: 'integer',
          source: {
            dataUrl: '/api/code/region',
            dataParams: { region_country: 'farm_country_code' },
            valueKey: 'region_seq',
            labelKey: 'region_name',
          },
        },
        { name: 'farm_region_etc', widget: 'text', maxBytes: 300 },
        { name: 'farm_desc', widget: 'textarea', maxBytes: 3000 },
        { name: 'farm_detail', widget: 'textarea', large: true, maxBytes: 10000 },
        useFlagField('farm_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});
