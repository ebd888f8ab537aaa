import type { Locale } from '@beantrail/contracts';

/**
 * One name of a name pair (002 §1: `{base}` in English, `{base}_locale` in Korean) in the page's
 * language, else the other one, else ''.
 */
export function pairName(record: Readonly<Record<string, unknown>>, base: string, locale: Locale): string {
  const [first, second] =
    locale === 'en' ? [record[base], record[`${base}_locale`]] : [record[`${base}_locale`], record[base]];
  return String(first || second || '');
}
