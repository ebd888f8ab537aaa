import { DEMO_ROAST, stageLog, stageTime } from './roast-profile';

describe('roast profile log (spec 000 §9 demo roast phases)', () => {
  it('keeps the spec times of the demo roast', () => {
    expect(DEMO_ROAST.map((s) => s.t)).toEqual([-180, -90, 0, 65, 250, 613, 733]);
    expect(stageTime(DEMO_ROAST, 'first_crack')).toBe(613);
    expect(stageTime(DEMO_ROAST, 'second_crack')).toBeNull();
  });

  it('passes through every stage point without overshooting between them', () => {
    const log = stageLog(DEMO_ROAST, 'bt', 1);
    for (const s of DEMO_ROAST) expect(log.find((p) => p.t === s.t)?.v).toBeCloseTo(s.bt as number, 1);
    const between = log.filter((p) => p.t > 65 && p.t < 250);
    for (const p of between) {
      expect(p.v).toBeGreaterThanOrEqual(92);
      expect(p.v).toBeLessThanOrEqual(152);
    }
  });

  it('ignores stages without a value', () => {
    expect(stageLog([{ key: 'charge', t: 0, bt: null, et: 1 }], 'bt')).toEqual([]);
  });
});
