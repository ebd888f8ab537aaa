import {
  type RoastEvent,
  type RoastLog,
  RoastLogMalformed,
  type RoastPoint,
  ROAST_LOG_MAX_SAMPLES,
  RoastLogTooLong,
} from './types';
import { clockTime, findTurning, ms, reading, roastDay } from './units';

/** Artisan's CSV header keys (mm:ss from the start of recording) and Event-column names. */
const HEADER_EVENTS: Record<string, RoastEvent> = {
  CHARGE: 'charge',
  TP: 'turning',
  DRYe: 'dried',
  FCs: 'first_start',
  FCe: 'first_end',
  SCs: 'second_start',
  SCe: 'second_end',
  DROP: 'end',
};
const COLUMN_EVENTS: Record<string, RoastEvent> = {
  charge: 'charge',
  tp: 'turning',
  'dry end': 'dried',
  drye: 'dried',
  fcs: 'first_start',
  fce: 'first_end',
  scs: 'second_start',
  sce: 'second_end',
  drop: 'end',
};

/** A .csv/.txt/.tsv file: Artisan's CSV export, or a plain table of time, BT, ET. */
export function readTable(text: string): RoastLog {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const first = lines.find((l) => l.trim() !== '') ?? '';
  return /^Date:/.test(first) && /\tUnit:/.test(first) ? readArtisanCsv(lines) : readPlainTable(lines);
}

/** "mm:ss", "h:mm:ss" or "-mm:ss" to seconds; undefined when it is not a clock. */
export function clock(value: string): number | undefined {
  const m = /^(-)?(?:(\d+):)?(\d+):(\d{1,2}(?:\.\d+)?)$/.exec(value.trim());
  if (!m) return undefined;
  const s = Number(m[2] ?? 0) * 3600 + Number(m[3]) * 60 + Number(m[4]);
  return m[1] ? -s : s;
}

/** A cell as a number, null when empty; undefined when it is something else. */
function numberCell(value: string | undefined): number | null | undefined {
  const v = (value ?? '').trim();
  if (v === '') return null;
  return /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(v) ? Number(v) : undefined;
}

function temp(value: string | undefined, unit: 'C' | 'F', line: number, column: string): number | null {
  const n = numberCell(value);
  if (n === undefined) throw new RoastLogMalformed(`line ${line}: ${column} is not a number`);
  return reading(n, unit);
}

/**
 * Artisan's export: row 1 `Date:… Unit:F CHARGE:mm:ss TP:… DROP:…`, row 2 column names
 * (Time1 Time2 ET BT Event, maybe extra devices), then one row per sample. ET and BT are read by
 * position because extra devices may repeat the names.
 */
function readArtisanCsv(lines: string[]): RoastLog {
  const start = lines.findIndex((l) => l.trim() !== '');
  const header = new Map<string, string>();
  for (const cell of lines[start].split('\t')) {
    const m = /^([A-Za-z]+):(.*)$/.exec(cell.trim());
    if (m) header.set(m[1], m[2].trim());
  }
  const unitText = header.get('Unit');
  if (unitText !== 'F' && unitText !== 'C')
    throw new RoastLogMalformed(`line ${start + 1}: unknown unit ${JSON.stringify(unitText)}`);
  const unit = unitText;

  type Row = { abs: number; bt: number | null; et: number | null; event: string };
  const rows: Row[] = [];
  // Artisan writes every cell of every row (an empty Event too): a row with fewer cells than the
  // column names is a file cut in the middle of that row.
  const columns = Math.max((lines[start + 1] ?? '').split('\t').length, 4);
  for (let i = start + 2; i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const cells = lines[i].split('\t');
    const abs = clock(cells[0] ?? '');
    if (abs === undefined) throw new RoastLogMalformed(`line ${i + 1}: Time1 is not mm:ss`);
    if (cells.length < columns)
      throw new RoastLogMalformed(`line ${i + 1}: ${cells.length} of ${columns} columns, the file is cut short`);
    rows.push({
      abs,
      et: temp(cells[2], unit, i + 1, 'ET'),
      bt: temp(cells[3], unit, i + 1, 'BT'),
      event: (cells[4] ?? '').trim().toLowerCase(),
    });
    if (rows.length > ROAST_LOG_MAX_SAMPLES)
      throw new RoastLogTooLong(`line ${i + 1}: more than ${ROAST_LOG_MAX_SAMPLES} samples`);
  }
  if (rows.length === 0) throw new RoastLogMalformed('the file has no samples');

  // Event times from the header, else from the Event column.
  const eventAbs = new Map<RoastEvent, number>();
  // A header stage must lie within the samples (to the second: both are Artisan's whole-second
  // clock): one past the last sample means the file lost its end.
  // A loop, not Math.min(...rows): spread over 200,000 rows overflowed the stack (a 500).
  let first = Infinity;
  let last = -Infinity;
  for (const r of rows) {
    if (r.abs < first) first = r.abs;
    if (r.abs > last) last = r.abs;
  }
  for (const [key, event] of Object.entries(HEADER_EVENTS)) {
    const abs = clock(header.get(key) ?? '');
    if (abs === undefined) continue;
    if (abs > last + 1 || abs < first - 1)
      throw new RoastLogMalformed(
        `${key} ${header.get(key)} lies outside the samples (${mmss(first)} to ${mmss(last)}), the file is cut short`,
      );
    eventAbs.set(event, abs);
  }
  for (const row of rows) {
    const event = COLUMN_EVENTS[row.event];
    if (event && !eventAbs.has(event)) eventAbs.set(event, row.abs);
  }
  // No CHARGE: count from the first sample, as Artisan does.
  const chargeAbs = eventAbs.get('charge') ?? rows[0].abs;
  eventAbs.set('charge', chargeAbs);

  // Offsets from Time1 (not Time2): the same clock as the header's event times, so a sample and
  // its event agree, and Time2's truncation would put two samples in one second.
  const samples: RoastPoint[] = rows.map((r) => ({ t: ms(r.abs - chargeAbs), bt: r.bt, et: r.et }));
  const events: RoastLog['events'] = {};
  for (const [event, abs] of eventAbs) {
    let best = 0;
    rows.forEach((r, i) => {
      if (Math.abs(r.abs - abs) < Math.abs(rows[best].abs - abs)) best = i;
    });
    events[event] = { t: ms(abs - chargeAbs), bt: rows[best].bt, et: rows[best].et };
  }
  if (!events.turning) {
    const tp = findTurning(samples, events.charge, events.dried);
    if (tp) events.turning = tp;
  }
  // Row 1's `Date:` (day first, 09.02.2021) and `Time:` (20:15).
  const date = roastDay(header.get('Date'));
  const time = clockTime(header.get('Time'));
  return { unit, samples, events, ...(date ? { date } : {}), ...(date && time ? { time } : {}) };
}

/** A plain table: time (seconds or mm:ss), BT, ET; an optional header names the columns and may say °F. */
function readPlainTable(lines: string[]): RoastLog {
  const start = lines.findIndex((l) => l.trim() !== '');
  if (start < 0) throw new RoastLogMalformed('the file is empty');
  const sep = lines[start].includes('\t')
    ? '\t'
    : lines[start].includes(',')
      ? ','
      : lines[start].includes(';')
        ? ';'
        : null;
  if (!sep) throw new RoastLogMalformed('line 1: expected tab-separated columns time, BT, ET');
  const firstCells = lines[start].split(sep).map((c) => c.trim());
  const hasHeader = timeCell(firstCells[0]) === undefined;
  let cols = { time: 0, bt: 1, et: 2 };
  let unit: 'C' | 'F' = 'C';
  if (hasHeader) {
    const find = (re: RegExp, fallback: number) => {
      const i = firstCells.findIndex((c) => re.test(c));
      return i >= 0 ? i : fallback;
    };
    cols = {
      time: find(/^(time|t|sec|seconds?|시간)\b/i, 0),
      bt: find(/^(bt|bean|원두)/i, 1),
      et: find(/^(et|air|env|공기)/i, 2),
    };
    if (firstCells.some((c) => /°\s*F\b|\(\s*°?F\s*\)|\[\s*°?F\s*\]/i.test(c))) unit = 'F';
  }

  const rows: RoastPoint[] = [];
  // Every row holds the time, BT and ET cells (a reading may be empty, its cell may not be missing):
  // fewer cells is a row cut in the middle.
  const columns = Math.max(cols.time, cols.bt, cols.et) + 1;
  for (let i = start + (hasHeader ? 1 : 0); i < lines.length; i++) {
    if (lines[i].trim() === '') continue;
    const cells = lines[i].split(sep);
    const t = timeCell(cells[cols.time] ?? '');
    if (t === undefined) throw new RoastLogMalformed(`line ${i + 1}: the time is not seconds or mm:ss`);
    if (cells.length < columns)
      throw new RoastLogMalformed(`line ${i + 1}: ${cells.length} of ${columns} columns, the file is cut short`);
    rows.push({ t, bt: temp(cells[cols.bt], unit, i + 1, 'BT'), et: temp(cells[cols.et], unit, i + 1, 'ET') });
    if (rows.length > ROAST_LOG_MAX_SAMPLES)
      throw new RoastLogTooLong(`line ${i + 1}: more than ${ROAST_LOG_MAX_SAMPLES} samples`);
  }
  if (!rows.some((r) => r.bt !== null || r.et !== null)) throw new RoastLogMalformed('the file has no samples');
  rows.sort((a, b) => a.t - b.t);
  // Times count from CHARGE: the row at 0 when there is one, else the first row.
  const t0 = rows.some((r) => r.t === 0) ? 0 : rows[0].t;
  const samples = rows.map((r) => ({ ...r, t: ms(r.t - t0) }));
  const events: RoastLog['events'] = { charge: samples.find((s) => s.t === 0) };
  const tp = findTurning(samples, events.charge, undefined);
  if (tp) events.turning = tp;
  return { unit, samples, events };
}

/** Seconds as m:ss for a message. */
function mmss(seconds: number): string {
  const s = Math.round(seconds);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function timeCell(value: string): number | undefined {
  const n = numberCell(value);
  return typeof n === 'number' ? n : clock(value);
}
