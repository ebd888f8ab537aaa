import { rateOfRise } from './rate-of-rise';

describe('rateOfRise (issue 3: bean temperature rate of rise, °C/min, smoothed)', () => {
  it('gives the slope per minute of a steady rise', () => {
    const samples = Array.from({ length: 61 }, (_, i) => ({ t: i * 5, v: 100 + i * 5 * 0.2 }));
    const ror = rateOfRise(samples, 30);
    expect(ror.length).toBeGreaterThan(40);
    for (const p of ror) expect(p.v).toBeCloseTo(12, 5);
  });

  it('waits for a full window before the first value', () => {
    const samples = Array.from({ length: 20 }, (_, i) => ({ t: i * 5, v: i }));
    expect(rateOfRise(samples, 30)[0].t).toBeGreaterThanOrEqual(25);
  });

  it('smooths alternating probe noise that a two-point difference would show', () => {
    const samples = Array.from({ length: 60 }, (_, i) => ({ t: i * 2, v: 150 + i * 0.2 + (i % 2 ? 1.5 : -1.5) }));
    const ror = rateOfRise(samples, 30);
    for (const p of ror) expect(Math.abs(p.v - 6)).toBeLessThan(2);
  });

  it('accepts unsorted samples and returns nothing for too few', () => {
    expect(rateOfRise([{ t: 0, v: 1 }], 30)).toEqual([]);
    const shuffled = [{ t: 60, v: 16 }, { t: 0, v: 10 }, { t: 30, v: 13 }];
    expect(rateOfRise(shuffled, 60)).toEqual([{ t: 60, v: 6 }]);
  });
});
