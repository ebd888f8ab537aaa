import type { FieldDecl, PageDecl } from './types';
import { pageFields, pageSublists } from './fields';

/** What a field's value is the key of, and whose it must be. */
export interface Reference {
  table: string;
  key: string;
  /**
   * true: a record of the same cafe, roastery or user as the record being saved (the page's owner
   * column, e.g. `roaster_seq`); false: master data, which must only exist.
   */
  owned: boolean;
  /** Master data: a fixed request parameter of the select → the column it filters (a maker is a company of type EQD). */
  staticColumns?: Readonly<Record<string, string>>;
  /** Only rows holding these column values are offered and accepted (a member: a membership that holds a role now). */
  where?: Readonly<Record<string, string>>;
  /**
   * The record is the owner's through another table rather than by an owner column of its own: it
   * is one whose `match` column a row of `table` of the owner holds in `column` (a cafe's bean is a
   * drinker's when one of the drinker's coffee notes names its serial, 002 §2.6, §3, §4).
   */
  through?: { table: string; column: string; match: string; where?: Readonly<Record<string, string>> };
}

const owned = (table: string, key: string, more: Pick<Reference, 'where' | 'through'> = {}): Reference => ({
  table,
  key,
  owned: true,
  ...more,
});
const master = (table: string, key: string, staticColumns?: Record<string, string>): Reference => ({
  table,
  key,
  owned: false,
  ...(staticColumns ? { staticColumns } : {}),
});

/**
 * The lookups (000 §7 / 001 §7 "…/code") a select offers its choices from, with the table and key
 * each offers. The lookup a field names is the one place that says what its value refers to and
 * whose it must be: the browser offers only those records, the server accepts only
 * those — an owner's records by the owner (backend core/entity/reference-check.ts), master data by
 * existence (core/entity/entity-save.ts `checkLookup`), and a master row still used by value is not
 * removed (core/entity/declared-uses.ts). A select of record keys from a lookup not listed here
 * fails references.spec.ts.
 */
export const LOOKUPS = {
  '/api/roaster/item/equip/code': owned('roaster_equip', 'roaster_equip_seq'),
  '/api/roaster/greenbean/default/code': owned('greenbean_roaster', 'greenbean_roaster_seq'),
  '/api/roaster/greenbean/year/code': owned('greenbean_roaster', 'greenbean_roaster_seq'),
  '/api/roaster/roasting/default/code': owned('roasting_default', 'roasting_seq'),
  '/api/roaster/roasting/result/code': owned('roasting_result', 'roasting_result_seq'),
  '/api/roaster/blending/default/code': owned('blending_default', 'blending_seq'),
  '/api/roaster/blending/result/code': owned('blending_result', 'blending_result_seq'),
  '/api/roaster/qc/brewing/default/code': owned('roaster_qc_brewing_default', 'brewing_seq'),
  '/api/cafe/coffeebean/default/code': owned('cafe_coffeebean', 'coffeebean_seq'),
  '/api/cafe/coffeebean/received/code': owned('cafe_received', 'received_seq'),
  '/api/cafe/brewing/default/code': owned('cafe_brewing_default', 'brewing_seq'),
  '/api/user/brewing/default/code': owned('user_brewing_default', 'brewing_seq'),
  // 002 §3 equip_auth "selector labelled select_auth": the cafe's or roastery's members, those holding a role now.
  '/api/cafe/user/code': owned('cafe_user', 'user_seq', { where: { user_status: 'JOIN' } }),
  '/api/roaster/user/code': owned('roaster_user', 'user_seq', { where: { user_status: 'JOIN' } }),
  // 002 §2.6: a drinker's beans and lots are the cafe beans and received lots their coffee notes name by serial (docs/USER.md).
  '/api/user/coffeebean/code': owned('cafe_coffeebean', 'coffeebean_seq', {
    through: { table: 'user_cupnote', column: 'coffeebean_uuid', match: 'coffeebean_uuid_str' },
  }),
  '/api/user/coffeebean/received/code': owned('cafe_received', 'received_seq', {
    through: {
      table: 'user_cupnote',
      column: 'cupnote_serial',
      match: 'received_uuid_str',
      where: { cupnote_serial_type: 'CAFEDT' },
    },
  }),
  '/api/code/company': master('company', 'company_seq', { company_type: 'company_type' }),
  '/api/code/region': master('region', 'region_seq'),
  '/api/code/farm': master('farm', 'farm_seq'),
  '/api/code/greenbean/default': master('greenbean_default', 'greenbean_default_seq'),
  '/api/code/product/equip': master('equip', 'equip_seq'),
  '/api/codegroup/simple': master('code_group', 'code_group_id'),
} as const satisfies Readonly<Record<string, Reference>>;

/**
 * The lookup URLs: a select's `source.dataUrl` may name only these, so a lookup the server does not
 * declare (and check saves against) is a type error in the declaration, not a 404 in the browser.
 */
export type LookupUrl = keyof typeof LOOKUPS;

export function isLookupUrl(url: unknown): url is LookupUrl {
  return typeof url === 'string' && Object.prototype.hasOwnProperty.call(LOOKUPS, url);
}

/** The record a field's value refers to, by the lookup its select names; null for any other field. */
export function referenceOf(field: FieldDecl): Reference | null {
  const url = field.source?.dataUrl;
  return url ? LOOKUPS[url] : null;
}

/** Every referencing field of a page: in the record (`sublist` unset) and in each sublist's rows. */
export function pageReferences(page: PageDecl): Array<{ field: FieldDecl; reference: Reference; sublist?: string }> {
  const out: Array<{ field: FieldDecl; reference: Reference; sublist?: string }> = [];
  for (const field of pageFields(page)) {
    const reference = referenceOf(field);
    if (reference) out.push({ field, reference });
  }
  for (const sub of pageSublists(page)) {
    for (const field of sub.fields) {
      const reference = referenceOf(field);
      if (reference) out.push({ field, reference, sublist: sub.name });
    }
  }
  return out;
}
