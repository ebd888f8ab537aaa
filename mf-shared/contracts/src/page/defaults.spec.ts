import { companyPage } from './admin/organisations';
import { defaultRecord, resolveDefault } from './defaults';

describe('defaults (spec 000 §9: default country KOR, USA for the English locale; 001 §5 year defaults)', () => {
  const now = new Date(2026, 10, 22, 9, 5);

  it('a locale-dependent default', () => {
    const field = { default: { byLocale: { kr: 'KOR', en: 'USA' } } } as const;
    expect(resolveDefault(field, 'kr')).toBe('KOR');
    expect(resolveDefault(field, 'en')).toBe('USA');
  });

  it('defaults computed now: date, year', () => {
    expect(resolveDefault({ default: { now: 'date' } }, 'kr', now)).toBe('2026-11-22');
    expect(resolveDefault({ default: { now: 'year' } }, 'kr', now)).toBe(2026);
    expect(resolveDefault({ default: false }, 'kr')).toBe(false);
    expect(resolveDefault({}, 'kr')).toBeUndefined();
  });

  it('a new form starts with every declared default', () => {
    expect(defaultRecord(companyPage, 'en', now)).toEqual({ company_country_code: 'USA', company_use: true });
  });
});
