import type { FieldDecl, RecordValues } from './field-types';

/** What travels between the engine and the server for a page: save, remove and list requests, field errors. */

/** The generic save payload (000 §3 "UPList … DEList"); see payload.ts and docs/ENGINE.md. */
export interface SublistChanges {
  /** New rows (no row key) and changed rows (row key + changed fields only). */
  UPList: RecordValues[];
  /** Row keys of removed rows. */
  DEList: RecordValues[];
}

export interface SavePayload {
  mode: 'write' | 'edit';
  /** The record key (edit; write with non-generated keys carries them in UPList). */
  keys?: RecordValues;
  /** Edit: the edit_at the form was loaded with (409 save_conflict if it moved). */
  edit_at?: string | null;
  /** Changed fields, in stored units. */
  UPList: RecordValues;
  sublists?: Record<string, SublistChanges>;
}

export interface RemovePayload {
  keys: RecordValues;
  edit_at?: string | null;
}

/** List request (000 §2, §7), sent once, as the JSON body (docs/ENGINE.md "List calls"); reply: ListReply. */
export interface ListRequest {
  page?: number;
  list_count?: number;
  orderType?: string;
  searchSelect?: string;
  searchTitle?: string;
  searchType?: string;
  [search: `search${number}`]: string | number | undefined;
  /** Keyset cursor for deep pages: the last row's order value and key, from the previous reply. */
  after?: string;
}

/** What a save check or the server's 400 reports. */
export interface FieldError {
  key:
    | 'field_required'
    | 'field_NaN'
    | 'field_minValue'
    | 'field_maxValue'
    | 'field_minLength'
    | 'field_maxLength'
    | 'sublist_minLength'
    | 'sublist_maxLength'
    | 'field_integer'
    | 'field_date'
    | 'field_text'
    | 'field_year_date'
    | 'field_pattern'
    | NonNullable<FieldDecl['mustBeOn']>;
  field: string;
  /** For sublist rows: the sublist name and row index. */
  sublist?: string;
  row?: number;
  value?: unknown;
  /** The bound that failed (bytes, value or rows). */
  limit?: number;
}
