import { type Locale, type RecordValues, USED_BY_KINDS } from '@beantrail/contracts';
import type { EntityManager } from 'typeorm';
import { type Reference, referencesTo } from '../database/references';
import { assertValueNotInUse } from './declared-uses';
import { type InUseCheck, inUseRefusal } from './in-use-refusal';
import type { Dialect } from './sql';

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

/** The records using `row` (of `table`) through one reference: the first one's name columns and the count. */
async function users(
  m: EntityManager,
  d: Dialect,
  r: Reference,
  row: RecordValues,
): Promise<{ rows: RecordValues[]; total: number }> {
  const { q } = d;
  const where = r.columns.map((c) => `t.${q(c)} = ?`).join(' AND ');
  const params = r.referencedColumns.map((c) => row[c]);
  const names = r.usedBy.name.flatMap((p) => (typeof p === 'string' ? [p] : [...p]));
  const parent = r.usedBy.parent;
  const from = parent
    ? `${q(r.table)} t JOIN ${q(parent.table)} p ON ${parent.columns.map((c, i) => `p.${q(parent.parentColumns[i])} = t.${q(c)}`).join(' AND ')}`
    : `${q(r.table)} t`;
  const alias = parent ? 'p' : 't';
  const found: RecordValues[] = await m.query(
    `SELECT ${names.map((n) => `${alias}.${q(n)} AS ${q(n)}`).join(', ')} FROM ${from} WHERE ${where} ORDER BY ${names.map((n) => `${alias}.${q(n)}`).join(', ')} LIMIT 1`,
    params,
  );
  if (!found.length) return { rows: [], total: 0 };
  const counted = parent?.columns.length === 1 ? `COUNT(DISTINCT t.${q(parent.columns[0])})` : 'COUNT(*)';
  const [{ n }] = (await m.query(`SELECT ${counted} AS n FROM ${q(r.table)} t WHERE ${where}`, params)) as Array<{
    n: unknown;
  }>;
  return { rows: found, total: Number(n) };
}

/**
 * Refuses to remove a record another one uses: 409 `record_in_use` (or
 * `record_in_use_flag` on a page with a use flag, which says to turn it off instead), naming the
 * first user found. The FOREIGN KEY on each reference is the backstop for anything this misses.
 */
export const assertNotInUse: InUseCheck = async (m, d, table, row, useFlag) => {
  for (const r of referencesTo(table)) {
    const { rows, total } = await users(m, d, r, row);
    if (total > 0) throw inUseRefusal(useFlag, usedByText(r, rows, total));
  }
  // Master data used by value (a code id, a region's number), which no foreign key can guard.
  await assertValueNotInUse(m, d, table, row, useFlag);
};
