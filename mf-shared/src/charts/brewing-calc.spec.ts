import { brewingDerived, brewingTimerStep, showAmount } from './brewing-calc';

describe('brewingDerived (spec 001 §5 brewing mass calculation)', () => {
  const steps = [
    { time: 0, mass: 40 },
    { time: 30, mass: 60.2 },
    { time: 60, mass: 100 },
  ];

  it('computes cumulative mass as start mass plus the running sum of step masses', () => {
    expect(brewingDerived(18, steps, 230.55).cumulative).toEqual([58, 118.2, 218.2]);
  });

  it('computes result_calc = floor((result mass − Σ step masses) × 10) / 10', () => {
    expect(brewingDerived(18, steps, 230.55).resultCalc).toBe(30.3);
    expect(
      brewingDerived(
        0,
        [
          { time: 0, mass: 0.1 },
          { time: 1, mass: 0.2 },
        ],
        12.6,
      ).resultCalc,
    ).toBe(12.3);
    expect(brewingDerived(0, steps, 190).resultCalc).toBe(-10.2);
  });

  it('computes total = start mass + result mass', () => {
    expect(brewingDerived(18, steps, 230.55).total).toBe(248.55);
  });

  it('returns zero as null so it is shown empty', () => {
    const d = brewingDerived(null, [{ time: null, mass: null }], 0);
    expect(d).toEqual({ cumulative: [null], resultCalc: null, total: null });
    expect(brewingDerived(0, [{ time: 0, mass: 50 }], 50).resultCalc).toBeNull();
    expect(showAmount(0)).toBe('');
    expect(showAmount(null)).toBe('');
    expect(showAmount(12.5)).toBe('12.5');
  });
});

describe('brewingTimerStep (spec 000 §4 brewing start timer)', () => {
  const steps = [
    { time: 0, mass: 1 },
    { time: 5, mass: 1 },
    { time: null, mass: 1 },
    { time: 12, mass: 1 },
  ];

  it('is in the last step whose time has been reached', () => {
    expect(brewingTimerStep(0, steps)).toEqual({ index: 0, done: false });
    expect(brewingTimerStep(7, steps)).toEqual({ index: 1, done: false });
    expect(brewingTimerStep(12, steps)).toEqual({ index: 3, done: false });
  });

  it('stops when time passes the last step', () => {
    expect(brewingTimerStep(12.1, steps).done).toBe(true);
    expect(brewingTimerStep(-1, steps)).toEqual({ index: -1, done: false });
    expect(brewingTimerStep(100, []).done).toBe(false);
  });
});
