import { describe, expect, it } from '@jest/globals';
import { blendingDefaultPage } from './roaster';
import { cafeEquipPage, coffeebeanReceivedPage } from './cafe';
import { columnsForLocale, listedValue } from './locale-columns';
import { userCupnotePage } from './user';
import { countryPage } from './admin';

const fields = (cols: readonly { field: string; mobileHidden?: boolean }[]) =>
  cols.map((c) => `${c.field}${c.mobileHidden ? ' (hidden on phones)' : ''}`);

describe('list columns by locale (spec 002 §1: the locale name field and the English name field are shown according to the locale)', () => {
  it('Korean shows the declaration as it is', () => {
    expect(columnsForLocale(cafeEquipPage, 'kr')).toBe(cafeEquipPage.list!.columns);
  });

  it('English swaps a listed name pair; the second place stays hidden on phones', () => {
    expect(fields(columnsForLocale(cafeEquipPage, 'en')).slice(0, 2)).toEqual([
      'equip_name',
      'equip_name_locale (hidden on phones)',
    ]);
    // Names and nicknames of a blend both swap; other columns stay.
    expect(fields(columnsForLocale(blendingDefaultPage, 'en'))).toEqual([
      'blending_name',
      'blending_nick (hidden on phones)',
      'blending_total_mass',
      'blending_single_origin (hidden on phones)',
      'blending_use',
    ]);
  });

  it("a pair not named x / x_locale is declared (a country's Korean nick and English name) and swaps the same way", () => {
    expect(fields(columnsForLocale(countryPage, 'kr')).slice(0, 3)).toEqual([
      'country_id',
      'country_nick',
      'country_name (hidden on phones)',
    ]);
    expect(fields(columnsForLocale(countryPage, 'en')).slice(0, 3)).toEqual([
      'country_id',
      'country_name',
      'country_nick (hidden on phones)',
    ]);
    expect(
      listedValue(
        countryPage,
        columnsForLocale(countryPage, 'kr'),
        { country_nick: '', country_name: 'Zimbabwe' },
        'country_nick',
      ),
    ).toBe('');
  });

  it('English replaces a lone locale column by its declared English pair', () => {
    expect(fields(columnsForLocale(coffeebeanReceivedPage, 'en'))[1]).toBe('coffeebean_name');
  });

  it('an empty name cell shows its other-language pair, unless that pair has a column of its own', () => {
    const note = { cupnote_name: 'BeanTrail House Blend', cupnote_name_locale: null };
    const kr = columnsForLocale(userCupnotePage, 'kr');
    expect(kr.map((c) => c.field)).toContain('cupnote_name_locale');
    expect(listedValue(userCupnotePage, kr, note, 'cupnote_name_locale')).toBe('BeanTrail House Blend');
    expect(
      listedValue(userCupnotePage, kr, { ...note, cupnote_name_locale: '하우스 블렌드' }, 'cupnote_name_locale'),
    ).toBe('하우스 블렌드');
    expect(
      listedValue(
        userCupnotePage,
        columnsForLocale(userCupnotePage, 'en'),
        { cupnote_name: '', cupnote_name_locale: '하우스 블렌드' },
        'cupnote_name',
      ),
    ).toBe('하우스 블렌드');
    // Both names listed (equipment): an empty one stays empty, the other is beside it.
    const equip = columnsForLocale(cafeEquipPage, 'kr');
    expect(
      listedValue(cafeEquipPage, equip, { equip_name: 'Grinder', equip_name_locale: '' }, 'equip_name_locale'),
    ).toBe('');
  });
});
