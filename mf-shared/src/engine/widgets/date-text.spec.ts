import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { displayClock12, displayDate, shortDay, type DateKind } from './date-text';
import { DATE_FORMATS, parseDateValue } from './date-values';

import 'dayjs/locale/ko';

dayjs.extend(customParseFormat);

// The list's dates are read without dayjs. The pickers' reading (date-values.ts, dayjs)
// is the reference: a list cell must show what the record's form shows.
const byDayjs = (value: unknown, kind: DateKind) => {
  const d = parseDateValue(value, kind);
  return d ? d.format(DATE_FORMATS[kind]) : '';
};

const VALUES = [
  '2026-03-04',
  '20260304',
  '2026.03.04',
  '2026-3-4',
  '2026/03/04',
  '2026-02-30',
  '2026-02-29',
  '2024-02-29',
  '2026-13-01',
  '2026-00-10',
  '2026-03',
  '202603',
  '2026',
  '07:05',
  '07:05:09',
  '23:59:59',
  '24:00',
  '7:05',
  '12:60',
  '2026-12-31 23:59:58',
  '2026-12-31T23:59:58',
  '2026-12-31 23:59',
  '20261231235958',
  '2026-12-31 24:00:00',
  '2026-12-31T10:00:00.123',
  '2026-03-04T01:00:00.000Z',
  '2026-03-04T01:00:00Z',
  '2026-03-04T10:00:00+09:00',
  '2026-03-04T10:00:00.5+09:00',
  '9999-12-31',
  'not a date',
  ' 2026-03-04',
  '2026-03-04 ',
  'Tue Mar 03 2026',
  '',
  null,
  undefined,
  20260304,
  0,
];

describe('the list and view text of a stored date, without dayjs (spec 000 §2 pickers)', () => {
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

describe('event times on a 12-hour clock (spec 002 §9: "MM-DD A hh:mm" and "YYYY-MM-DD A hh:mm")', () => {
  it("shows the date, the half of the day in the page's language and hh:mm, without seconds", () => {
    expect(displayClock12('2026-03-04 14:05:09', 'kr')).toBe('2026-03-04 오후 02:05');
    expect(displayClock12('2026-03-04 14:05:09', 'en')).toBe('2026-03-04 PM 02:05');
    expect(displayClock12('2026-03-04 09:30:00', 'kr')).toBe('2026-03-04 오전 09:30');
    expect(displayClock12('2026-03-04 09:30:00', 'en')).toBe('2026-03-04 AM 09:30');
  });

  it('leaves out the year on phones (767 px breakpoint) when it is this year', () => {
    const in2026 = new Date(2026, 5, 1);
    expect(displayClock12('2026-12-31 23:59:58', 'kr', true, in2026)).toBe('12-31 오후 11:59');
    expect(displayClock12('2026-12-31 23:59:58', 'en', true, in2026)).toBe('12-31 PM 11:59');
    expect(displayClock12('2025-12-31 23:59:58', 'en', true, in2026)).toBe('2025-12-31 PM 11:59');
  });
});

describe('phone list dates (001 §2 "MM-DD on mobile"): the year stays when it is not the current one', () => {
  it('drops only the current year', () => {
    const now = new Date(2026, 10, 28);
    expect(shortDay('2026-11-27', now)).toBe('11-27');
    expect(shortDay('2021-02-09', now)).toBe('2021-02-09');
    expect(shortDay('2027-01-02', now)).toBe('2027-01-02');
    expect(shortDay('', now)).toBe('');
  });

  it('reads midnight as 12 AM and noon as 12 PM, as a 12-hour clock does', () => {
    expect(displayClock12('2026-03-04 00:10:00', 'en')).toBe('2026-03-04 AM 12:10');
    expect(displayClock12('2026-03-04 12:10:00', 'kr')).toBe('2026-03-04 오후 12:10');
  });

  it("shows a stored instant on the reader's clock, and nothing for an empty or unreadable value", () => {
    const instant = new Date(Date.UTC(2026, 2, 4, 1, 0, 0));
    const h = instant.getHours();
    const expected = `03-${String(instant.getDate()).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'} ${String(h % 12 || 12).padStart(2, '0')}:00`;
    expect(displayClock12(instant.toISOString(), 'en', true)).toBe(expected);
    expect(displayClock12('', 'kr')).toBe('');
    expect(displayClock12(null, 'en')).toBe('');
    expect(displayClock12('not a time', 'kr')).toBe('');
  });

  it('reads as the picker writes it (dayjs "YYYY-MM-DD A hh:mm" in ko and en)', () => {
    for (const value of ['2026-03-04 00:10:00', '2026-03-04 11:59:00', '2026-03-04 12:00:00', '2026-03-04 23:45:00']) {
      expect(displayClock12(value, 'kr')).toBe(dayjs(value).locale('ko').format('YYYY-MM-DD A hh:mm'));
      expect(displayClock12(value, 'en')).toBe(dayjs(value).locale('en').format('YYYY-MM-DD A hh:mm'));
    }
  });
});
