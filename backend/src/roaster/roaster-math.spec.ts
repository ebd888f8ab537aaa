import {
  compactDate,
  isoDate,
  lossStored,
  massCalcStored,
  organicLossStored,
  percents,
  uniqueList,
  uniqueText,
  weightedMean,
} from './roaster-math';

describe('roaster derived values (spec 001 §5 "Derived values"; stored units of 000 §9)', () => {
  it('percents: shares ×10 of the total; an empty total gives zeros', () => {
    expect(percents([6000, 4000])).toEqual([600, 400]);
    expect(percents([1, 1, 1])).toEqual([333, 333, 333]);
    expect(percents([0, 0])).toEqual([0, 0]);
  });

  it('loss: (green − roasted) / green, stored ×10; unknown without a green mass', () => {
    expect(lossStored(10000, 8520)).toBe(148);
    expect(lossStored(10000, 10000)).toBe(0);
    expect(lossStored(0, 100)).toBeNull();
  });

  it('organic loss: total loss minus the water driven off, % of green ×100 (2 decimals)', () => {
    // 1000 g at 11.5 % water → 852 g at 2 %: water lost 115 − 17.04 = 97.96 g; organic 50.04 g = 5.00 %.
    expect(organicLossStored(1000, 852, 11.5, 2)).toBe(500);
    expect(organicLossStored(1000, 840, 10, 1)).toBe(684);
    expect(organicLossStored(1000, 852, null, 2)).toBeNull();
  });

  it('mass per batch: roasted grams over the 150 g divisor, ×100', () => {
    expect(massCalcStored(852)).toBe(568);
    expect(massCalcStored(0)).toBeNull();
  });

  it('weighted mean by mass skips rows without a value', () => {
    expect(
      weightedMean([
        { mass: 600, value: 115 },
        { mass: 400, value: 105 },
      ]),
    ).toBeCloseTo(111);
    expect(
      weightedMean([
        { mass: 600, value: null },
        { mass: 400, value: 105 },
      ]),
    ).toBe(105);
    expect(weightedMean([{ mass: 0, value: 1 }])).toBeNull();
  });

  it('aggregate lists: unique codes in first-seen order; free texts joined once', () => {
    expect(uniqueList(['HTI', 'ETH,HTI', null, 'KEN'])).toBe('HTI,ETH,KEN');
    expect(uniqueText(['Pacamara', ' Pacamara ', '', 'Maragogype'])).toBe('Pacamara, Maragogype');
    expect(uniqueText([null, ''])).toBeNull();
  });

  it('batch-number dates: YYYYMMDD and YYYY-MM-DD both read (001 §4)', () => {
    expect(compactDate('2026-11-23')).toBe('20261123');
    expect(isoDate('20261123')).toBe('2026-11-23');
    expect(isoDate('23.11.2026')).toBeNull();
  });
});
