import { auditSection, nameFields, useFlagField } from '../fields';
import { definePage } from '../types';
import { roasterRights } from './common';

/** Roaster equipment registry (RoasterEquip; 001 §3, §5: names 3–300, type 3–45, option/detail 10000, zero point 2 decimals). */
export const roasterEquipPage = definePage({
  id: 'roasterEquip',
  specName: 'RoasterEquip',
  table: 'roaster_equip',
  ownerField: 'roaster_seq',
  api: { list: '/api/roaster/item/equip/list', detail: '/api/roaster/item/equip/detail', edit: '/api/roaster/item/equip/edit', remove: '/api/roaster/item/equip/remove' },
  keys: ['roaster_equip_seq'],
  useFlag: 'equip_use',
  // 001 §2: equipment columns are name and type.
  list: {
    columns: [{ field: 'equip_name_locale' }, { field: 'equip_name', mobileHidden: true }, { field: 'equip_type', format: 'code' }, { field: 'equip_use', format: 'yesNo' }],
    search: { title: ['equip_name_locale', 'equip_name', 'equip_nick_locale', 'equip_nick'], type: { field: 'equip_type' }, params: [{ field: 'equip_use', op: 'eq' }] },
  },
  sections: [
    {
      id: 'basic',
      fields: [
        { name: 'roaster_equip_seq', widget: 'number', type: 'integer', key: true, generated: true, readOnly: true, hiddenOnCreate: true },
        { name: 'equip_type', widget: 'select', required: true, minBytes: 3, maxBytes: 45, source: { codeGroup: 'EQUIP' } },
        ...nameFields('equip'),
        {
          name: 'equip_manufacture_seq', widget: 'select', type: 'integer',
          source: { dataUrl: '/api/code/company', staticParams: { company_type: 'EQD' }, valueKey: 'company_seq', labelKey: 'company_name' },
        },
        // The product catalogue entry (admin equipment) of this type and maker (001 §7 /api/code/product/equip).
        {
          name: 'equip_seq', widget: 'select', type: 'integer',
          source: { dataUrl: '/api/code/product/equip', dataParams: { equip_type: 'equip_type', equip_manufacture_seq: 'equip_manufacture_seq' }, valueKey: 'equip_seq', labelKey: 'equip_name' },
        },
        { name: 'equip_auth', widget: 'text', maxBytes: 45 },
        { name: 'equip_zero_point', widget: 'number', scale: 'twoDecimal', minValue: -1000, maxValue: 1000 },
        { name: 'equip_purchase_date', widget: 'date', maxBytes: 10 },
        { name: 'equip_option', widget: 'textarea', large: true, maxBytes: 10000 },
        { name: 'equip_detail', widget: 'textarea', large: true, maxBytes: 10000 },
        useFlagField('equip_use'),
      ],
    },
    auditSection(),
  ],
  rights: roasterRights(),
});
