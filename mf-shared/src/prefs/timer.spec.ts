import { formatElapsed, restoreTimerStart, TIMER_MAX_AGE_MS } from './timer';

describe('main timer (spec 000 §4, §9)', () => {
  const now = 1_750_000_000_000;

  it('spec 000 §4: restores a start time under 24 hours old', () => {
    expect(restoreTimerStart(String(now - 5_000), now)).toBe(now - 5_000);
    expect(restoreTimerStart(String(now - TIMER_MAX_AGE_MS + 1), now)).toBe(now - TIMER_MAX_AGE_MS + 1);
  });

  it('spec 000 §4: drops a start time 24 hours old or older', () => {
    expect(restoreTimerStart(String(now - TIMER_MAX_AGE_MS), now)).toBeUndefined();
    expect(restoreTimerStart(String(now - TIMER_MAX_AGE_MS * 3), now)).toBeUndefined();
  });

  it('spec 000 §4: ignores missing, malformed or future values', () => {
    expect(restoreTimerStart(null, now)).toBeUndefined();
    expect(restoreTimerStart('soon', now)).toBeUndefined();
    expect(restoreTimerStart(String(now + 1000), now)).toBeUndefined();
  });

  it('spec 000 §4: shows mm:ss, and h:mm:ss from one hour on', () => {
    expect(formatElapsed(0)).toBe('00:00');
    expect(formatElapsed(65_432)).toBe('01:05');
    expect(formatElapsed(3_723_900)).toBe('1:02:03');
  });
});
