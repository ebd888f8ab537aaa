import type { PageDecl, RecordValues } from '@beantrail/contracts';

export type DetailMode = 'view' | 'edit' | 'write';

/** The path segment that opens a composite-key record (its keys are in the query). */
export const ITEM_SEGMENT = 'item';
export const WRITE_SEGMENT = 'write';

export interface DetailTarget {
  mode: DetailMode;
  /** The record key, or null in write mode / when the URL names none. */
  keys: RecordValues | null;
}

/**
 * Spec 000 §2: the id comes from a path segment or a query parameter; the mode is view by
 * default, write when the id is `write`, and `mode=edit|write` in the query selects that mode.
 * Composite keys (code group + code id) travel as query parameters named after the key fields.
 */
export function detailTarget(
  page: Pick<PageDecl, 'keys' | 'self'>,
  idSegment: string | undefined,
  query: URLSearchParams,
): DetailTarget {
  const queryMode = query.get('mode');
  // An own-profile page (PageDecl.self) is always the caller's record: the server knows whose.
  if (page.self) return { mode: queryMode === 'edit' ? 'edit' : 'view', keys: {} };
  if (idSegment === WRITE_SEGMENT || queryMode === 'write') return { mode: 'write', keys: null };
  const mode: DetailMode = queryMode === 'edit' ? 'edit' : 'view';
  if (page.keys.length === 1) {
    const id = idSegment && idSegment !== ITEM_SEGMENT ? idSegment : (query.get(page.keys[0]) ?? query.get('id'));
    return { mode, keys: id ? { [page.keys[0]]: id } : null };
  }
  const keys: RecordValues = {};
  for (const k of page.keys) {
    const v = query.get(k);
    if (v === null || v === '') return { mode, keys: null };
    keys[k] = v;
  }
  return { mode, keys };
}

/** The relative link of a record's detail (from the list): `12` or `item?k1=..&k2=..`. */
export function detailLink(page: Pick<PageDecl, 'keys' | 'self'>, record: RecordValues, mode?: DetailMode): string {
  const q = new URLSearchParams();
  let path: string;
  if (page.self) path = '';
  else if (page.keys.length === 1) path = encodeURIComponent(String(record[page.keys[0]] ?? ''));
  else {
    path = ITEM_SEGMENT;
    for (const k of page.keys) q.set(k, String(record[k] ?? ''));
  }
  if (mode === 'edit') q.set('mode', 'edit');
  const qs = q.toString();
  return qs ? `${path}?${qs}` : path;
}

export interface Rights {
  view: boolean;
  edit: boolean;
  write: boolean;
  remove: boolean;
  listview: boolean;
}

export type DetailButton =
  'list' | 'remove' | 'edit' | 'cancel' | 'undo' | 'save' | 'reload' | 'copy' | 'paste' | 'clear' | 'trash';

/**
 * Which buttons a detail shows (000 §2 "Generic data page", 001 §2): edit needs edit right and
 * the record's own edit check; save shows in write mode with write right or edit mode with edit
 * right; profile pages have no list and no remove; read-only pages no list, cancel or remove.
 */
export function detailButtons(
  page: Pick<PageDecl, 'profile' | 'readOnly'>,
  mode: DetailMode,
  rights: Rights,
  recordEditable = true,
): DetailButton[] {
  const out: DetailButton[] = [];
  const canSave = (mode === 'write' && rights.write) || (mode === 'edit' && rights.edit);
  if (!page.profile && !page.readOnly && rights.listview) out.push('list');
  if (mode === 'view') {
    if (!page.readOnly && rights.edit && recordEditable) out.push('edit');
    if (!page.profile && !page.readOnly && rights.remove) out.push('remove');
    out.push('reload', 'copy');
    return out;
  }
  if (!page.readOnly) out.push('cancel');
  if (canSave) out.push('undo', 'save', 'paste', 'clear');
  if (mode === 'edit') out.push('reload');
  out.push('copy', 'trash');
  return out;
}

/**
 * The buttons of a person's note (contracts NoteFormDecl): save, delete for a note that exists
 * (while editing too, where the back office has it only in view), edit, and the way back to the
 * list; none of the back office's clipboard, undo, clear or reload.
 */
export function noteButtons(buttons: readonly DetailButton[], mode: DetailMode, removable: boolean): DetailButton[] {
  const out = buttons.filter((b) => b === 'list' || b === 'edit' || b === 'remove' || b === 'save');
  if (mode === 'edit' && removable && !out.includes('remove'))
    out.splice(out.indexOf('save') < 0 ? out.length : out.indexOf('save'), 0, 'remove');
  return out;
}
