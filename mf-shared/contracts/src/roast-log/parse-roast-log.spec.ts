import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '../messages';
import { parseRoastLog } from './parse';
import { parsePythonLiteral } from './python-literal';
import { ROAST_EVENTS, ROAST_LOG_MAX_SAMPLES, type RoastLog } from './types';
import { clockTime, fToC, roastDay } from './units';

// The real Artisan roast (recorded in °F), in its .alog and CSV forms: /work/shared/data/roast-logs.
const DATA = path.resolve(__dirname, '../../../../../shared/data/roast-logs');
const read = (ext: string) => fs.readFileSync(path.join(DATA, `haiti-baptiste-2021-02-09.${ext}`), 'utf8');

function ok(fileName: string, text: string): RoastLog {
  const result = parseRoastLog(fileName, text);
  if (!result.ok) throw new Error(`${fileName}: ${result.error} ${result.detail ?? ''}`);
  return result.log;
}

describe('parseRoastLog: the real Artisan files (spec 001 §4)', () => {
  const alog = ok('haiti-baptiste-2021-02-09.alog', read('alog'));
  const csv = ok('haiti-baptiste-2021-02-09.csv', read('csv'));

  it('reads the .alog: °F converted to °C, events from timeindex relative to CHARGE', () => {
    expect(alog.unit).toBe('F');
    expect(alog.samples).toHaveLength(507);
    // CHARGE is sample 36 (BT 194.1647 °F, ET 157.10234 °F); DROP 461 s later (BT 419.9306 °F).
    expect(alog.events.charge).toEqual({ t: 0, bt: fToC(194.1647), et: fToC(157.10234) });
    expect(alog.events.charge!.bt).toBeCloseTo(90.0915, 4);
    expect(alog.events.end!.t).toBeCloseTo(461, 0);
    expect(alog.events.end!.bt).toBeCloseTo(fToC(419.9306), 6);
    expect(Math.round(alog.events.dried!.t)).toBe(57);
    expect(Math.round(alog.events.first_start!.t)).toBe(336);
    expect(Math.round(alog.events.first_end!.t)).toBe(395);
    // Artisan's own TP (computed.TP_idx) is CHARGE in this roast; SCs/SCe were not marked.
    expect(alog.events.turning!.t).toBe(0);
    expect(alog.events.second_start).toBeUndefined();
    expect(alog.events.second_end).toBeUndefined();
    // Samples before CHARGE have negative times.
    expect(alog.samples[0].t).toBeCloseTo(-37, 0);
  });

  it('reads the CSV export to the same stages (±1 s, temperatures within the CSV rounding)', () => {
    expect(csv.unit).toBe('F');
    expect(csv.samples).toHaveLength(alog.samples.length);
    expect(Object.keys(csv.events).sort()).toEqual(Object.keys(alog.events).sort());
    for (const event of ROAST_EVENTS) {
      const a = alog.events[event];
      const c = csv.events[event];
      if (!a) continue;
      expect(Math.abs(c!.t - a.t)).toBeLessThanOrEqual(1);
      expect(Math.abs(c!.bt! - a.bt!)).toBeLessThan(0.01);
      expect(Math.abs(c!.et! - a.et!)).toBeLessThan(0.01);
    }
  });

  it('reads the same curve from both files', () => {
    alog.samples.forEach((a, i) => {
      const c = csv.samples[i];
      expect(Math.abs(c.t - a.t)).toBeLessThanOrEqual(1);
      expect(Math.abs(c.bt! - a.bt!)).toBeLessThan(0.01);
      expect(Math.abs(c.et! - a.et!)).toBeLessThan(0.01);
    });
  });

  it('reads a JSON-syntax .alog the same as the Python-literal one', () => {
    const json = JSON.stringify(parsePythonLiteral(read('alog')));
    expect(json.startsWith('{"version":"2.4.4"')).toBe(true);
    expect(ok('haiti.alog', json)).toEqual(alog);
  });

  it('reads Windows line ends and a byte-order mark the same', () => {
    expect(ok('h.csv', '\uFEFF' + read('csv').replace(/\n/g, '\r\n'))).toEqual(csv);
    expect(ok('h.alog', '\uFEFF' + read('alog'))).toEqual(alog);
  });

  it('keeps °C files as they are', () => {
    const celsius = read('alog').replace("'mode': 'F'", "'mode': 'C'");
    const log = ok('c.alog', celsius);
    expect(log.unit).toBe('C');
    expect(log.events.charge!.bt).toBe(194.1647);
  });
});

describe('parseRoastLog: file types and errors (spec 001 §4, §8)', () => {
  it('answers only with catalogue keys that have Korean and English text', () => {
    for (const key of [
      'not_checked_file_label',
      'under_construction_text',
      'roastingfile_malformed',
      'roastingfile_upload_label',
      'roastingfile_one',
    ] as const) {
      expect(MESSAGES[key].kr).toMatch(/[가-힣]/);
      expect(MESSAGES[key].en.length).toBeGreaterThan(10);
    }
  });

  it('refuses types other than .alog/.csv/.txt/.tsv with not_checked_file_label', () => {
    for (const name of ['roast.png', 'roast.xlsx', 'roast', 'roast.csv.exe'])
      expect(parseRoastLog(name, 'x')).toEqual({ ok: false, error: 'not_checked_file_label' });
  });

  it('answers .json with the under-construction notice', () => {
    expect(parseRoastLog('roast.JSON', '{}')).toEqual({ ok: false, error: 'under_construction_text' });
  });

  it('takes any name that contains .alog, in any case', () => {
    expect(
      parseRoastLog('Roast.ALOG.bak', "{'mode': 'C', 'timex': [0, 1], 'temp1': [100, 101], 'temp2': [90, 91]}").ok,
    ).toBe(true);
  });

  it('refuses malformed content with roastingfile_malformed and a short detail', () => {
    const cases: Array<[string, string, RegExp]> = [
      ['a.alog', "{'mode': 'F', 'timex': [0, 1", /not an Artisan profile/],
      ['a.alog', '[1, 2, 3]', /not a dict/],
      ['a.alog', "{'mode': 'F', 'temp1': [], 'temp2': []}", /no timex/],
      ['a.alog', "{'mode': 'F', 'timex': [], 'temp1': [], 'temp2': []}", /no samples/],
      ['a.alog', "{'mode': 'K', 'timex': [0], 'temp1': [1], 'temp2': [1]}", /unknown temperature mode/],
      ['a.alog', "__import__('os').system('true')", /not an Artisan profile/],
      ['a.csv', 'Date:09.02.2021\tUnit:F\tCHARGE:00:01\nTime1\tTime2\tET\tBT\tEvent\nxx\t\t1\t2\t', /line 3: Time1/],
      [
        'a.csv',
        'Date:09.02.2021\tUnit:F\nTime1\tTime2\tET\tBT\tEvent\n00:01\t\tabc\t2\t',
        /line 3: ET is not a number/,
      ],
      ['a.txt', 'hello world', /tab-separated/],
      ['a.txt', 'time\tBT\tET\n', /no samples/],
      ['a.tsv', 'time\tBT\tET\n0\t100\t200\nsoon\t101\t201', /line 3: the time/],
      ['a.txt', '', /empty/],
    ];
    for (const [name, text, detail] of cases) {
      const result = parseRoastLog(name, text);
      expect(result).toMatchObject({ ok: false, error: 'roastingfile_malformed' });
      expect(result.ok === false && result.detail).toMatch(detail);
    }
  });
});

describe('parseRoastLog: a file cut short is refused', () => {
  const csv = read('csv');
  const lines = csv.split('\n');
  const malformed = (name: string, text: string) => {
    const result = parseRoastLog(name, text);
    expect(result).toMatchObject({ ok: false, error: 'roastingfile_malformed' });
    return result.ok ? '' : (result.detail ?? '');
  };

  it('refuses the real CSV cut in the middle of its last row (the Event cell lost)', () => {
    // Cut inside the BT reading of the last sample (08:33, BT 363.308): 4 of 5 cells, BT "363.".
    const end = csv.lastIndexOf('363.308');
    expect(end).toBeGreaterThan(0);
    const cut = csv.slice(0, end + 4);
    expect(cut.endsWith('08:33\t07:56\t383.954\t363.')).toBe(true);
    expect(malformed('haiti.csv', cut)).toMatch(/^line 509: 4 of 5 columns, the file is cut short/);
  });

  it('refuses the real CSV cut before its DROP: the header stage lies past the last sample', () => {
    // The first 300 samples end at 05:03; FCs is 06:13 and DROP 08:18 (row 1 of the real file).
    const cut = lines.slice(0, 2 + 300).join('\n');
    expect(malformed('haiti.csv', cut)).toMatch(/FCs 06:13 lies outside the samples \(00:00 to 05:03\)/);
    // Cut between FCe (07:12) and DROP: DROP is the stage past the end.
    expect(malformed('haiti.csv', lines.slice(0, 2 + 470).join('\n'))).toMatch(/^DROP 08:18 lies outside the samples/);
    // A whole file still reads, and so does one cut after DROP (the cooling samples lost).
    expect(parseRoastLog('haiti.csv', csv).ok).toBe(true);
    expect(parseRoastLog('haiti.csv', lines.slice(0, 2 + 500).join('\n')).ok).toBe(true);
  });

  it('refuses a header stage before the first sample', () => {
    const late = [lines[0], lines[1], ...lines.slice(2 + 60)].join('\n');
    expect(malformed('haiti.csv', late)).toMatch(/CHARGE 00:37 lies outside the samples \(01:02 to 08:33\)/);
  });

  it('refuses a plain table whose last row lost its ET cell', () => {
    expect(malformed('a.tsv', 'time\tBT\tET\n0\t100\t200\n1\t101\t201\n2\t10')).toMatch(/line 4: 2 of 3 columns/);
    // An empty reading with its cell present is a missing reading, not a cut row.
    expect(parseRoastLog('a.tsv', 'time\tBT\tET\n0\t100\t200\n1\t101\t').ok).toBe(true);
  });

  it('refuses the real .alog whose readings end before its DROP mark', () => {
    const alog = read('alog');
    const doc = parsePythonLiteral(alog) as Record<string, unknown>;
    const keep = 300;
    const cut = {
      ...doc,
      timex: (doc.timex as number[]).slice(0, keep),
      temp1: (doc.temp1 as number[]).slice(0, keep),
      temp2: (doc.temp2 as number[]).slice(0, keep),
    };
    expect(malformed('haiti.alog', JSON.stringify(cut))).toMatch(
      /first_start is marked at sample \d+ but the profile has 300 samples/,
    );
    // A truncated text is not a profile at all.
    expect(malformed('haiti.alog', alog.slice(0, Math.floor(alog.length / 2)))).toMatch(/not an Artisan profile/);
  });
});

describe('parseRoastLog: plain tab-separated tables (spec 001 §4)', () => {
  it('reads time, BT, ET with a header, seconds or mm:ss, °C by default', () => {
    const text = 'time\tBT\tET\n0\t200\t220\n0:30\t150.5\t210\n60\t\t215\n01:30\t-1\t230\n02:00\t170\t240\n';
    const log = ok('roast.txt', text);
    expect(log.unit).toBe('C');
    expect(log.samples).toEqual([
      { t: 0, bt: 200, et: 220 },
      { t: 30, bt: 150.5, et: 210 },
      { t: 60, bt: null, et: 215 },
      { t: 90, bt: null, et: 230 },
      { t: 120, bt: 170, et: 240 },
    ]);
    // CHARGE is the row at 0 s; the turning point is the lowest BT after it.
    expect(log.events).toEqual({ charge: { t: 0, bt: 200, et: 220 }, turning: { t: 30, bt: 150.5, et: 210 } });
  });

  it('reads a table without a header, and columns named in another order with °F', () => {
    expect(ok('r.tsv', '10\t100\t120\n11\t101\t121').samples).toEqual([
      { t: 0, bt: 100, et: 120 },
      { t: 1, bt: 101, et: 121 },
    ]);
    const log = ok('r.csv', 'ET (°F)\tTime\tBT (°F)\n392\t0\t356\n401\t1\t212\n');
    expect(log.unit).toBe('F');
    expect(log.samples[0]).toEqual({ t: 0, bt: 180, et: 200 });
    expect(log.samples[1].bt).toBe(100);
  });
});

describe('the roast day a log states (an imported log sets the roast date)', () => {
  it('the real .alog: roastisodate 2021-02-09 and roasttime 20:15:17', () => {
    const log = ok('haiti.alog', read('alog'));
    expect(log).toMatchObject({ date: '2021-02-09', time: '20:15:17' });
  });

  it('the real CSV export: row 1 "Date:09.02.2021" (day first) and "Time:20:15" give the same day', () => {
    expect(ok('haiti.csv', read('csv'))).toMatchObject({ date: '2021-02-09', time: '20:15' });
  });

  it('an .alog without roastisodate falls back to roastdate ("Tue Feb 9 2021")', () => {
    const text = read('alog').replace(/'roastisodate': '[^']*',/, '');
    expect(text).not.toContain('roastisodate');
    expect(ok('old.alog', text).date).toBe('2021-02-09');
  });

  it('a plain table, a missing or an impossible date states no day', () => {
    expect(ok('roast.txt', 'time\tBT\tET\n0\t200\t220\n60\t150\t210\n').date).toBeUndefined();
    const csv = read('csv');
    expect(ok('h.csv', csv.replace('Date:09.02.2021', 'Date:31.02.2021')).date).toBeUndefined();
    expect(ok('h.csv', csv.replace('Date:09.02.2021', 'Date:')).date).toBeUndefined();
    expect(ok('h.csv', csv.replace('Date:09.02.2021', 'Date:')).time).toBeUndefined();
  });

  it('roastDay reads the forms Artisan writes and nothing else; clockTime checks 24 h clocks', () => {
    expect(roastDay('2021-02-09')).toBe('2021-02-09');
    expect(roastDay('9.2.2021')).toBe('2021-02-09');
    expect(roastDay('Tue Feb 9 2021')).toBe('2021-02-09');
    expect(roastDay('February 29 2024')).toBe('2024-02-29');
    expect(roastDay('February 29 2023')).toBeUndefined();
    expect(roastDay('2021-13-01')).toBeUndefined();
    expect(roastDay('Di. Feb. 9 2021')).toBe('2021-02-09');
    expect(roastDay('Mär 9 2021')).toBeUndefined();
    expect(roastDay(1612923317)).toBeUndefined();
    expect(clockTime('20:15')).toBe('20:15');
    expect(clockTime('7:05:09')).toBe('07:05:09');
    expect(clockTime('24:00')).toBeUndefined();
  });
});

describe('logs longer than a real one', () => {
  const artisanCsv = (rows: number) =>
    [
      'Date:09.02.2021\tUnit:F\tCHARGE:00:00',
      'Time1\tTime2\tET\tBT\tEvent',
      ...Array.from(
        { length: rows },
        (_, i) =>
          `${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}\t\t400\t300\t`,
      ),
    ].join('\n');

  it('a 200,000-row Artisan CSV whose clock wraps every hour is roastingfile_rows, not a stack overflow', () => {
    expect(parseRoastLog('long.csv', artisanCsv(200_000))).toMatchObject({ ok: false, error: 'roastingfile_rows' });
  });

  it('takes exactly ROAST_LOG_MAX_SAMPLES rows, in either table form and as an .alog', () => {
    const most = parseRoastLog('ok.csv', artisanCsv(ROAST_LOG_MAX_SAMPLES));
    expect(most.ok && most.log.samples.length).toBe(ROAST_LOG_MAX_SAMPLES);
    const alog = (n: number) =>
      `{'mode': 'C', 'timex': [${Array.from({ length: n }, (_, i) => i).join(', ')}], 'temp1': [${Array(n).fill(200).join(', ')}], 'temp2': [${Array(n).fill(150).join(', ')}]}`;
    expect(parseRoastLog('a.alog', alog(ROAST_LOG_MAX_SAMPLES)).ok).toBe(true);
    expect(parseRoastLog('a.alog', alog(ROAST_LOG_MAX_SAMPLES + 1))).toMatchObject({
      ok: false,
      error: 'roastingfile_rows',
    });
  });
});
