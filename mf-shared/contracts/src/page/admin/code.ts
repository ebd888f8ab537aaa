import { adminRights, auditSection, CODE_ID_PATTERN, useFlagField, nameOrders } from '../fields';
import type { FieldDecl } from '../types';
import { definePage } from '../types';

const alias = (n: number): FieldDecl => ({ name: `code_alias${n}`, widget: 'text', maxBytes: 255 });

/**
 * Admin Code (001 §3 Code; §5: code_group_id 3–45, code_id 1–45, names 3–255, order required,
 * filter 3000, descriptions 3000, aliases 255, code_use required). Composite key group + id.
 * Saving a code moves its group's edit_at, so /api/code/simple returns the changed group.
 */
export const codePage = definePage({
  id: 'code',
  specName: 'CodeList',
  table: 'code',
  api: {
    list: '/api/setting/codelist/list',
    detail: '/api/setting/codelist/detail',
    edit: '/api/setting/codelist/edit',
    remove: '/api/setting/codelist/remove',
  },
  keys: ['code_group_id', 'code_id'],
  useFlag: 'code_use',
  list: {
    columns: [
      { field: 'code_group_id' },
      { field: 'code_id' },
      { field: 'code_name_kr' },
      { field: 'code_name', mobileHidden: true },
      { field: 'code_order', mobileHidden: true, format: 'number' },
      { field: 'code_use', format: 'yesNo' },
    ],
    search: {
      title: ['code_id', 'code_name_kr', 'code_name', 'code_filter'],
      type: { field: 'code_group_id' },
      params: [{ field: 'code_use', op: 'eq' }],
    },
    orders: nameOrders(
      'code_name_kr',
      'code_name',
      { value: 'order_asc', field: 'code_order', dir: 'asc' },
      { value: 'id_asc', field: 'code_id', dir: 'asc' },
    ),
  },
  sections: [
    {
      id: 'basic',
      fields: [
        {
          name: 'code_group_id',
          widget: 'select',
          key: true,
          required: true,
          minBytes: 3,
          maxBytes: 45,
          lockedOnUpdate: true,
          source: { dataUrl: '/api/codegroup/simple', valueKey: 'code_group_id', labelKey: 'code_group_name' },
        },
        {
          name: 'code_id',
          widget: 'text',
          key: true,
          required: true,
          minBytes: 1,
          maxBytes: 45,
          lockedOnUpdate: true,
          pattern: CODE_ID_PATTERN,
        },
        { name: 'code_name_kr', widget: 'text', required: true, minBytes: 3, maxBytes: 255 },
        { name: 'code_name', widget: 'text', required: true, minBytes: 3, maxBytes: 255 },
        // An order is a position: never negative; the top is the INT column's.
        { name: 'code_order', widget: 'number', type: 'integer', required: true, default: 0, minValue: 0 },
        { name: 'code_filter', widget: 'text', maxBytes: 3000 },
        { name: 'code_desc_kr', widget: 'textarea', maxBytes: 3000 },
        { name: 'code_desc', widget: 'textarea', maxBytes: 3000 },
        alias(1),
        alias(2),
        alias(3),
        alias(4),
        useFlagField('code_use'),
      ],
    },
    auditSection(),
  ],
  rights: adminRights(),
});
