import {
  AUDIT_FIELDS,
  type FieldDecl,
  fieldAccess,
  type PageDecl,
  pageFields,
  type PageViewer,
  type RecordValues,
  type SublistDecl,
  valueTypeOf,
} from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { fromDbTime, toDbTime } from './sql';

const AUDIT = new Set<string>(AUDIT_FIELDS);

/** Declared fields that are table columns: saved fields plus the server-set audit fields. */
export function columnFields(page: PageDecl): FieldDecl[] {
  let fields = columnsOf.get(page);
  if (!fields)
    columnsOf.set(page, (fields = pageFields(page).filter((f) => f.saveable !== false || AUDIT.has(f.name))));
  return fields;
}
/** Declarations are frozen at start-up, so their column lists are worked out once. */
const columnsOf = new WeakMap<PageDecl, FieldDecl[]>();

/**
 * Fields by name, for a page's fields or a sublist's: worked out once per declaration (frozen at
 * start-up) instead of on every save.
 */
export function fieldsByName(fields: readonly FieldDecl[]): ReadonlyMap<string, FieldDecl> {
  let map = byNameOf.get(fields);
  if (!map) byNameOf.set(fields, (map = new Map(fields.map((f) => [f.name, f]))));
  return map;
}
const byNameOf = new WeakMap<readonly FieldDecl[], ReadonlyMap<string, FieldDecl>>();

function isTime(field: FieldDecl): boolean {
  return field.widget === 'datetime' || field.name === 'rgst_at' || field.name === 'edit_at';
}

type Convert = (v: unknown) => unknown;
const asTime: Convert = (v) => fromDbTime(v);
const asBoolean: Convert = (v) => (v === null || v === undefined ? null : v === true || v === 1 || v === '1');
// Lists are stored comma-separated (dbValue) and travel as arrays.
const asList: Convert = (v) =>
  typeof v === 'string' ? (v === '' ? [] : v.split(',')) : typeof v === 'bigint' ? Number(v) : v;
const asValue: Convert = (v) => (typeof v === 'bigint' ? Number(v) : v);

function converterOf(f: FieldDecl): Convert {
  if (isTime(f)) return asTime;
  const type = valueTypeOf(f);
  return type === 'boolean' ? asBoolean : type === 'list' ? asList : asValue;
}

/**
 * The row converter for one viewer: which declared fields they may see and how each travels
 * (booleans as booleans, times as ISO, lists as arrays), decided once per request, not per row.
 */
export function rowWriter(
  fields: readonly FieldDecl[],
  viewer: PageViewer | null,
): (row: RecordValues) => RecordValues {
  const shown = fields
    .filter((f) => !viewer || fieldAccess(viewer, f, 'view').view)
    .map((f) => [f.name, converterOf(f)] as const);
  return (row) => {
    const out: RecordValues = {};
    for (const [name, convert] of shown) if (name in row) out[name] = convert(row[name]);
    return out;
  };
}

/** A row as the wire carries it: declared fields the viewer may see, booleans as booleans, times as ISO. */
export function outputRow(fields: readonly FieldDecl[], row: RecordValues, viewer: PageViewer | null): RecordValues {
  return rowWriter(fields, viewer)(row);
}

/** A key value typed like its field; missing or malformed → 400 bad_request naming the key. */
export function keyValues(
  page: Pick<PageDecl, 'keys'> & Partial<PageDecl>,
  raw: RecordValues | undefined,
  fields: readonly FieldDecl[] = page.sections ? pageFields(page as PageDecl) : [],
): RecordValues {
  const out: RecordValues = {};
  for (const k of page.keys) {
    const v = raw?.[k];
    if (v === undefined || v === null || v === '') throw new ApiRefusal(400, 'bad_request', k);
    const f = fields.find((x) => x.name === k);
    const type = f ? valueTypeOf(f) : 'string';
    if (type === 'integer' || type === 'number') {
      // A whole number, or its decimal digits as text (a path segment): not "0x3", " 3", "3.0",
      // true or [3], which Number() also reads as 3 (detail and save must agree on a key).
      const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d{1,15}$/.test(v) ? Number(v) : NaN;
      if (!Number.isSafeInteger(n)) throw new ApiRefusal(400, 'bad_request', k);
      out[k] = n;
    } else if (typeof v === 'string' || typeof v === 'number') out[k] = String(v);
    else throw new ApiRefusal(400, 'bad_request', k);
  }
  return out;
}

export function rowKeyValues(sub: SublistDecl, raw: RecordValues): RecordValues {
  return keyValues({ keys: sub.rowKeys }, raw, sub.fields);
}

/**
 * A value as the database takes it: booleans 1/0 on both engines (a switch is on or off: a null
 * sent for one is stored off, attacker review: a row that was neither escaped the list's yes/no
 * filter), lists as comma-separated text.
 */
export function dbValue(field: FieldDecl | undefined, value: unknown): unknown {
  if (field && valueTypeOf(field) === 'boolean')
    return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
  if (value === undefined) return null;
  if (Array.isArray(value)) return value.join(',');
  // Date-times travel as ISO text and are stored in the engines' common UTC format.
  if (field?.widget === 'datetime' && typeof value === 'string' && value !== '') {
    try {
      return toDbTime(value);
    } catch {
      throw new ApiRefusal(400, 'field_date', field.name);
    }
  }
  return value;
}
