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
}

/**
 * The lookups (000 §7 / 001 §7 "…/code") a select offers its choices from, with the table and key
 * each offers. The lookup a field names is the one place that says what its value refers to and
 * whose it must be (issue 32): the browser offers only those records, the server accepts only
 * those (backend core/entity/references.ts). A select over another lookup of `_seq` values fails
 * references.spec.ts until it is listed here.
 */
const OWNED: Record<string, { table: string; key: string }> = {
  '/api/roaster/item/equip/code': { table: 'roaster_equip', key: 'roaster_equip_seq' },
  '/api/roaster/greenbean/default/code': { table: 'greenbean_roaster', key: 'greenbean_roaster_seq' },
  '/api/roaster/greenbean/year/code': { table: 'greenbean_roaster', key: 'greenbean_roaster_seq' },
  '/api/roaster/roasting/default/code': { table: 'roasting_default', key: 'roasting_seq' },
  '/api/roaster/roasting/result/code': { table: 'roasting_result', key: 'roasting_result_seq' },
  '/api/roaster/blending/default/code': { table: 'blending_default', key: 'blending_seq' },
  '/api/roaster/blending/result/code': { table: 'blending_result', key: 'blending_result_seq' },
  '/api/roaster/qc/brewing/default/code': { table: 'roaster_qc_brewing_default', key: 'brewing_seq' },
  '/api/cafe/coffeebean/default/code': { table: 'cafe_coffeebean', key: 'coffeebean_seq' },
  '/api/cafe/coffeebean/received/code': { table: 'cafe_received', key: 'received_seq' },
  '/api/cafe/brewing/default/code': { table: 'cafe_brewing_default', key: 'brewing_seq' },
  '/api/user/brewing/default/code': { table: 'user_brewing_default', key: 'brewing_seq' },
};

const MASTER: Record<string, { table: string; key: string }> = {
  '/api/code/company': { table: 'company', key: 'company_seq' },
  '/api/code/region': { table: 'region', key: 'region_seq' },
  '/api/code/farm': { table: 'farm', key: 'farm_seq' },
  '/api/code/product/equip': { table: 'equip', key: 'equip_seq' },
  '/api/code/greenbean/default': { table: 'greenbean_default', key: 'greenbean_default_seq' },
};

/** The record a field's value refers to, by the lookup its select names; null for any other field. */
export function referenceOf(field: FieldDecl): Reference | null {
  const url = field.source?.dataUrl;
  if (!url) return null;
  const owned = OWNED[url];
  if (owned) return { ...owned, owned: true };
  const master = MASTER[url];
  return master ? { ...master, owned: false } : null;
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
