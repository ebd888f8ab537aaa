/** Spec 000 §2, §9: locales kr (default, unprefixed) and en (prefix /en). */
export const LOCALES = ['kr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'kr';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** The locale named by a URL path's first segment; kr when there is no prefix. */
export function localeFromPath(pathname: string): Locale {
  const first = pathname.split('/').filter(Boolean)[0];
  return first === 'en' ? 'en' : DEFAULT_LOCALE;
}

/** The same path in another locale: kr drops the prefix, en adds /en. A query or fragment stays as it is. */
export function pathForLocale(path: string, locale: Locale): string {
  const tail = path.search(/[?#]/);
  const [pathname, after] = tail < 0 ? [path, ''] : [path.slice(0, tail), path.slice(tail)];
  const parts = pathname.split('/').filter(Boolean);
  if (isLocale(parts[0]) || parts[0] === 'kr') parts.shift();
  const rest = parts.join('/');
  if (locale === DEFAULT_LOCALE) return '/' + rest + after;
  return '/' + locale + (rest ? '/' + rest : '') + after;
}
