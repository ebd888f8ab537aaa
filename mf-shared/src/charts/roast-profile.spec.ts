import {
  DEMO_ROAST,
  stageLog,
  stageTime,
  timelineScale,
  TIMELINE_SLIDER_MAX,
  TIMELINE_SLIDER_MIN,
  TIMELINE_TEMP_MAX,
  TIMELINE_TEMP_MIN,
} from './roast-profile';

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

describe('timelineScale (the slider shows the axis as drawn)', () => {
  it('widens the default 100–250 °C to a low turning point (the axis started at 60 while the slider said 100)', () => {
    expect(timelineScale([205, 62, 150, 211], [TIMELINE_TEMP_MIN, TIMELINE_TEMP_MAX], false)).toEqual([60, 250]);
    expect(timelineScale([205, 257], [100, 250], false)).toEqual([100, 260]);
  });

  it('keeps the default when the readings fit, and a scale the user set as set', () => {
    expect(timelineScale([120, 200], [100, 250], false)).toEqual([100, 250]);
    expect(timelineScale([62, 211], [150, 220], true)).toEqual([150, 220]);
  });

  it('lies within the slider range for the demo roast', () => {
    const [lo, hi] = timelineScale(
      DEMO_ROAST.flatMap((s) => [s.bt ?? NaN, s.et ?? NaN]),
      [TIMELINE_TEMP_MIN, TIMELINE_TEMP_MAX],
      false,
    );
    expect(lo).toBe(90);
    expect(lo).toBeGreaterThanOrEqual(TIMELINE_SLIDER_MIN);
    expect(hi).toBeLessThanOrEqual(TIMELINE_SLIDER_MAX);
  });
});
