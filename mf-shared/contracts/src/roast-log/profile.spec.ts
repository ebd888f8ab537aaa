import { parseRoastLog } from './parse';
import { chartLog, CHART_LOG_MAX_LENGTH, roastLogToProfile } from './profile';
import { syntheticAlog } from './synthetic-alog';
import type { RoastLog } from './types';
import { fToC } from './units';

const log: RoastLog = {
  unit: 'C',
  samples: [
    { t: -2, bt: 30, et: 40 },
    { t: 0, bt: 200.04, et: 230.06 },
    { t: 0.4, bt: 199, et: 231 },
    { t: 1.2, bt: 190.55, et: null },
    { t: 2, bt: 185, et: 233 },
    { t: 3, bt: 180, et: 234 },
  ],
  events: {
    charge: { t: 0, bt: 200.04, et: 230.06 },
    turning: { t: 3, bt: 180, et: 234 },
    end: { t: 2, bt: 185, et: 233 },
  },
};

describe('roastLogToProfile (spec 001 §3 stages, §4 import)', () => {
  it('fills term/bean/air per stage: whole seconds, °C to 1 decimal, null when the event is absent', () => {
    const fields = roastLogToProfile(log);
    expect(fields).toMatchObject({
      roasting_start_term: 0,
      roasting_start_bean: 200,
      roasting_start_air: 230.1,
      roasting_turning_term: 3,
      roasting_turning_bean: 180,
      roasting_turning_air: 234,
      roasting_end_term: 2,
      roasting_end_bean: 185,
      roasting_end_air: 233,
      roasting_dried_term: null,
      roasting_dried_bean: null,
      roasting_dried_air: null,
      roasting_second_end_term: null,
    });
    expect(Object.keys(fields)).toHaveLength(8 * 3 + 1);
  });

  it('writes the chart log from CHARGE to DROP, one entry per second, first sample of a second wins', () => {
    expect(JSON.parse(chartLog(log))).toEqual({ '0': [200, 230.1], '1': [190.6, null], '2': [185, 233] });
  });

  it('fits a 1 h 1 Hz log in the column, and downsamples evenly when it would not', () => {
    const parsed = parseRoastLog('long.alog', syntheticAlog(3600));
    if (!parsed.ok) throw new Error(parsed.detail);
    const text = roastLogToProfile(parsed.log).roasting_chart_log as string;
    expect(text.length).toBeLessThanOrEqual(CHART_LOG_MAX_LENGTH);
    const full = JSON.parse(text) as Record<string, [number | null, number | null]>;
    expect(Object.keys(full)).toHaveLength(3600);
    expect(full['0']).toEqual([Math.round(fToC(400) * 10) / 10, Math.round(fToC(300) * 10) / 10]);
    expect(full['600'][0]).toBeNull(); // Artisan's -1: no reading
    const small = JSON.parse(chartLog(parsed.log, 20_000)) as Record<string, unknown>;
    const keys = Object.keys(small).map(Number);
    expect(JSON.stringify(small).length).toBeLessThanOrEqual(20_000);
    expect(keys[0]).toBe(0);
    expect(keys[keys.length - 1]).toBe(3599);
    const gaps = new Set(keys.slice(1, -1).map((k, i) => k - keys[i]));
    expect(gaps.size).toBe(1); // one even step
  });

  it('reads the generated 1 h profile: stages, turning point from computed.TP_idx, °F to °C', () => {
    const parsed = parseRoastLog('long.alog', syntheticAlog(3600));
    if (!parsed.ok) throw new Error(parsed.detail);
    const f = roastLogToProfile(parsed.log);
    expect(parsed.log.samples).toHaveLength(3600);
    expect(f).toMatchObject({
      roasting_start_term: 0,
      roasting_turning_term: 180,
      roasting_dried_term: 1440,
      roasting_first_start_term: 2879,
      roasting_end_term: 3599,
    });
    expect(f.roasting_turning_bean).toBe(Math.round(fToC(200) * 10) / 10);
  });
});
