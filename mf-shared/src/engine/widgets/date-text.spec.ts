import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { displayDate, type DateKind } from './date-text';
import { DATE_FORMATS, parseDateValue } from './date-values';

dayjs.extend(customParseFormat);

// Issue 17: the list's dates are read without dayjs. The pickers' reading (date-values.ts, dayjs)
// is the reference: a list cell must show what the record's form shows.
const byDayjs = (value: unknown, kind: DateKind) => {
  const d = parseDateValue(value, kind);
  return d ? d.format(DATE_FORMATS[kind]) : '';
};

const VALUES = [
  '2026-03-04', '20260304', '2026.03.04', '2026-3-4', '2026/03/04', '2026-02-30', '2026-02-29', '2024-02-29', '2026-13-01', '2026-00-10',
  '2026-03', '202603', '2026',
  '07:05', '07:05:09', '23:59:59', '24:00', '7:05', '12:60',
  '2026-12-31 23:59:58', '2026-12-31T23:59:58', '2026-12-31 23:59', '20261231235958', '2026-12-31 24:00:00', '2026-12-31T10:00:00.123',
  '2026-03-04T01:00:00.000Z', '2026-03-04T01:00:00Z', '2026-03-04T10:00:00+09:00', '2026-03-04T10:00:00.5+09:00',
  '9999-12-31', 'not a date', ' 2026-03-04', '2026-03-04 ', 'Tue Mar 03 2026', '', null, undefined, 20260304, 0,
];

describe('the list and view text of a stored date, without dayjs (spec 000 §2 pickers; issue 17)', () => {
  it.each(['date', 'month', 'time', 'datetime'] as DateKind[])('reads every %s value as the pickers do', (kind) => {
    for (const value of VALUES) expect([value, displayDate(value, kind)]).toEqual([value, byDayjs(value, kind)]);
  });

  it('shows the normalised text, and nothing for empty or unreadable values', () => {
    expect(displayDate('20260304', 'date')).toBe('2026-03-04');
    expect(displayDate('2026.03.04', 'date')).toBe('2026-03-04');
    expect(displayDate('2026-12-31 23:59', 'datetime')).toBe('2026-12-31 23:59:00');
    expect(displayDate('07:05', 'time')).toBe('07:05:00');
    expect(displayDate('not a date', 'datetime')).toBe('');
    expect(displayDate(null, 'date')).toBe('');
  });

  it('keeps a year before 100 (dayjs reads 0099 as 1999)', () => {
    expect(displayDate('0099-01-01', 'date')).toBe('0099-01-01');
    expect(byDayjs('0099-01-01', 'date')).toBe('1999-01-01');
  });

  it('shows a stored instant on the reader’s clock', () => {
    const instant = new Date(Date.UTC(2026, 2, 4, 1, 0, 0));
    const local = `2026-03-${String(instant.getDate()).padStart(2, '0')} ${String(instant.getHours()).padStart(2, '0')}:00:00`;
    expect(displayDate(instant.toISOString(), 'datetime')).toBe(local);
  });
});
