import 'dayjs/locale/ko';
import { KoreanClockAdapter } from './korean-clock-adapter';
import { CLOCK12_FORMAT } from './date-values';

// 002 §9: event times are typed 'YYYY-MM-DD A hh:mm', 오전/오후 in Korean; the picker must read them back.
describe('the pickers read a Korean 12-hour time (002 §9)', () => {
  const ko = new KoreanClockAdapter({ locale: 'ko' });
  const en = new KoreanClockAdapter({ locale: 'en' });
  const at = (adapter: KoreanClockAdapter, text: string) =>
    adapter.parse(text, CLOCK12_FORMAT)?.format('YYYY-MM-DD HH:mm') ?? null;

  it.each([
    ['2026-11-28 오후 02:00', '2026-11-28 14:00'],
    ['2026-11-28 오전 02:00', '2026-11-28 02:00'],
    ['2026-11-28 오후 12:30', '2026-11-28 12:30'],
    ['2026-11-28 오전 12:05', '2026-11-28 00:05'],
    ['2026-11-28 오후 11:59', '2026-11-28 23:59'],
  ])('%s is %s', (text, expected) => {
    expect(at(ko, text)).toBe(expected);
  });

  it('and writes it back the same way, so the field keeps what was typed', () => {
    const d = ko.parse('2026-11-28 오후 02:00', CLOCK12_FORMAT)!;
    expect(ko.formatByString(d, CLOCK12_FORMAT)).toBe('2026-11-28 오후 02:00');
  });

  it('leaves other readings to dayjs: English AM/PM, a day that does not exist, no meridiem', () => {
    expect(at(en, '2026-11-28 PM 02:00')).toBe('2026-11-28 14:00');
    expect(ko.parse('2026-02-30 오후 02:00', CLOCK12_FORMAT)?.isValid()).toBe(false);
    expect(ko.parse('2026-11-28 14:00', CLOCK12_FORMAT)?.isValid()).toBe(false);
    expect(ko.parse('', CLOCK12_FORMAT)).toBeNull();
  });
});
