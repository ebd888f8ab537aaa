import { formatMmSs, parseMmSs, timeTicks } from './time-format';

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

  it('time-axis ticks fall on whole minutes (half minutes for short spans), at most the count asked', () => {
    // The demo roast: preheat at -180 s to the sample chart's end at 780 s (000 §9).
    expect(timeTicks(-180, 780, 10).map((t) => formatMmSs(t))).toEqual(['-02:00', '00:00', '02:00', '04:00', '06:00', '08:00', '10:00', '12:00']);
    expect(timeTicks(-180, 780, 4)).toEqual([0, 300, 600]);
    expect(timeTicks(0, 90, 4)).toEqual([0, 30, 60, 90]);
    expect(timeTicks(0, 86_400, 6).length).toBeLessThanOrEqual(6);
    for (const t of timeTicks(0, 733, 8)) expect(t % 60).toBe(0);
    expect(timeTicks(5, 5, 4)).toEqual([5]);
  });
});
