// Countries (CNTR): every ISO 3166-1 country from i18n-iso-countries, code_id =
// alpha-3, English and Korean names from CLDR (country-names.ts). Coffee
// producing origins carry filter CFPRDC so green-bean country pickers can narrow.
import * as isoCountries from 'i18n-iso-countries';
import { countryNames, isoAlpha2Codes } from './country-names';
import { type SeedCode, type SeedCodeGroup } from './types';

export const COFFEE_PRODUCER_FILTER = 'CFPRDC';

/**
 * Producing origins (alpha-3): ICO exporting members plus the small origins that
 * appear on specialty price lists (Kona = USA, Bourbon Pointu = REU, St Helena,
 * Taiwan, Nepal, Saudi Khawlani). Kept generous on purpose: the filter only shapes
 * a picker, it does not restrict what can be saved.
 */
export const COFFEE_PRODUCER_CODES: readonly string[] = [
  // Africa and Arabia
  'AGO',
  'BDI',
  'BEN',
  'CAF',
  'CIV',
  'CMR',
  'COD',
  'COG',
  'ETH',
  'GAB',
  'GHA',
  'GIN',
  'GNQ',
  'KEN',
  'LBR',
  'MDG',
  'MOZ',
  'MWI',
  'NGA',
  'REU',
  'RWA',
  'SHN',
  'SLE',
  'STP',
  'TGO',
  'TZA',
  'UGA',
  'ZMB',
  'ZWE',
  'YEM',
  'SAU',
  // Americas and the Caribbean
  'BOL',
  'BRA',
  'COL',
  'CRI',
  'CUB',
  'DOM',
  'ECU',
  'GTM',
  'HND',
  'HTI',
  'JAM',
  'MEX',
  'NIC',
  'PAN',
  'PER',
  'PRI',
  'PRY',
  'SLV',
  'VEN',
  'GUY',
  'BLZ',
  'TTO',
  'USA',
  // Asia and the Pacific
  'CHN',
  'IDN',
  'IND',
  'LAO',
  'LKA',
  'MMR',
  'MYS',
  'NPL',
  'PHL',
  'PNG',
  'THA',
  'TLS',
  'TWN',
  'VNM',
  'VUT',
];

/**
 * Korean names where the package differs from the standard spelling (국립국어원 외래어 표기) that
 * the coffee trade and our region data use.
 */
export const KOREAN_NAME_FIXES: Readonly<Record<string, string>> = { ETH: '에티오피아' };

/** Builds the CNTR codes; throws if the package lacks a name or a producer code. */
export function countryCodes(): SeedCode[] {
  const producers = new Set(COFFEE_PRODUCER_CODES);
  const rows = isoAlpha2Codes().map((alpha2) => {
    const code_id = isoCountries.alpha2ToAlpha3(alpha2);
    const { en: name, kr: name_kr } = countryNames(alpha2);
    if (!code_id || !name || !name_kr) {
      throw new Error(`CNTR: incomplete ISO data for ${alpha2}`);
    }
    return { code_id, name, name_kr };
  });
  const known = new Set(rows.map((r) => r.code_id));
  const unknown = COFFEE_PRODUCER_CODES.filter((c) => !known.has(c));
  if (unknown.length > 0) {
    throw new Error(`CNTR: producer codes not in ISO list: ${unknown.join(', ')}`);
  }
  // Seed order = English alphabetical; the UI re-sorts per language (spec 000 §9).
  rows.sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return rows.map((r, i) => ({
    ...r,
    filter: producers.has(r.code_id) ? COFFEE_PRODUCER_FILTER : null,
    order: i + 1,
  }));
}

export const COUNTRY_GROUP: SeedCodeGroup = {
  id: 'CNTR',
  name: 'Country',
  name_kr: '국가',
  codes: countryCodes(),
};
