import { displayDate, formatDateValue, parseDateValue } from './date-values';

describe('date / time values of the pickers (spec 000 §2 date, time, date-time pickers)', () => {
  it('reads the stored forms and gives null for empty or unreadable values', () => {
    expect(parseDateValue('2026-03-04', 'date')?.format('YYYY-MM-DD')).toBe('2026-03-04');
    expect(parseDateValue('20260304', 'date')?.format('YYYY-MM-DD')).toBe('2026-03-04');
    expect(parseDateValue('07:05', 'time')?.format('HH:mm:ss')).toBe('07:05:00');
    expect(parseDateValue('', 'date')).toBeNull();
    expect(parseDateValue('not a date', 'datetime')).toBeNull();
  });

  it('001 §3: an 8-character date stays 8 characters; others use the stored format', () => {
    const d = parseDateValue('2026-12-31 23:59:58', 'datetime');
    expect(formatDateValue(d, 'date', '20260101')).toBe('20261231');
    expect(formatDateValue(d, 'date', '')).toBe('2026-12-31');
    // A date-time is the instant on the user's clock, as ISO UTC (what the server stores).
    expect(formatDateValue(d, 'datetime')).toBe(d!.toDate().toISOString());
    expect(parseDateValue(formatDateValue(d, 'datetime'), 'datetime')?.format('YYYY-MM-DD HH:mm:ss')).toBe(
      '2026-12-31 23:59:58',
    );
    expect(formatDateValue(d, 'time')).toBe('23:59:58');
    expect(formatDateValue(null, 'date')).toBe('');
  });

  it('view mode shows the normalised text', () => {
    expect(displayDate('20260304', 'date')).toBe('2026-03-04');
    expect(displayDate(null, 'date')).toBe('');
  });
});
