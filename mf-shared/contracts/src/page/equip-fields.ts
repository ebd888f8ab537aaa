import type { Scope } from '../auth';
import { auditSection, nameFields, useFlagField } from './fields';
import type { FieldDecl, SectionDecl } from './types';
import { generatedKey } from './record-fields';

/**
 * The person in charge (002 §3 "equip_auth (cafe only; selector labelled select_auth)", 001 §3 roaster
 * equipment): one of the cafe's or roastery's members holding a role now (`/api/{scope}/user/code`,
 * checked on save like every owner's record: contracts page/references.ts), stored by user_seq.
 */
export const equipAuthField = (scope: Scope): FieldDecl => ({
  name: 'equip_auth',
  widget: 'select',
  type: 'integer',
  source: {
    dataUrl: `/api/${scope}/user/code`,
    valueKey: 'user_seq',
    labelKey: 'user_nick',
    currentParam: 'include_seq',
  },
});

/** The kind of equipment (001 §3: required, 3–45, from EQUIP). */
export const equipTypeField = (): FieldDecl => ({
  name: 'equip_type',
  widget: 'select',
  required: true,
  minBytes: 3,
  maxBytes: 45,
  source: { codeGroup: 'EQUIP' },
});

/** The maker: a company of type EQD (001 §7 /api/code/company). */
export const equipMakerField = (): FieldDecl => ({
  name: 'equip_manufacture_seq',
  widget: 'select',
  type: 'integer',
  source: {
    dataUrl: '/api/code/company',
    staticParams: { company_type: 'EQD' },
    valueKey: 'company_seq',
    labelKey: 'company_name',
  },
});

/**
 * The equipment record of a roastery, cafe or user (001 §3, 002 §3 "Equipment": names 3–300, type
 * 3–45 from EQUIP, maker (company type EQD) and catalogue product, zero point two decimals, option
 * and detail up to 10000). `key` is the table's own key; `auth` the organisation whose member is in
 * charge, or false for a user's own equipment (no members: docs/USER.md).
 */
export function equipSections(key: string, opts: { auth: Scope | false }): SectionDecl[] {
  return [
    {
      id: 'basic',
      fields: [
        generatedKey(key),
        equipTypeField(),
        ...nameFields('equip'),
        equipMakerField(),
        // The product catalogue entry (admin equipment) of this type and maker (001 §7 /api/code/product/equip).
        {
          name: 'equip_seq',
          widget: 'select',
          type: 'integer',
          source: {
            dataUrl: '/api/code/product/equip',
            dataParams: { equip_type: 'equip_type', equip_manufacture_seq: 'equip_manufacture_seq' },
            valueKey: 'equip_seq',
            labelKey: 'equip_name',
          },
        },
        ...(opts.auth === false ? [] : [equipAuthField(opts.auth)]),
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
  columns: [
    { field: 'equip_name_locale' },
    { field: 'equip_name', mobileHidden: true },
    { field: 'equip_type', format: 'code' },
    { field: 'equip_use', format: 'yesNo' },
  ],
  search: {
    title: ['equip_name_locale', 'equip_name', 'equip_nick_locale', 'equip_nick'],
    type: { field: 'equip_type' },
    params: [{ field: 'equip_use', op: 'eq' }],
  },
} as const;
