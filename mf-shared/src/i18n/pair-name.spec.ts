import { pairName } from './pair-name';

describe('pairName (002 §1: a name pair shown by locale)', () => {
  it('takes the page language’s name, falls back to the other, then to empty', () => {
    const r = { event_name: 'Open call', event_name_locale: '모집' };
    expect(pairName(r, 'event_name', 'kr')).toBe('모집');
    expect(pairName(r, 'event_name', 'en')).toBe('Open call');
    expect(pairName({ event_name: 'Open call', event_name_locale: '' }, 'event_name', 'kr')).toBe('Open call');
    expect(pairName({}, 'event_name', 'en')).toBe('');
  });
});
