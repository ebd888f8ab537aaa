import fs from 'node:fs';
import path from 'node:path';
import { parseRoastLog, roastLogToProfile } from '@beantrail/contracts';
import { chartRateOfRise, rateOfRise, ROR_AXIS, ROR_AXIS_LIMIT, ROR_SKIP_SEC } from './rate-of-rise';
import { chartLogOfForm } from './roast-form';

describe('rateOfRise (bean temperature rate of rise, °C/min, smoothed)', () => {
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
    const shuffled = [
      { t: 60, v: 16 },
      { t: 0, v: 10 },
      { t: 30, v: 13 },
    ];
    expect(rateOfRise(shuffled, 60)).toEqual([{ t: 60, v: 6 }]);
  });
});

// The real Artisan roast (°F) of /work/shared/data/roast-logs, as the form holds it after the import.
function realLogBt() {
  const text = fs.readFileSync(
    path.resolve(__dirname, '../../../../shared/data/roast-logs/haiti-baptiste-2021-02-09.csv'),
    'utf8',
  );
  const parsed = parseRoastLog('haiti.csv', text);
  if (!parsed.ok) throw new Error(parsed.error);
  const log = chartLogOfForm(roastLogToProfile(parsed.log).roasting_chart_log);
  if (!log) throw new Error('no chart log');
  return { bt: log.bt, turning: parsed.log.events.turning?.t ?? null };
}

describe('chartRateOfRise (the RoR stays on its axis)', () => {
  it('the real log: Artisan marks the turning point at CHARGE, so the unclipped RoR starts at 85 °C/min, far off 0–30', () => {
    const { bt, turning } = realLogBt();
    expect(turning).toBe(0);
    const raw = rateOfRise(bt, 30);
    expect(Math.max(...raw.filter((p) => p.t < 90).map((p) => p.v))).toBeGreaterThan(80);
  });

  it('the real log: the first 60 s after CHARGE are clipped and the axis widens to fit the rest; every point is on it', () => {
    const { bt, turning } = realLogBt();
    const ror = chartRateOfRise(bt, { charge: 0, turning });
    expect(ror.points[0].t).toBeGreaterThanOrEqual(ROR_SKIP_SEC);
    expect(ror.min).toBe(0);
    expect(ror.max).toBeGreaterThan(30);
    expect(ror.max).toBeLessThanOrEqual(45);
    expect(ror.max % 5).toBe(0);
    for (const p of ror.points) {
      expect(p.v).toBeGreaterThanOrEqual(ror.min);
      expect(p.v).toBeLessThanOrEqual(ror.max);
    }
    // Nothing after the first minute is lost: the rest of the roast is drawn.
    expect(ror.points.length).toBe(rateOfRise(bt, 30).filter((p) => p.t >= ROR_SKIP_SEC).length);
  });

  it('starts after the turning point when that is later than the clip, and keeps the 0–30 axis when the values fit', () => {
    // A drum roast: BT falls from 200 °C to 90 °C at 70 s, then rises 12 °C/min.
    const bt = Array.from({ length: 121 }, (_, i) => {
      const t = i * 5;
      return { t, v: t <= 70 ? 200 - (110 * t) / 70 : 90 + ((t - 70) * 12) / 60 };
    });
    const ror = chartRateOfRise(bt, { charge: 0, turning: 70 });
    expect(ror.points[0].t).toBeGreaterThanOrEqual(70 + 24);
    expect([ror.min, ror.max]).toEqual([...ROR_AXIS]);
    for (const p of ror.points) expect(p.v).toBeCloseTo(12, 5);
  });

  it('widens below 0 for a crash, in steps of 5, and never past the limit; a spike beyond it is not drawn', () => {
    const falling = Array.from({ length: 60 }, (_, i) => ({ t: 100 + i * 5, v: 200 - i * 5 * (7 / 60) }));
    expect(chartRateOfRise(falling, { skipSec: 0 })).toMatchObject({ min: -10, max: 30 });
    const spike = Array.from({ length: 60 }, (_, i) => ({ t: 100 + i * 5, v: 100 + i * 5 * (100 / 60) }));
    const r = chartRateOfRise(spike, { skipSec: 0 });
    expect(r.max).toBe(ROR_AXIS_LIMIT[1]);
    expect(r.points).toEqual([]);
  });
});
