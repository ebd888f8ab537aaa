import Ajv, { type ValidateFunction } from 'ajv';
import {
  AUDIT_FIELDS,
  fieldAccess,
  type FieldDecl,
  type Locale,
  type MessageKey,
  PAGE_AJV_KEYWORDS,
  PAGE_AJV_OPTIONS,
  type PageDecl,
  pageFields,
  pageSchema,
  pageSublists,
  type PageViewer,
  type RecordValues,
  recordToDisplay,
  type SavePayload,
  saveChecks,
  SCHEMA_ERROR_KEYS,
} from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { fieldsByName } from './entity-rows';

const ajv = new Ajv(PAGE_AJV_OPTIONS);
for (const keyword of PAGE_AJV_KEYWORDS) ajv.addKeyword(keyword);
const compiled = new WeakMap<PageDecl, ValidateFunction>();

function isObject(value: unknown): value is RecordValues {
  return !!value && typeof value === 'object' && !Array.isArray(value);
}

/** The body must look like a SavePayload at all; anything else is 400 bad_request. */
export function parseSavePayload(body: unknown): SavePayload {
  if (!isObject(body) || (body.mode !== 'write' && body.mode !== 'edit') || !isObject(body.UPList))
    throw new ApiRefusal(400, 'bad_request');
  if (body.keys !== undefined && !isObject(body.keys)) throw new ApiRefusal(400, 'bad_request', 'keys');
  if (body.sublists !== undefined && !isObject(body.sublists)) throw new ApiRefusal(400, 'bad_request', 'sublists');
  return body as unknown as SavePayload;
}

/**
 * Mass-assignment guard: every name must be declared on the page (or its sublists), else
 * 400 bad_request naming the field. Then per-field rights: a declared field the caller may not
 * set in this mode (read-only, audit, generated key, locked on update, another user type's) is
 * refused with 403 naming it — never silently dropped (GUIDE §1, spec 000 §6).
 */
export function checkFieldRights(page: PageDecl, payload: SavePayload, viewer: PageViewer): void {
  const declared = fieldsByName(pageFields(page));
  const audit = new Set<string>(AUDIT_FIELDS);
  for (const name of Object.keys(payload.UPList)) {
    const field = declared.get(name);
    if (!field) throw new ApiRefusal(400, 'bad_request', name);
    if (audit.has(name)) throw new ApiRefusal(403, 'nopermission_text', name);
    // Never stored: read-only copies and form helpers (FieldDecl.formOnly) are refused, not dropped.
    if (field.saveable === false) throw new ApiRefusal(403, 'nopermission_text', name);
    const writableKey = field.key && payload.mode === 'write' && !field.generated;
    if (field.key && !writableKey) throw new ApiRefusal(403, 'nopermission_text', name);
    if (!writableKey && !fieldAccess(viewer, field, payload.mode, page.rights.scope).edit)
      throw new ApiRefusal(403, 'nopermission_text', name);
    if (writableKey && field.editTypes && !viewer.usertype.some((t) => field.editTypes!.includes(t)))
      throw new ApiRefusal(403, 'nopermission_text', name);
  }
  for (const name of Object.keys(payload.keys ?? {}))
    if (!page.keys.includes(name)) throw new ApiRefusal(400, 'bad_request', name);
  const subs = new Map(pageSublists(page).map((s) => [s.name, s]));
  for (const [name, changes] of Object.entries(payload.sublists ?? {})) {
    const sub = subs.get(name);
    if (!sub || !isObject(changes) || !Array.isArray(changes.UPList) || !Array.isArray(changes.DEList))
      throw new ApiRefusal(400, 'bad_request', name);
    const rowFields = fieldsByName(sub.fields);
    for (const row of changes.UPList) {
      if (!isObject(row)) throw new ApiRefusal(400, 'bad_request', name);
      for (const f of Object.keys(row)) {
        const decl = rowFields.get(f);
        if (!decl) throw new ApiRefusal(400, 'bad_request', f);
        if (!sub.rowKeys.includes(f) && (decl.readOnly || decl.saveable === false))
          throw new ApiRefusal(403, 'nopermission_text', f);
      }
    }
  }
}

/**
 * A select limited to a fixed set takes nothing else: the browser offers only those, so anything
 * outside them is 400 bad_request naming the field; each item of a list value counts. A select
 * narrowed by the caller's selected role (OptionSource.codesByRole: the staff and link states a
 * manager may give) is a rights matter: a choice outside the caller's is 403 naming the field.
 */
export function checkChoices(page: PageDecl, payload: SavePayload, viewer: PageViewer): void {
  const fields = fieldsByName(pageFields(page));
  for (const [name, value] of Object.entries(payload.UPList)) {
    const source = fields.get(name)?.source;
    if (!source || value === null || value === undefined || value === '') continue;
    const items = Array.isArray(value) ? value : [value];
    const within = (allowed: readonly (string | number)[]) =>
      items.every((v) => allowed.some((a) => String(a) === String(v)));
    const byRole = source.codesByRole;
    if (byRole) {
      const role = viewer.roles?.[byRole.scope];
      if (!within((role && byRole.byRole[role]) ?? source.codes ?? []))
        throw new ApiRefusal(403, 'nopermission_text', name);
      continue;
    }
    const allowed = source.codes ?? source.options;
    if (allowed && !within(allowed)) throw new ApiRefusal(400, 'bad_request', name);
  }
}

/**
 * ajv's first error → the field it concerns (a sublist row's as `sublist.row.field`, an item of a
 * list value as the field) and the message key of its rule (SCHEMA_ERROR_KEYS, else bad_request).
 */
function schemaError(v: ValidateFunction): ApiRefusal {
  const e = v.errors?.[0];
  if (!e) return new ApiRefusal(400, 'bad_request');
  if (e.keyword === 'additionalProperties')
    return new ApiRefusal(400, 'bad_request', String((e.params as { additionalProperty?: string }).additionalProperty));
  const path = e.instancePath.split('/').filter(Boolean);
  // /UPList/name[/item], /keys/name, /sublists/name/UPList/row/field[/item]
  const field =
    path[0] === 'sublists' && path.length >= 5
      ? `${path[1]}.${path[3]}.${path[4]}`
      : path[0] === 'UPList' || path[0] === 'keys'
        ? path[1]
        : path[0] === 'sublists' && path.length >= 2
          ? path[1]
          : path.pop();
  const limit = (e.params as { limit?: unknown }).limit;
  return new ApiRefusal(
    400,
    (SCHEMA_ERROR_KEYS[e.keyword] ?? 'bad_request') as MessageKey,
    field,
    e.keyword === 'maxItems' ? { max: String(limit) } : undefined,
  );
}

/**
 * Types and bounds by the declaration's JSON Schema (stored units; byte lengths, well-formed text
 * and date formats by keyword), over every sent value: fields of hidden sections too.
 */
export function checkSchema(page: PageDecl, payload: SavePayload): void {
  let v = compiled.get(page);
  if (!v) {
    v = ajv.compile(pageSchema(page));
    compiled.set(page, v);
  }
  if (!v(payload)) throw schemaError(v);
}

/**
 * The save checks of spec 000 §5 over the record as it would be after the save (stored row +
 * changes, converted to shown units), with the browser's message keys. On update only failures
 * of fields this save touches count, so an old row that predates a rule can still be edited.
 */
export function checkSaveRules(
  page: PageDecl,
  merged: RecordValues,
  payload: SavePayload,
  viewer: PageViewer,
  locale: Locale,
): void {
  const touched = new Set([...Object.keys(payload.UPList), ...Object.keys(payload.sublists ?? {})]);
  // A failure on one field that another field's change can cause: the input-direct text (its
  // select), a range's upper end (its lower end).
  const linked = new Map([
    ...pageFields(page)
      .filter((f: FieldDecl) => f.inputDirect)
      .map((f) => [f.inputDirect!.field, f.name] as const),
    ...pageFields(page)
      .filter((f: FieldDecl) => f.notBelow)
      .map((f) => [f.name, f.notBelow!] as const),
    ...pageFields(page)
      .filter((f: FieldDecl) => f.yearOf)
      .map((f) => [f.name, f.yearOf!] as const),
  ]);
  const errors = saveChecks(page, recordToDisplay(page, merged), { mode: payload.mode, locale, viewer }).filter(
    (e) => payload.mode === 'write' || touched.has(e.sublist ?? e.field) || touched.has(linked.get(e.field) ?? ''),
  );
  const first = errors[0];
  if (first)
    throw new ApiRefusal(
      400,
      first.key,
      first.sublist && first.row !== undefined ? `${first.sublist}.${first.row}.${first.field}` : first.field,
    );
}
