import { localePath, stripLocale } from './locale-path';

describe('locale paths (spec 000 §2: kr unprefixed, en under /en)', () => {
  it('spec 000 §2: kr links have no prefix', () => {
    expect(localePath('kr', '/roaster/create')).toBe('/roaster/create');
    expect(localePath('kr', 'info/intro')).toBe('/info/intro');
    expect(localePath('kr', '/')).toBe('/');
  });
  it('spec 000 §2: en links live under /en', () => {
    expect(localePath('en', '/roaster/create')).toBe('/en/roaster/create');
    expect(localePath('en', '/')).toBe('/en');
  });
  it('strips the locale prefix', () => {
    expect(stripLocale('/en/roaster/roasting/result')).toBe('/roaster/roasting/result');
    expect(stripLocale('/cafe')).toBe('/cafe');
    expect(stripLocale('/en')).toBe('/');
  });
});
