import { fieldAccess } from '../can';
import { buildSavePayload } from '../payload';
import { saveChecks } from '../validate';
import { eventPage, eventReadValues, followEvent } from './event';
import { DAY_MS, eventEndOf, eventPeriodOk, eventStatus, eventTermOf } from './event-time';
import { SIGNUP_PAGES } from './signup';

const start = Date.parse('2026-11-24T01:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('event times (002 §3 Event, §4 Event, §5 term 0–31 days, §9 default 3)', () => {
  it('status: READY before the start, OPEN until the end (inclusive), CLOSED after; none without both times', () => {
    const end = start + 3 * DAY_MS;
    expect(eventStatus(iso(start), iso(end), start - 1)).toBe('READY');
    expect(eventStatus(iso(start), iso(end), start)).toBe('OPEN');
    expect(eventStatus(iso(start), iso(end), end)).toBe('OPEN');
    expect(eventStatus(iso(start), iso(end), end + 1)).toBe('CLOSED');
    expect(eventStatus(iso(start), null, start)).toBeNull();
  });

  it('the end is the start plus the term in days; a term outside 0–31 or no start gives none', () => {
    expect(eventEndOf(iso(start), 3)).toBe('2026-11-27T01:00:00.000Z');
    expect(eventEndOf(iso(start), '0')).toBe(iso(start));
    expect(eventEndOf(iso(start), 32)).toBeNull();
    expect(eventEndOf(iso(start), -1)).toBeNull();
    expect(eventEndOf(iso(start), 1.5)).toBeNull();
    expect(eventEndOf('', 3)).toBeNull();
  });

  it('the term is read back only when the span is whole days within bounds', () => {
    expect(eventTermOf(iso(start), iso(start + 5 * DAY_MS))).toBe(5);
    expect(eventTermOf(iso(start), iso(start + 5 * DAY_MS + 1000))).toBeNull();
    expect(eventTermOf(iso(start), iso(start + 40 * DAY_MS))).toBeNull();
  });

  it('the period the server accepts: not ending before it starts, at most 31 days', () => {
    expect(eventPeriodOk(iso(start), iso(start))).toBe(true);
    expect(eventPeriodOk(iso(start), iso(start + 31 * DAY_MS))).toBe(true);
    expect(eventPeriodOk(iso(start), iso(start + 31 * DAY_MS + 1))).toBe(false);
    expect(eventPeriodOk(iso(start), iso(start - 1))).toBe(false);
    expect(eventPeriodOk(null, iso(start))).toBe(false);
  });
});

describe('the event form follows the start and the term (002 §4 Event)', () => {
  const values = { event_start: iso(start), event_term: 3, event_end: '', event_year: 2020 };

  it('changing the start or the term recomputes the end; in write mode the year follows the start', () => {
    const written = followEvent(new Set(['event_start']), values, 'write');
    expect(written).toEqual({ event_end: iso(start + 3 * DAY_MS), event_year: new Date(start).getFullYear() });
    expect(followEvent(new Set(['event_term']), { ...values, event_term: 7 }, 'edit')).toEqual({
      event_end: iso(start + 7 * DAY_MS),
    });
    // In edit mode the year stays the user's.
    expect(followEvent(new Set(['event_start']), values, 'edit')).not.toHaveProperty('event_year');
  });

  it('clearing the start clears the end; a term out of bounds leaves the end; other changes do nothing', () => {
    expect(followEvent(new Set(['event_start']), { ...values, event_start: '' }, 'edit')).toEqual({ event_end: '' });
    expect(followEvent(new Set(['event_term']), { ...values, event_end: 'kept', event_term: 40 }, 'edit')).toEqual({});
    expect(followEvent(new Set(['event_name']), values, 'write')).toEqual({});
  });
});

describe('what a read event carries (002 §2.11: status in lists, the QR only depending on status)', () => {
  const row = { event_type: 'SGNP', event_uuid: 'u-1', event_start: iso(start), event_end: iso(start + 2 * DAY_MS) };

  it('a sign-up event shows its QR target until it ends', () => {
    const cafe = eventReadValues('cafe');
    expect(cafe(row, start - DAY_MS)).toEqual({ event_status: 'READY', event_term: 2, event_signup_qr: 'u-1' });
    expect(cafe(row, start + DAY_MS)).toMatchObject({ event_status: 'OPEN', event_signup_qr: 'u-1' });
    expect(cafe(row, start + 3 * DAY_MS)).toMatchObject({ event_status: 'CLOSED', event_signup_qr: null });
    expect(cafe({ ...row, event_type: 'CUPP' }, start)).toMatchObject({ event_signup_qr: null });
  });

  it('a roastery’s customer event shows the registration QR instead (002 §2.5 roasterregister)', () => {
    const roaster = eventReadValues('roaster');
    expect(roaster({ ...row, event_type: 'CSTMR' }, start)).toEqual({
      event_status: 'OPEN',
      event_term: 2,
      event_signup_qr: null,
      event_register_qr: 'u-1',
    });
    expect(roaster(row, start)).toMatchObject({ event_signup_qr: 'u-1', event_register_qr: null });
  });

  it('the QR of a cafe event opens the cafe sign-up, a roastery event the roastery sign-up (002 §2.5)', () => {
    const qr = (scope: 'cafe' | 'roaster') =>
      eventPage(scope)
        .sections.flatMap((s) => s.fields)
        .find((f) => f.name === 'event_signup_qr')?.link;
    expect(qr('cafe')).toBe('/{locale}/user/link/cafesignup/{value}');
    expect(qr('roaster')).toBe('/{locale}/user/link/roastersignup/{value}');
    const register = eventPage('roaster')
      .sections.flatMap((s) => s.fields)
      .find((f) => f.name === 'event_register_qr');
    expect(register?.link).toBe('/{locale}/cafe/supplier/roasterregister/{value}');
    expect(
      eventPage('cafe')
        .sections.flatMap((s) => s.fields)
        .some((f) => f.name === 'event_register_qr'),
    ).toBe(false);
  });
});

describe('the sign-up form (002 §3 "Sign-up forms", §5)', () => {
  const page = SIGNUP_PAGES.cafe;
  const ctx = { mode: 'write' as const, locale: 'kr' as const };

  it('the agreement must be ticked (save_check_ok), after the nick’s own checks', () => {
    expect(saveChecks(page, { event_uuid: 'u', user_nick: 'Weekend', save_check: false }, ctx)).toEqual([
      { key: 'save_check_ok', field: 'save_check', value: false },
    ]);
    expect(saveChecks(page, { event_uuid: 'u', user_nick: 'Weekend', save_check: true }, ctx)).toEqual([]);
    expect(saveChecks(page, { event_uuid: 'u', user_nick: '', save_check: false }, ctx).map((e) => e.key)).toEqual([
      'field_required',
      'save_check_ok',
    ]);
  });

  it('the nick is 3–100 bytes: one Hangul syllable is 3 bytes', () => {
    expect(saveChecks(page, { event_uuid: 'u', user_nick: '주', save_check: true }, ctx)).toEqual([]);
    expect(saveChecks(page, { event_uuid: 'u', user_nick: 'ab', save_check: true }, ctx)[0]).toMatchObject({
      key: 'field_minLength',
      field: 'user_nick',
    });
    expect(saveChecks(page, { event_uuid: 'u', user_nick: '가'.repeat(34), save_check: true }, ctx)[0]).toMatchObject({
      key: 'field_maxLength',
      field: 'user_nick',
    });
  });
});

describe('the term is a form helper (FieldDecl.formOnly; 002 §3 "event_term (days, not saved)")', () => {
  const page = eventPage('cafe');
  const viewer = { usertype: ['USER'] as const, roles: { cafe: 'OWN' as const } };
  const term = page.sections.flatMap((s) => s.fields).find((f) => f.name === 'event_term')!;

  it('may be typed in, is checked 0–31 in the form, and is never sent', () => {
    expect(fieldAccess(viewer, term, 'write', 'cafe').edit).toBe(true);
    const values = {
      event_type: 'SGNP',
      event_start: iso(start),
      event_end: iso(start),
      event_year: 2026,
      event_name: 'Open call',
      event_term: 32,
    };
    expect(saveChecks(page, values, { mode: 'write', locale: 'en', viewer })).toEqual([
      expect.objectContaining({ key: 'field_maxValue', field: 'event_term' }),
    ]);
    const payload = buildSavePayload(page, null, { ...values, event_term: 3 }, { mode: 'write', viewer });
    expect(payload?.UPList).not.toHaveProperty('event_term');
    expect(payload?.UPList).toMatchObject({ event_start: iso(start), event_year: 2026 });
  });
});
