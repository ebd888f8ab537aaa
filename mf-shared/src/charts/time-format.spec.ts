import { formatMmSs, parseMmSs } from './time-format';

describe('mm:ss time (spec 000 §9 timeline x axis)', () => {
  it('formats signed seconds as mm:ss or h:mm:ss', () => {
    expect(formatMmSs(613)).toBe('10:13');
    expect(formatMmSs(-90)).toBe('-01:30');
    expect(formatMmSs(3725, true)).toBe('1:02:05');
  });

  it('parses what it formats and rejects other text', () => {
    expect(parseMmSs('10:13')).toBe(613);
    expect(parseMmSs('-01:30')).toBe(-90);
    expect(parseMmSs('45')).toBe(45);
    expect(parseMmSs('1:02:05')).toBe(3725);
    expect(parseMmSs('1:75')).toBeNull();
    expect(parseMmSs('abc')).toBeNull();
    expect(parseMmSs('')).toBeNull();
  });
});
