import {
  pageFields,
  pageSublists,
  resolveDefault,
  valueTypeOf,
  type FieldDecl,
  type Locale,
  type PageDecl,
  type RecordValues,
} from '@beantrail/contracts';

function initial(field: FieldDecl, locale: Locale, now: Date): unknown {
  const d = resolveDefault(field, locale, now);
  if (d !== undefined) return d;
  const type = valueTypeOf(field);
  if (type === 'boolean') return false;
  if (type === 'list') return [];
  return '';
}

/**
 * The values a new record starts with (write mode): the contracts' declared defaults
 * (`resolveDefault`), else an empty value of the field's type so every input is controlled.
 */
export function writeDefaults(page: PageDecl, locale: Locale, now: Date = new Date()): RecordValues {
  const values: RecordValues = {};
  for (const f of pageFields(page)) if (!f.generated && !f.readOnly) values[f.name] = initial(f, locale, now);
  for (const s of pageSublists(page)) values[s.name] = [];
  return values;
}

/** Fields of a linked "input direct" text: shown only while the select holds the direct value. */
export function inputDirectTargets(page: PageDecl): Map<string, FieldDecl> {
  const map = new Map<string, FieldDecl>();
  for (const f of pageFields(page)) if (f.inputDirect) map.set(f.inputDirect.field, f);
  return map;
}

/** The empty form of the clear button: every settable field emptied (lists [] and booleans false). */
export function clearedValues(page: PageDecl, current: RecordValues, settable: readonly FieldDecl[]): RecordValues {
  const out: RecordValues = { ...current };
  for (const f of settable) {
    const type = valueTypeOf(f);
    out[f.name] = type === 'list' ? [] : type === 'boolean' ? false : '';
  }
  return out;
}

/** Pasted values applied to the settable fields only (keys, audit and locked fields stay). */
export function pastedValues(current: RecordValues, clip: RecordValues, settable: readonly FieldDecl[]): RecordValues {
  const out: RecordValues = { ...current };
  for (const f of settable) if (f.name in clip) out[f.name] = clip[f.name];
  return out;
}

/** The copyable part of a record: the settable fields' values. */
export function copiedValues(values: RecordValues, settable: readonly FieldDecl[]): RecordValues {
  const out: RecordValues = {};
  for (const f of settable) if (f.name in values) out[f.name] = values[f.name];
  return out;
}

/**
 * The values a form settles to with nobody typing: a page's `follow` rules (write mode fills
 * what follows the defaults) and its `derive` values applied until nothing moves, as
 * FollowEffect and DeriveEffect do on the first renders. The leave guard compares with this, not
 * with the loaded values (phone review: a new roast, untouched, asked to discard changes).
 */
export function settledValues(page: PageDecl, initial: RecordValues, mode: 'view' | 'edit' | 'write'): RecordValues {
  let values: RecordValues = { ...initial };
  if (mode === 'view') return values;
  let changed = new Set(mode === 'write' ? Object.keys(values) : []);
  for (let round = 0; round < 5; round++) {
    const next: RecordValues = { ...values };
    if (page.follow && changed.size) Object.assign(next, page.follow(changed, values, mode));
    if (page.derive) Object.assign(next, page.derive(next));
    changed = new Set(Object.keys(next).filter((k) => !sameValue(next[k], values[k])));
    values = next;
    if (!changed.size) break;
  }
  return values;
}

/** Whether the user changed anything from the settled values (see settledValues). */
export function changedFrom(settled: RecordValues, values: RecordValues): boolean {
  return [...new Set([...Object.keys(settled), ...Object.keys(values)])].some((k) => !sameValue(settled[k], values[k]));
}

const blankish = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);
const sameValue = (a: unknown, b: unknown) => (blankish(a) && blankish(b)) || JSON.stringify(a) === JSON.stringify(b);

/**
 * After a save conflict (409 save_conflict: someone saved the record first), what the user typed
 * goes back onto the record as it is now: a field only the user changed keeps the user's value; a
 * field the other editor changed too keeps theirs and is named in `overlap`, so nothing is
 * overwritten unseen either way. `before` is the record the user started from, `typed` the form
 * when the save was refused, `now` the record reloaded.
 */
export function carriedEdits(
  before: RecordValues,
  typed: RecordValues,
  now: RecordValues,
  settable: readonly FieldDecl[],
): { values: RecordValues; overlap: string[] } {
  const values: RecordValues = {};
  const overlap: string[] = [];
  for (const f of settable) {
    if (!(f.name in typed) || sameValue(typed[f.name], before[f.name])) continue;
    if (sameValue(now[f.name], before[f.name])) values[f.name] = typed[f.name];
    else if (!sameValue(now[f.name], typed[f.name])) overlap.push(f.name);
  }
  return { values, overlap };
}

/** Text of a value in a list cell or the validation_error dialog. */
export function displayText(value: unknown, yesNo?: { yes: string; no: string }): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (yesNo && (typeof value === 'boolean' || value === 1 || value === 0 || value === '1' || value === '0'))
    return value === true || value === 1 || value === '1' ? yesNo.yes : yesNo.no;
  return String(value);
}

/** A long value's beginning and an ellipsis, for a dialog that quotes it (characters, not UTF-16 units: Hangul and emoji stay whole). */
export function shortened(text: string, max = 120): string {
  const chars = Array.from(text);
  return chars.length > max ? `${chars.slice(0, max).join('')}…` : text;
}
