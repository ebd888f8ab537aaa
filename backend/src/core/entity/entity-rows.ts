import {
  AUDIT_FIELDS, type FieldDecl, fieldAccess, type PageDecl, pageFields, type PageViewer, type RecordValues, type SublistDecl, valueTypeOf,
} from '@beantrail/contracts';
import { ApiError } from '../envelope/api-error';
import { fromDbTime, toDbTime } from './sql';

const AUDIT = new Set<string>(AUDIT_FIELDS);

/** Declared fields that are table columns: saved fields plus the server-set audit fields. */
export function columnFields(page: PageDecl): FieldDecl[] {
  return pageFields(page).filter((f) => f.saveable !== false || AUDIT.has(f.name));
}

function isTime(field: FieldDecl): boolean {
  return field.widget === 'datetime' || field.name === 'rgst_at' || field.name === 'edit_at';
}

/** A row as the wire carries it: declared fields the viewer may see, booleans as booleans, times as ISO. */
export function outputRow(fields: readonly FieldDecl[], row: RecordValues, viewer: PageViewer | null): RecordValues {
  const out: RecordValues = {};
  for (const f of fields) {
    if (!(f.name in row)) continue;
    if (viewer && !fieldAccess(viewer, f, 'view').view) continue;
    const v = row[f.name];
    if (isTime(f)) out[f.name] = fromDbTime(v);
    else if (valueTypeOf(f) === 'boolean') out[f.name] = v === null || v === undefined ? null : v === true || v === 1 || v === '1';
    else if (typeof v === 'bigint') out[f.name] = Number(v);
    // Lists are stored comma-separated (dbValue) and travel as arrays.
    else if (valueTypeOf(f) === 'list' && typeof v === 'string') out[f.name] = v === '' ? [] : v.split(',');
    else out[f.name] = v;
  }
  return out;
}

/** A key value typed like its field; missing or malformed → 400 bad_request naming the key. */
export function keyValues(page: Pick<PageDecl, 'keys'> & Partial<PageDecl>, raw: RecordValues | undefined, fields: readonly FieldDecl[] = page.sections ? pageFields(page as PageDecl) : []): RecordValues {
  const out: RecordValues = {};
  for (const k of page.keys) {
    const v = raw?.[k];
    if (v === undefined || v === null || v === '') throw new ApiError(400, 'bad_request', k);
    const f = fields.find((x) => x.name === k);
    const type = f ? valueTypeOf(f) : 'string';
    if (type === 'integer' || type === 'number') {
      const n = Number(v);
      if (!Number.isInteger(n)) throw new ApiError(400, 'bad_request', k);
      out[k] = n;
    } else out[k] = String(v);
  }
  return out;
}

export function rowKeyValues(sub: SublistDecl, raw: RecordValues): RecordValues {
  return keyValues({ keys: sub.rowKeys }, raw, sub.fields);
}

/** A value as the database takes it: booleans 1/0 on both engines, lists as comma-separated text. */
export function dbValue(field: FieldDecl | undefined, value: unknown): unknown {
  if (value === undefined) return null;
  if (field && valueTypeOf(field) === 'boolean') return value === null ? null : value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
  if (Array.isArray(value)) return value.join(',');
  // Date-times travel as ISO text and are stored in the engines' common UTC format.
  if (field?.widget === 'datetime' && typeof value === 'string' && value !== '') {
    try {
      return toDbTime(value);
    } catch {
      throw new ApiError(400, 'field_NaN', field.name);
    }
  }
  return value;
}
