import { describe, expect, it } from '@jest/globals';
import { can } from '../can';
import { cafeBrewingResultPage, cafeBrewingTodayPage } from './brewing';

const barista = { usertype: ['USER'], roles: { cafe: 'BARISTA' } } as const;

describe('CafeBrewingToday (spec 002 §2.2: the result list with add, save and edit hidden, main preset to yes, no main column)', () => {
  it('uses the result page’s calls and fixes its main-flag filter', () => {
    expect(cafeBrewingTodayPage.api).toBe(cafeBrewingResultPage.api);
    const params = cafeBrewingResultPage.list.search?.params ?? [];
    const [key, value] = Object.entries(cafeBrewingTodayPage.list.preset ?? {})[0];
    expect(params[Number(key.replace('search', ''))].field).toBe('brewing_result_main');
    expect(value).toBe('1');
    expect(cafeBrewingTodayPage.list.search?.params).toEqual([]);
  });

  it('has no main-flag column or order', () => {
    expect(cafeBrewingTodayPage.list.columns.map((c) => c.field)).not.toContain('brewing_result_main');
    expect(cafeBrewingTodayPage.list.orders?.map((o) => o.field)).not.toContain('brewing_result_main');
  });

  it('a barista may list and view, not write, edit or remove', () => {
    expect(can(barista, 'listview', cafeBrewingTodayPage).can).toBe(true);
    expect(can(barista, 'view', cafeBrewingTodayPage).can).toBe(true);
    for (const action of ['write', 'edit', 'remove'] as const) expect(can(barista, action, cafeBrewingTodayPage).can).toBe(false);
    expect(can(barista, 'write', cafeBrewingResultPage).can).toBe(true);
  });
});
