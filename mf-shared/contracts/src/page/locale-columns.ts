import { pageFields } from './fields';
import type { ColumnDecl, PageDecl } from './types';
import type { Locale } from '../locale';

const SUFFIX = '_locale';

/**
 * The declared name field paired with a column's field (`x_name_locale` ↔ `x_name`, or the list's
 * declared `localeName` pair), if the page has both.
 */
export function localePair(page: PageDecl, field: string): string | undefined {
  const named = page.list?.localeName;
  if (named) {
    if (field === named[0]) return named[1];
    if (field === named[1]) return named[0];
  }
  const other = field.endsWith(SUFFIX) ? field.slice(0, -SUFFIX.length) : field + SUFFIX;
  return pageFields(page).some((f) => f.name === other) ? other : undefined;
}

/** Is this the Korean side of a name pair (`…_locale`, or the first of a declared `localeName`)? */
function isLocaleSide(page: PageDecl, field: string): boolean {
  return field.endsWith(SUFFIX) || page.list?.localeName?.[0] === field;
}

/**
 * The list columns as a locale shows them (002 §1: "a locale-specific name field and an English
 * name field are shown according to the locale"). Declarations put the Korean `…_locale` name
 * first; in English each `…_locale` column shows its English pair and the English column, if also
 * listed, the `…_locale` one, so the two swap places and the mobile-hidden one stays hidden.
 */
export function columnsForLocale(page: PageDecl, locale: Locale): readonly ColumnDecl[] {
  const columns = page.list?.columns ?? [];
  if (locale !== 'en') return columns;
  const listed = new Set(columns.map((c) => c.field));
  return columns.map((c) => {
    const pair = localePair(page, c.field);
    if (!pair) return c;
    if (isLocaleSide(page, c.field)) return { ...c, field: pair };
    return listed.has(pair) ? { ...c, field: pair } : c;
  });
}

/**
 * What a list cell shows: the row's value, or, when that is empty, its other-language name pair's
 * (002 §1: a coffee note named only in English still has a name in the Korean list) unless that pair
 * is a column of its own on screen.
 */
export function listedValue(
  page: PageDecl,
  shown: readonly ColumnDecl[],
  row: Readonly<Record<string, unknown>>,
  field: string,
): unknown {
  const value = row[field];
  if (value !== null && value !== undefined && String(value).trim() !== '') return value;
  const pair = localePair(page, field);
  if (!pair || shown.some((c) => c.field === pair)) return value;
  return row[pair] ?? value;
}
