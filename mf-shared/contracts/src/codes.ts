/**
 * Code groups named by the specs (000 §3, 001 §3, 002 §3). Entries live in the database;
 * this list is what the seed must provide and what the browser may ask for.
 */
export const CODE_GROUP_IDS = [
  'CAUTH',
  'RAUTH',
  'PSAUTH',
  'CNTR',
  'VRT',
  'PRCS',
  'BGRD',
  'BQLT',
  'PBST',
  'EQUIP',
  'EXTR',
  'FLVR',
  'CNAFTST',
  'CNTXTR',
  'CNFLNG',
  'RSTEP',
  'CAFE',
  'RSTR',
  'EVNT',
  'NTPLC',
  'BNDV',
  'WTR',
  'SPC',
  'CMPN',
  'MTRL',
] as const;
export type CodeGroupId = (typeof CODE_GROUP_IDS)[number];

/** Filter value of CNTR entries for coffee-producing countries. */
export const COFFEE_PRODUCER_FILTER = 'CFPRDC';

/** One option of a code group (spec 000 §3 "Code-group entry"). */
export interface CodeEntry {
  code_id: string;
  code_name: string;
  code_name_kr: string;
  /** Colour for FLVR, or another alias. */
  code_alias1: string | null;
  /** Parent code id (FLVR) or a filter tag such as CFPRDC (CNTR). */
  code_filter: string | null;
  code_order: number;
}

/** POST /api/code/simple: groups asked for, each with the edit time the browser already has. */
export interface CodeSimpleRequest {
  code_group: Array<string | { id: string; edit_at?: string | null }>;
}

export interface CodeGroupResult {
  edit_at: string;
  list: CodeEntry[];
}

/** Only groups changed since the given edit time come back. */
export type CodeSimpleResult = Record<string, CodeGroupResult>;

/** Groups sorted by name in the current language (spec 000 §9). */
export const NAME_SORTED_GROUPS: readonly CodeGroupId[] = ['CNTR', 'VRT'];
