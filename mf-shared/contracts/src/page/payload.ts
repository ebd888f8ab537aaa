import { fieldAccess } from './can';
import { AUDIT_FIELDS, pageSublists, valueTypeOf } from './fields';
import { toStored } from './scale';
import type { FieldDecl, PageDecl, PageViewer, RecordValues, SavePayload, SublistChanges, SublistDecl } from './types';
import { isEmpty } from './validate';

export interface PayloadContext {
  mode: 'write' | 'edit';
  viewer?: PageViewer | null;
}

const AUDIT = new Set<string>(AUDIT_FIELDS);

const asBool = (v: unknown) => v === true || v === 1 || v === '1' || v === 'true';

function same(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]));
  if (isEmpty(a) && isEmpty(b)) return true;
  if (typeof a === 'boolean' || typeof b === 'boolean') return asBool(a) === asBool(b);
  // 12 and '12' from an input are the same value.
  if ((typeof a === 'number' || typeof b === 'number') && a !== null && b !== null && a !== '' && b !== '')
    return Number(a) === Number(b);
  return a === b;
}

/** One value as it travels (spec 000 §5 Payload rules): booleans 1/0, '' → null on update, scaled. */
export function payloadValue(field: FieldDecl, value: unknown, mode: 'write' | 'edit'): unknown {
  const type = valueTypeOf(field);
  if (type === 'boolean') return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
  if (typeof value === 'string' && value.trim() === '') return mode === 'edit' ? null : undefined;
  if ((type === 'number' || type === 'integer') && typeof value === 'string')
    return toStored(field, Number(value.trim()));
  return toStored(field, value);
}

/** Fields this caller may send in this mode: saveable, settable, and not audit. */
export function sendableFields(page: PageDecl, ctx: PayloadContext): FieldDecl[] {
  return page.sections
    .flatMap((s) => s.fields)
    .filter(
      (f) =>
        !AUDIT.has(f.name) &&
        !f.key &&
        f.saveable !== false &&
        fieldAccess(ctx.viewer ?? null, f, ctx.mode, page.rights.scope).edit,
    );
}

function keyOf(row: RecordValues, keys: readonly string[]): RecordValues | null {
  const out: RecordValues = {};
  for (const k of keys) {
    if (isEmpty(row[k])) return null;
    out[k] = row[k];
  }
  return out;
}

function sublistChanges(
  sub: SublistDecl,
  before: RecordValues[],
  after: RecordValues[],
  mode: 'write' | 'edit',
): SublistChanges {
  const fields = sub.fields.filter((f) => !f.readOnly && f.saveable !== false);
  const sameKey = (a: RecordValues, b: RecordValues) => sub.rowKeys.every((k) => same(a[k], b[k]));
  const UPList: RecordValues[] = [];
  for (const row of after) {
    const key = keyOf(row, sub.rowKeys);
    const old = key ? before.find((b) => sameKey(b, key)) : undefined;
    const out: RecordValues = { ...(key ?? {}) };
    let changed = !old;
    for (const f of fields) {
      if (sub.rowKeys.includes(f.name)) continue;
      if (old && same(old[f.name], row[f.name])) continue;
      const v = payloadValue(f, row[f.name] ?? '', old ? mode : 'write');
      if (v === undefined) continue;
      out[f.name] = v;
      changed = true;
    }
    if (changed) UPList.push(out);
  }
  const DEList = before
    .map((b) => keyOf(b, sub.rowKeys))
    .filter((k): k is RecordValues => !!k && !after.some((a) => sameKey(a, k)));
  return { UPList, DEList };
}

/**
 * The changed-fields payload of spec 000 §5: only changed fields (on write: every filled field,
 * defaults included, since the server does not know the form's defaults), '' → null on update,
 * booleans 1/0, not-saveable / not-writable / not-editable / other users' fields dropped, scaled to
 * stored units, sublists as UPList/DEList. Null when nothing changed (save_not_changed).
 * `original` holds the loaded record in shown units (null on write).
 */
export function buildSavePayload(
  page: PageDecl,
  original: RecordValues | null,
  current: RecordValues,
  ctx: PayloadContext,
): SavePayload | null {
  const base = ctx.mode === 'edit' ? (original ?? {}) : {};
  const UPList: RecordValues = {};
  for (const f of sendableFields(page, ctx)) {
    // A text the user emptied leaves the form's values (final-form drops a field set to undefined):
    // on edit that is the field cleared, sent as null. Skipping it answered save_not_changed and kept
    // the old text.
    if (!(f.name in current) && !(ctx.mode === 'edit' && f.name in base)) continue;
    if (ctx.mode === 'edit' && same(base[f.name], current[f.name])) continue;
    const v = payloadValue(f, current[f.name] ?? '', ctx.mode);
    if (v !== undefined) UPList[f.name] = v;
  }
  // Write with keys chosen by the user (composite keys such as year + seq that are not generated).
  if (ctx.mode === 'write') {
    for (const f of page.sections.flatMap((s) => s.fields)) {
      if (f.key && !f.generated && !isEmpty(current[f.name]))
        UPList[f.name] = payloadValue(f, current[f.name], 'write');
    }
  }
  const sublists: Record<string, SublistChanges> = {};
  for (const sub of pageSublists(page)) {
    if (!(sub.name in current)) continue;
    const before = Array.isArray(base[sub.name]) ? (base[sub.name] as RecordValues[]) : [];
    const after = Array.isArray(current[sub.name]) ? (current[sub.name] as RecordValues[]) : [];
    const changes = sublistChanges(sub, before, after, ctx.mode);
    if (changes.UPList.length || changes.DEList.length) sublists[sub.name] = changes;
  }
  if (!Object.keys(UPList).length && !Object.keys(sublists).length) return null;
  const payload: SavePayload = { mode: ctx.mode, UPList };
  if (Object.keys(sublists).length) payload.sublists = sublists;
  if (ctx.mode === 'edit' && original) {
    payload.keys = Object.fromEntries(page.keys.map((k) => [k, original[k]]));
    payload.edit_at = (original.edit_at as string | null | undefined) ?? null;
  }
  return payload;
}
