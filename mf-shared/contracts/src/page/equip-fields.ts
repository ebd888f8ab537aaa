import { auditSection, nameFields, useFlagField } from './fields';
import type { SectionDecl } from './types';

/**
 * The equipment record of a roastery, cafe or user (001 §3, 002 §3 "Equipment": names 3–300, type
 * 3–45 from EQUIP, maker (company type EQD) and catalogue product, zero point two decimals, option
 * and detail up to 10000). `key` is the table's own key; `auth` adds the cafe/roaster person in charge.
 */
export function equipSections(key: string, opts: { auth?: boolean } = {}): SectionDecl[] {
  return [
    {
      id: 'basic',
      fields: [
        { name: key, widget: 'number', type: 'integer', key: true, generated: true, readOnly: true, hiddenOnCreate: true },
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
        ...(opts.auth === false ? [] : [{ name: 'equip_auth', widget: 'text', maxBytes: 45 } as const]),
        { name: 'equip_zero_point', widget: 'number', scale: 'twoDecimal', minValue: -1000, maxValue: 1000 },
        { name: 'equip_purchase_date', widget: 'date', maxBytes: 10 },
        { name: 'equip_option', widget: 'textarea', large: true, maxBytes: 10000 },
        { name: 'equip_detail', widget: 'textarea', large: true, maxBytes: 10000 },
        useFlagField('equip_use'),
      ],
    },
    auditSection(),
  ];
}

/** 001 §2 / 002 §2: equipment columns are name and type. */
export const EQUIP_LIST = {
  columns: [{ field: 'equip_name_locale' }, { field: 'equip_name', mobileHidden: true }, { field: 'equip_type', format: 'code' }, { field: 'equip_use', format: 'yesNo' }],
  search: { title: ['equip_name_locale', 'equip_name', 'equip_nick_locale', 'equip_nick'], type: { field: 'equip_type' }, params: [{ field: 'equip_use', op: 'eq' }] },
} as const;
