import type { MessageKey } from '../messages';
import {
  AUDIT_FIELDS,
  ADMIN_PAGES,
  type FieldDecl,
  GREENBEAN_ADMIN_PAGES,
  type PageDecl,
  pageFields,
  toStored,
  valueTypeOf,
} from '../page';

/**
 * Collection (002 §6 "system settings", read with §2.14's EXCEL_IN / EXCEL_UP column checks): the top
 * administrator brings rows into a master-data table from a spreadsheet. A row without the table's
 * key (or with one no record has) is inserted with its EXCEL_IN columns; a row whose key names a
 * record updates that record's EXCEL_UP columns. Every row goes through the page's own save, so it
 * is checked exactly as a form's would be.
 */

/** The master-data tables a sheet may fill: the administrator's pages, but organisations (made with their owner, 002 §2.1). */
export const COLLECTION_PAGES: readonly PageDecl[] = [
  ...Object.values(ADMIN_PAGES),
  ...Object.values(GREENBEAN_ADMIN_PAGES),
].filter((p) => p.table && p.table !== 'roaster' && p.table !== 'cafe');

/** Rows one sheet may bring: every list a request carries has a maximum (docs/SECURITY.md). */
export const COLLECTION_MAX_ROWS = 5_000;

export interface CollectionColumns {
  /** The key columns: filled, they name the record a row updates. */
  keys: readonly FieldDecl[];
  /** EXCEL_IN: what a new row may set (the page's create rights). */
  insert: readonly FieldDecl[];
  /** EXCEL_UP: what a row naming a record may change (the page's update rights). */
  update: readonly FieldDecl[];
}

const AUDIT = new Set<string>(AUDIT_FIELDS);
const sent = (f: FieldDecl) => f.saveable !== false && !f.readOnly && !AUDIT.has(f.name);

/** The EXCEL_IN and EXCEL_UP columns of a page, from its declaration (the table definition's defaults, 002 §2.14). */
export function collectionColumns(page: PageDecl): CollectionColumns {
  const fields = pageFields(page);
  return {
    keys: page.keys.map((k) => fields.find((f) => f.name === k)!).filter(Boolean),
    insert: fields.filter((f) => sent(f) && !f.generated && f.writable !== false),
    update: fields.filter((f) => sent(f) && !f.key && f.editable !== false && !f.lockedOnUpdate),
  };
}

/** The columns a sheet's header may name for this page: keys, EXCEL_IN and EXCEL_UP, once each. */
export function collectionFields(page: PageDecl): FieldDecl[] {
  const { keys, insert, update } = collectionColumns(page);
  const out = new Map<string, FieldDecl>();
  for (const f of [...keys, ...insert, ...update]) out.set(f.name, f);
  return [...out.values()];
}

/** Header → field by the field's name (case and spaces aside); a header naming none is left out. */
export function suggestMapping(headers: readonly string[], page: PageDecl): Record<string, string> {
  const byName = new Map(collectionFields(page).map((f) => [f.name.toLowerCase(), f.name]));
  return Object.fromEntries(headers.map((h) => [h, byName.get(h.trim().toLowerCase().replace(/\s+/g, '_')) ?? '']));
}

const TRUE = /^(1|true|y|yes|on|o|예)$/i;
const FALSE = /^(0|false|n|no|off|x|아니오)$/i;

/**
 * A cell's text as the value a form would send for the field: numbers in the unit the form shows
 * (grams for masses, % for rates: 000 §9) turned into the stored unit, switches from 1/0 or
 * yes/no, lists from comma-separated items; an empty cell is no value (null). Text that is no
 * number stays text, for the page's own check to name.
 */
export function cellToValue(field: FieldDecl, text: string): unknown {
  const cell = text.trim();
  if (cell === '') return null;
  const type = valueTypeOf(field);
  if (type === 'boolean') return TRUE.test(cell) ? 1 : FALSE.test(cell) ? 0 : cell;
  if (type === 'integer' || type === 'number') {
    const n = Number(cell.replace(/,/g, ''));
    return Number.isFinite(n) && /\d/.test(cell) ? toStored(field, n) : cell;
  }
  if (type === 'list')
    return cell
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return cell;
}

/** What became of one row of the sheet (its line as the spreadsheet shows it). */
export interface CollectionRowOutcome {
  line: number;
  action: 'insert' | 'update' | 'unchanged' | 'refused';
  /** The refusal: the column of the sheet it concerns, its message key and text. */
  column?: string;
  description?: MessageKey;
  message?: string;
}

/** The reply of a preview or a commit (POST /api/setting/system/collection/preview|commit). */
export interface CollectionReport {
  page: string;
  headers: string[];
  /** Header → field ('' = left out). */
  mapping: Record<string, string>;
  /** The fields a header may be mapped to: keys, EXCEL_IN and EXCEL_UP (002 §2.14). */
  fields: Array<{ name: string; key: boolean; insert: boolean; update: boolean }>;
  rows: number;
  inserted: number;
  updated: number;
  unchanged: number;
  refused: number;
  outcomes: CollectionRowOutcome[];
  /** True when the rows were saved (a commit without a refusal); a preview never saves. */
  committed: boolean;
}
