import type { FieldDecl, SublistDecl } from '@beantrail/contracts';

/** The phone width of the product owner's "repeating rows" item: up to 767 px. */
export const PHONE = '@media (max-width: 767.95px)';
/** At most this many grid columns a row on a wider screen; a select takes two. */
const MAX_COLUMNS = 6;
export const sameValue = (a: unknown, b: unknown): boolean => String(a ?? '') === String(b ?? '');

/**
 * The shared column template of a sublist's rows: a select (a bean, a roast: long labels) spans two
 * columns, any other field one; the rows fill one line up to six columns, then wrap in the same grid.
 */
export function sublistColumns(fields: readonly FieldDecl[]): { columns: number; wide: (f: FieldDecl) => boolean } {
  const wide = (f: FieldDecl) => f.widget === 'select' || f.widget === 'multiSelect' || f.widget === 'text';
  const sum = fields.reduce((n, f) => n + (wide(f) ? 2 : 1), 0);
  return { columns: Math.max(2, Math.min(sum, MAX_COLUMNS)), wide };
}

/** Row field → the row's selects whose options it narrows (`source.dataParams`). */
export function rowDependents(sublist: SublistDecl): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const f of sublist.fields)
    for (const parent of Object.values(f.source?.dataParams ?? {}))
      out.set(parent, [...(out.get(parent) ?? []), f.name]);
  return out;
}
