import { timeTicks } from './time-ticks';

describe('time-axis ticks (spec 000 §9 timeline x axis, the bean story curve)', () => {
  it('time-axis ticks fall on whole minutes (half minutes for short spans), at most the count asked', () => {
    // The demo roast: preheat at -180 s to the sample chart's end at 780 s (000 §9).
    expect(timeTicks(-180, 780, 10)).toEqual([-120, 0, 120, 240, 360, 480, 600, 720]);
    expect(timeTicks(-180, 780, 4)).toEqual([0, 300, 600]);
    expect(timeTicks(0, 90, 4)).toEqual([0, 30, 60, 90]);
    expect(timeTicks(0, 86_400, 6).length).toBeLessThanOrEqual(6);
    for (const t of timeTicks(0, 733, 8)) expect(t % 60).toBe(0);
    expect(timeTicks(5, 5, 4)).toEqual([5]);
  });
});
