/** Seconds as mm:ss (or h:mm:ss with `hours`), signed: the timeline chart's x axis (spec 000 §9). */
export function formatMmSs(seconds: number, hours = false): string {
  const sign = seconds < 0 ? '-' : '';
  const s = Math.round(Math.abs(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  if (hours) return `${sign}${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
  return `${sign}${pad(Math.floor(s / 60))}:${pad(s % 60)}`;
}

/** Parses m:ss, mm:ss, h:mm:ss or plain seconds (optionally negative); null when it is not a time. */
export function parseMmSs(text: string): number | null {
  const t = text.trim();
  if (!t) return null;
  const m = /^(-)?(\d+)(?::(\d{1,2}))?(?::(\d{1,2}))?$/.exec(t);
  if (!m) return null;
  const parts = [m[2], m[3], m[4]].filter((p): p is string => p !== undefined).map(Number);
  if (parts.slice(1).some((p) => p > 59)) return null;
  const value = parts.reduce((acc, p) => acc * 60 + p, 0);
  return m[1] ? -value : value;
}
