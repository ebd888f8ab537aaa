import { describe, expect, it } from '@jest/globals';
import { blendingDefaultPage } from './roaster';
import { cafeEquipPage, coffeebeanReceivedPage } from './cafe';
import { columnsForLocale } from './locale-columns';

const fields = (cols: readonly { field: string; mobileHidden?: boolean }[]) => cols.map((c) => `${c.field}${c.mobileHidden ? ' (hidden on phones)' : ''}`);

describe('list columns by locale (spec 002 §1: the locale name field and the English name field are shown according to the locale)', () => {
  it('Korean shows the declaration as it is', () => {
    expect(columnsForLocale(cafeEquipPage, 'kr')).toBe(cafeEquipPage.list!.columns);
  });

  it('English swaps a listed name pair; the second place stays hidden on phones', () => {
    expect(fields(columnsForLocale(cafeEquipPage, 'en')).slice(0, 2)).toEqual(['equip_name', 'equip_name_locale (hidden on phones)']);
    // Names and nicknames of a blend both swap; other columns stay.
    expect(fields(columnsForLocale(blendingDefaultPage, 'en'))).toEqual(['blending_name', 'blending_nick (hidden on phones)', 'blending_total_mass', 'blending_single_origin (hidden on phones)', 'blending_use']);
  });

  it('English replaces a lone locale column by its declared English pair', () => {
    expect(fields(columnsForLocale(coffeebeanReceivedPage, 'en'))[1]).toBe('coffeebean_name');
  });
});
