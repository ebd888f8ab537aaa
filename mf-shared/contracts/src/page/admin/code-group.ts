import { adminRights, auditSection, CODE_ID_PATTERN, useFlagField, nameOrders } from '../fields';
import { definePage } from '../types';

/**
 * Admin Code group (001 §3; §5: code_group_id 3–45, locked on update). 002 §6 counts code settings
 * among what SADMIN and ADMIN do ("Code, map, company and product settings: SADMIN and ADMIN"); only
 * the system settings (table tools) are SADMIN's alone.
 */
export const codeGroupPage = definePage({
  id: 'codeGroup',
  specName: 'CodeGroup',
  table: 'code_group',
  api: {
    list: '/api/setting/codegroup/list',
    detail: '/api/setting/codegroup/detail',
    edit: '/api/setting/codegroup/edit',
    remove: '/api/setting/codegroup/remove',
  },
  keys: ['code_group_id'],
  useFlag: 'code_group_use',
  list: {
    columns: [
      { field: 'code_group_id' },
      { field: 'code_group_name_kr' },
      { field: 'code_group_name', mobileHidden: true },
      { field: 'code_group_use', format: 'yesNo' },
    ],
    search: {
      title: ['code_group_id', 'code_group_name_kr', 'code_group_name'],
      params: [{ field: 'code_group_use', op: 'eq' }],
    },
    orders: nameOrders('code_group_name_kr', 'code_group_name', {
      value: 'id_asc',
      field: 'code_group_id',
      dir: 'asc',
    }),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        {
          name: 'code_group_id',
          widget: 'text',
          key: true,
          required: true,
          minBytes: 3,
          maxBytes: 45,
          lockedOnUpdate: true,
          pattern: { ...CODE_ID_PATTERN, example: 'NTPLC' },
        },
        { name: 'code_group_name_kr', widget: 'text', required: true, minBytes: 1, maxBytes: 100 },
        { name: 'code_group_name', widget: 'text', required: true, minBytes: 1, maxBytes: 100 },
        { name: 'code_group_desc', widget: 'textarea', maxBytes: 3000 },
        useFlagField('code_group_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});
