import { describe, expect, it } from '@jest/globals';
import { can } from '../can';
import { PRESET_TODAY } from '../fields';
import { cafeBrewingResultPage, cafeBrewingTodayPage } from './brewing';

const barista = { usertype: ['USER'], roles: { cafe: 'BARISTA' } } as const;

describe('CafeBrewingToday (spec 002 §2.2: the result list with add, save and edit hidden; docs/CAFE.md "Today\'s brewing")', () => {
  it("uses the result page’s calls and fixes its brewing-date filter to the reader's today", () => {
    expect(cafeBrewingTodayPage.api).toBe(cafeBrewingResultPage.api);
    const params = cafeBrewingResultPage.list.search?.params ?? [];
    const [key, value] = Object.entries(cafeBrewingTodayPage.list.preset ?? {})[0];
    expect(params[Number(key.replace('search', ''))].field).toBe('brewing_result_date');
    expect(value).toBe(PRESET_TODAY);
    expect(cafeBrewingTodayPage.list.search?.params).toEqual([]);
  });

  it('lists main brews first and marks them with the main-flag column', () => {
    expect(cafeBrewingTodayPage.list.columns.map((c) => c.field)).toContain('brewing_result_main');
    expect(cafeBrewingTodayPage.list.orders?.[0]).toEqual({
      value: 'main_desc',
      field: 'brewing_result_main',
      dir: 'desc',
    });
  });

  it('a barista may list and view, not write, edit or remove', () => {
    expect(can(barista, 'listview', cafeBrewingTodayPage).can).toBe(true);
    expect(can(barista, 'view', cafeBrewingTodayPage).can).toBe(true);
    for (const action of ['write', 'edit', 'remove'] as const)
      expect(can(barista, action, cafeBrewingTodayPage).can).toBe(false);
    expect(can(barista, 'write', cafeBrewingResultPage).can).toBe(true);
  });
});
