import {
  type FieldDecl,
  type LookupReply,
  type PageDecl,
  pageFields,
  pageSublists,
  type RecordValues,
  recordToDisplay,
} from '@beantrail/contracts';
import { apiReply, apiRequest } from '../../api/api-client';

/** What a copy never overwrites (001 §4 "except keys, use flag, edit_at"). */
function protectedNames(page: PageDecl): Set<string> {
  return new Set([...page.keys, ...(page.useFlag ? [page.useFlag] : []), 'edit_at', 'rgst_at']);
}

/**
 * The values a field's `copyFrom` call brings into the form (001 §4): the reply's properties that
 * are fields or sublists of this page, renamed by `map`, converted to shown units; keys, the use
 * flag and edit_at never. Empty when the value was cleared.
 */
export async function copyFromValues(
  page: PageDecl,
  field: FieldDecl,
  value: unknown,
  values: RecordValues,
): Promise<RecordValues> {
  const spec = typeof field.copyFrom === 'string' ? { url: field.copyFrom } : field.copyFrom;
  if (!spec || value === '' || value === null || value === undefined) return {};
  const body: RecordValues = { [field.name]: value };
  for (const name of spec.send ?? []) body[name] = values[name];
  const reply = await apiRequest<RecordValues>(spec.url.replace('{value}', encodeURIComponent(String(value))), {
    method: 'POST',
    body,
  });
  const raw = (reply.result ?? {}) as RecordValues;
  const renamed: RecordValues = {};
  for (const [k, v] of Object.entries(raw)) renamed[spec.map?.[k] ?? k] = v;
  const known = new Set([...pageFields(page).map((f) => f.name), ...pageSublists(page).map((s) => s.name)]);
  const skip = protectedNames(page);
  const shown = recordToDisplay(page, renamed);
  return Object.fromEntries(
    Object.entries(shown).filter(([k, v]) => known.has(k) && !skip.has(k) && k !== field.name && v !== undefined),
  );
}

/** The chosen option item's properties a field copies into others (`copyOption`, e.g. the seller's shop link). */
export async function copyOptionValues(field: FieldDecl, value: unknown): Promise<RecordValues> {
  const source = field.source;
  if (!field.copyOption || !source?.dataUrl) return {};
  if (value === '' || value === null || value === undefined)
    return Object.fromEntries(Object.values(field.copyOption).map((target) => [target, '']));
  const reply = await apiReply<LookupReply>(source.dataUrl, {
    method: 'POST',
    body: { ...(source.staticParams ?? {}) },
  });
  const item = reply.result.find((i) => String(i[source.valueKey ?? 'code_id']) === String(value));
  return Object.fromEntries(Object.entries(field.copyOption).map(([from, target]) => [target, item?.[from] ?? '']));
}
