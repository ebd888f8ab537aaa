// Country display names from CLDR (Intl.DisplayNames, the same data the browser uses), not the
// hand-kept names of a package: i18n-iso-countries' Korean list misspells many (기네비쏘,
// 포르투칼, 폴랜드, 키르바시…). The package stays the source of the ISO codes.
import * as isoCountries from 'i18n-iso-countries';

const displayNames = {
  en: new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }),
  kr: new Intl.DisplayNames(['ko'], { type: 'region', fallback: 'none' }),
};

/** English and Korean names of an ISO 3166-1 alpha-2 code; the package's name only where CLDR has none. */
export function countryNames(alpha2: string): { en: string; kr: string } {
  return {
    en: displayNames.en.of(alpha2) ?? isoCountries.getName(alpha2, 'en') ?? alpha2,
    kr: displayNames.kr.of(alpha2) ?? isoCountries.getName(alpha2, 'ko') ?? alpha2,
  };
}

/** Every ISO 3166-1 country the package knows, as alpha-2 codes. */
export function isoAlpha2Codes(): string[] {
  return Object.keys(isoCountries.getAlpha2Codes());
}
