import type { ApiEnvelope, Pagination } from '../envelope';
import type { RecordValues } from '../page/types';
import type { LookupUrl } from '../page/references';
import type { OwnedLookupRows } from './lookup-rows';

/**
 * The replies of the generic page calls (000 §7, 001 §7), one shape per kind of call, beside the
 * requests (`ListRequest`, `SavePayload`, `RemovePayload`). The server's EntityService declares
 * them as its return types and the browser's engine-api reads them, so a field renamed or a shape
 * changed on one side no longer compiles on the other (docs/ARCHITECTURE.md "Replies").
 */

/** The envelope without the parts a reply kind states for itself. */
type EnvelopeBase = Omit<ApiEnvelope, 'result' | 'detail_result' | 'pagination' | 'paginationMap' | 'write_check'>;

/** `paginationMap` of a list reply: the order the rows are in and the keyset cursor of the page after. */
export interface ListPaginationMap {
  /** The orderType applied (the page's default when the request named none or an unknown one). */
  orderType: string;
  /** Cursor (`ListRequest.after`) of the page after this one; null on the last page. */
  next: string | null;
}

/**
 * POST {list}: the rows as an array in `result` (000 §7 allows "array or named"; the engine
 * sends and reads the array only), the page figures and the write check (1: writing allowed).
 * Times travel as ISO text.
 */
export interface ListReply<Row = RecordValues> extends EnvelopeBase {
  result: Row[];
  pagination: Pagination;
  paginationMap: ListPaginationMap;
  write_check: 0 | 1;
}

/** The record's own checks (000 §2 "the record's own edit check"): 1 allowed, 0 not. */
export interface RecordChecks {
  edit_check: 0 | 1;
  remove_check: 0 | 1;
}

/**
 * GET {detail}/{id}, GET {detail} (own profile) or POST {detail} with the key fields: the record in
 * `result` (sublist rows under each sublist's name), its checks in `detail_result`.
 */
export interface DetailReply<Row = RecordValues> extends EnvelopeBase {
  result: Row;
  detail_result: RecordChecks;
}

/**
 * POST {edit}: the saved record's keys and edit_at (what a following edit needs); `description`
 * is the success message key (save_ok, or a page's own such as signup_ok).
 */
export interface SaveReply<Row = RecordValues> extends EnvelopeBase {
  result: Row;
}

/** POST {remove}: the removed record's keys; `description` is delete_ok. */
export interface RemoveReply<Row = RecordValues> extends EnvelopeBase {
  result: Row;
}

/** A value of a lookup row (ids, names, labels, use flags). */
export type LookupValue = string | number | boolean | null;

/**
 * One option of a lookup (000 §7 / 001 §7 "…/code") as a select reads any of them: a row whose
 * `valueKey` property is the value and whose `labelKey` (and `labelKey` + `_locale`, the Korean
 * name) the label, as the field's OptionSource names them. Each lookup's own row: `LookupRowOf`.
 */
export type LookupRow = Readonly<Record<string, LookupValue>>;

/** The rows of the master-data lookups (admin/lookup.controller.ts), by URL. */
export interface MasterLookupRows {
  '/api/code/region': {
    region_seq: number;
    region_country: string;
    region_parent_seq: number | null;
    region_name: string | null;
    region_name_locale: string | null;
  };
  '/api/code/farm': {
    farm_seq: number;
    farm_country_code: string;
    farm_region_seq: number | null;
    farm_name: string | null;
    farm_name_locale: string | null;
  };
  '/api/code/company': {
    company_seq: number;
    company_type: string;
    company_name: string | null;
    company_name_locale: string | null;
    company_shop: string | null;
  };
  '/api/code/greenbean/default': {
    greenbean_default_seq: number;
    greenbean_name: string | null;
    greenbean_name_locale: string | null;
    greenbean_country_code: string | null;
    greenbean_seller_seq: number | null;
  };
  '/api/code/product/equip': {
    equip_seq: number;
    equip_type: string;
    equip_name: string | null;
    equip_name_locale: string | null;
    equip_manufacture_seq: number | null;
  };
  '/api/codegroup/simple': { code_group_id: string; code_group_name: string | null; code_group_name_kr: string | null };
}

/** Every lookup's rows, by URL: the master-data ones and an owner's (lookup-rows.ts). A URL in neither does not compile. */
type AllLookupRows = MasterLookupRows & OwnedLookupRows;

/** The row type of a lookup, as its server handler declares it and the browser may read it. */
export type LookupRowOf<U extends LookupUrl> = AllLookupRows[U];

/**
 * POST {lookup url} with the select's parameters: the options as an array in `result` (every
 * lookup sends the array; an unmet dependency, such as regions before a country, sends []).
 */
export interface LookupReply<Row = LookupRow> extends EnvelopeBase {
  result: Row[];
}
