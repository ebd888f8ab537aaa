/** Spec 000 §4, §9: the main timer's start time is kept in local storage for up to 24 hours. */
export const TIMER_STORAGE_KEY = 'bt.timer.start';
export const TIMER_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** Spec 000 §9: the display refreshes every 100 ms. */
export const TIMER_TICK_MS = 100;

/** The stored start time to resume, or undefined when absent, malformed, in the future or 24 h old. */
export function restoreTimerStart(stored: string | null | undefined, now: number): number | undefined {
  if (!stored) return undefined;
  const start = Number(stored);
  if (!Number.isFinite(start) || start > now) return undefined;
  return now - start < TIMER_MAX_AGE_MS ? start : undefined;
}

/** Elapsed time as mm:ss (or h:mm:ss from one hour on); the 100 ms tick keeps the seconds on time. */
export function formatElapsed(ms: number): string {
  const totalSeconds = Math.max(0, Math.floor(ms / 1000));
  const s = totalSeconds % 60;
  const m = Math.floor(totalSeconds / 60) % 60;
  const h = Math.floor(totalSeconds / 3600);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${h > 0 ? `${h}:` : ''}${pad(m)}:${pad(s)}`;
}
