import { numericToAlpha2 } from 'i18n-iso-countries';

const cache = new Map<string, Intl.DisplayNames>();

/**
 * A country's name from CLDR (Intl.DisplayNames) by its ISO 3166 numeric id, as the world atlas
 * keys its shapes: the same names the server seeds (backend country-names.ts), so the map, the
 * lists and the pickers agree in both languages. Undefined when the id is unknown.
 */
export function countryNameOf(numericId: string, lang: 'kr' | 'en'): string | undefined {
  const alpha2 = numericToAlpha2(numericId);
  if (!alpha2) return undefined;
  let names = cache.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang === 'kr' ? 'ko' : 'en'], { type: 'region', fallback: 'none' });
    cache.set(lang, names);
  }
  return names.of(alpha2);
}
