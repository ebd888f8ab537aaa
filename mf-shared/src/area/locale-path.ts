import { DEFAULT_LOCALE, localeFromPath, type Locale } from '@beantrail/contracts';
import { useCallback } from 'react';
import { useLocation } from 'react-router-dom';

/** A root-relative path in a locale: kr unprefixed, others under /<locale> (spec 000 §2). */
export function localePath(locale: Locale, path: string): string {
  const clean = '/' + path.replace(/^\/+/, '');
  if (locale === DEFAULT_LOCALE) return clean;
  return clean === '/' ? `/${locale}` : `/${locale}${clean}`;
}

/** The path without its locale prefix: `/en/roaster/x` → `/roaster/x`. */
export function stripLocale(pathname: string): string {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] === 'en' || parts[0] === 'kr') parts.shift();
  return '/' + parts.join('/');
}

/** The current locale, read from the URL. */
export function useLocale(): Locale {
  return localeFromPath(useLocation().pathname);
}

/** Builds links in the current locale: `lp('/roaster/create')` → `/en/roaster/create` in English. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localePath(locale, path), [locale]);
}
