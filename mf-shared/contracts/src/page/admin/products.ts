import { adminRights, auditSection, nameFields, useFlagField, nameOrders, pageApi } from '../fields';
import { definePage } from '../types';
import { equipMakerField, equipTypeField } from '../equip-fields';
import { generatedKey } from '../record-fields';

/** Admin Equipment (001 §3; §5: names required 3–300, nicks 300, type required 3–45, option/detail 10000, use required). */
export const equipAdminPage = definePage({
  id: 'equipAdmin',
  specName: 'SettingEquip',
  table: 'equip',
  api: pageApi('/api/setting/equip'),
  keys: ['equip_seq'],
  useFlag: 'equip_use',
  list: {
    columns: [
      { field: 'equip_type', format: 'code' },
      { field: 'equip_name_locale' },
      { field: 'equip_name', mobileHidden: true },
      { field: 'equip_use', format: 'yesNo' },
    ],
    search: {
      title: ['equip_name_locale', 'equip_name', 'equip_nick_locale', 'equip_nick'],
      type: { field: 'equip_type' },
      params: [{ field: 'equip_use', op: 'eq' }],
    },
    orders: nameOrders('equip_name_locale', 'equip_name'),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('equip_seq'),
        equipTypeField(),
        ...nameFields('equip'),
        equipMakerField(),
        { name: 'equip_option', widget: 'textarea', large: true, maxBytes: 10000 },
        { name: 'equip_detail', widget: 'textarea', large: true, maxBytes: 10000 },
        useFlagField('equip_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});

/** Admin Material (001 §3; §5: type required 3–45, names and nicks required 3–300, detail 3000). */
export const materialPage = definePage({
  id: 'material',
  specName: 'SettingMaterial',
  table: 'material',
  api: pageApi('/api/setting/material'),
  keys: ['material_seq'],
  useFlag: 'material_use',
  list: {
    columns: [
      { field: 'material_type', format: 'code' },
      { field: 'material_name_locale' },
      { field: 'material_name', mobileHidden: true },
      { field: 'material_use', format: 'yesNo' },
    ],
    search: {
      title: ['material_name_locale', 'material_name'],
      type: { field: 'material_type' },
      params: [{ field: 'material_use', op: 'eq' }],
    },
    orders: nameOrders('material_name_locale', 'material_name'),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        generatedKey('material_seq'),
        {
          name: 'material_type',
          widget: 'select',
          required: true,
          minBytes: 3,
          maxBytes: 45,
          source: { codeGroup: 'MTRL' },
        },
        ...nameFields('material').map((f) => ({
          ...f,
          required: f.name.endsWith('_locale') ? { locale: 'notEn' as const } : { locale: 'en' as const },
          minBytes: 3,
        })),
        { name: 'material_detail', widget: 'textarea', maxBytes: 3000 },
        useFlagField('material_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});
