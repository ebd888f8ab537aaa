import { type Locale, type RecordValues, USED_BY_KINDS } from '@beantrail/contracts';
import { type Reference, referencesTo } from '../database/references';
import { assertValueNotInUse } from './declared-uses';
import { type InUseCheck, inUseRefusal } from './in-use-refusal';
import { InUseRepository } from './in-use.repository';

const LOCALES: readonly Locale[] = ['kr', 'en'];

/** A shown value: dates as YYYY-MM-DD, batch numbers as #n. */
function shown(column: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  const text = String(value);
  if (column.endsWith('_batch_no')) return `#${text}`;
  return /^\d{4}-\d{2}-\d{2}[ T]/.test(text) ? text.slice(0, 10) : text;
}

/** The user's name in one language: the Korean (`_locale`) or English name of each pair, the other when empty, then the plain values. */
function nameOf(r: Reference, row: RecordValues, locale: Locale): string {
  return r.usedBy.name
    .map((part) => {
      if (typeof part === 'string') return shown(part, row[part]);
      const [kr, en] = part;
      const [first, second] = locale === 'kr' ? [kr, en] : [en, kr];
      return shown(first, row[first]) || shown(second, row[second]);
    })
    .filter(Boolean)
    .join(' ');
}

/** "blended lot 'House Blend 2026-11-02'" (and how many more), per language. */
export function usedByText(r: Reference, rows: RecordValues[], total: number): Record<Locale, string> {
  const out = {} as Record<Locale, string>;
  for (const locale of LOCALES) {
    const kind = USED_BY_KINDS[r.usedBy.kind][locale];
    const name = rows[0] ? nameOf(r, rows[0], locale) : '';
    const more = total - 1;
    const base = name ? `${kind} '${name}'` : kind;
    out[locale] = more > 0 ? (locale === 'kr' ? `${base} 외 ${more}건` : `${base} and ${more} more`) : base;
  }
  return out;
}

/**
 * Refuses to remove a record another one uses: 409 `record_in_use` (or
 * `record_in_use_flag` on a page with a use flag, which says to turn it off instead), naming the
 * first user found. The FOREIGN KEY on each reference is the backstop for anything this misses.
 */
export const assertNotInUse: InUseCheck = async (m, d, table, row, useFlag) => {
  const uses = new InUseRepository(m);
  for (const r of referencesTo(table)) {
    const { rows, total } = await uses.users(r, row);
    if (total > 0) throw inUseRefusal(useFlag, usedByText(r, rows, total));
  }
  // Master data used by value (a code id, a region's number), which no foreign key can guard.
  await assertValueNotInUse(m, d, table, row, useFlag);
};
