import { countryNameOf } from './country-names';

describe('countryNameOf (CLDR names, not a hand list)', () => {
  it('names countries by numeric id in both languages', () => {
    expect(countryNameOf('231', 'kr')).toBe('에티오피아');
    expect(countryNameOf('231', 'en')).toBe('Ethiopia');
    expect(countryNameOf('624', 'kr')).toBe('기니비사우');
    expect(countryNameOf('620', 'kr')).toBe('포르투갈');
    expect(countryNameOf('616', 'kr')).toBe('폴란드');
  });
  it('gives nothing for an id that is no country', () => {
    expect(countryNameOf('999', 'en')).toBeUndefined();
  });
});
