import { describe, expect, it } from '@jest/globals';
import { dateTerm } from './brewing-fields';
import { userBrewingResultPage } from './user';

describe('brewing_date_term (spec 002 §2.6, §4: days since the blending date)', () => {
  it('counts calendar days, ignores the time part, and is null without both dates', () => {
    expect(dateTerm('2026-11-20', '2026-11-23')).toBe(3);
    expect(dateTerm('2026-11-20 00:00:00.000', '2026-11-20')).toBe(0);
    expect(dateTerm('2026-02-27', '2026-03-01')).toBe(2);
    expect(dateTerm(null, '2026-11-23')).toBeNull();
    expect(dateTerm('2026-11-20', '')).toBeNull();
    expect(dateTerm('garbage', '2026-11-23')).toBeNull();
  });

  it('is what the user brewing form previews while the dates are typed', () => {
    expect(
      userBrewingResultPage.derive({ blending_result_date: '2026-11-01', brewing_result_date: '2026-11-15' }),
    ).toEqual({ brewing_date_term: 14 });
    expect(userBrewingResultPage.derive({ brewing_result_date: '2026-11-15' })).toEqual({ brewing_date_term: null });
  });
});
