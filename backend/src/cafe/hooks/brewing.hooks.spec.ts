import { dateTerm } from './brewing.hooks';

describe('brewing_date_term (spec 002 §2.6, §4: days since the blending date)', () => {
  it('counts calendar days, ignores the time part, and is null without both dates', () => {
    expect(dateTerm('2026-11-20', '2026-11-23')).toBe(3);
    expect(dateTerm('2026-11-20 00:00:00.000', '2026-11-20')).toBe(0);
    expect(dateTerm('2026-02-27', '2026-03-01')).toBe(2);
    expect(dateTerm(null, '2026-11-23')).toBeNull();
    expect(dateTerm('2026-11-20', '')).toBeNull();
    expect(dateTerm('garbage', '2026-11-23')).toBeNull();
  });
});
