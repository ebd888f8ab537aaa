import type { RoastPoint } from './types';

/** Fahrenheit temperature to Celsius. */
export const fToC = (f: number): number => ((f - 32) * 5) / 9;

/** A raw reading as °C or null: Artisan writes -1 (and non-numbers) for a missing reading. */
export function reading(value: unknown, unit: 'C' | 'F'): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value) || value === -1) return null;
  return unit === 'F' ? fToC(value) : value;
}

/** Seconds rounded to the millisecond, so float noise in Artisan's clock does not leak out. */
export const ms = (seconds: number): number => Math.round(seconds * 1000) / 1000;

/**
 * The turning point when the file does not mark one: the lowest bean temperature after CHARGE,
 * searched up to DRY END (or the first 3 minutes). Only a real dip counts.
 */
export function findTurning(
  samples: RoastPoint[],
  charge: RoastPoint | undefined,
  dried: RoastPoint | undefined,
): RoastPoint | undefined {
  if (!charge || charge.bt === null) return undefined;
  const limit = dried ? dried.t : charge.t + 180;
  let low: RoastPoint | undefined;
  for (const s of samples) {
    if (s.t <= charge.t || s.t >= limit || s.bt === null) continue;
    if (!low || s.bt < (low.bt as number)) low = s;
  }
  return low && (low.bt as number) < charge.bt ? low : undefined;
}

/** `YYYY-MM-DD` for a real calendar day (1900–2999), else undefined. */
export function isoDay(year: number, month: number, day: number): string | undefined {
  if (![year, month, day].every(Number.isInteger) || year < 1900 || year > 2999) return undefined;
  const d = new Date(Date.UTC(year, month - 1, day));
  if (d.getUTCFullYear() !== year || d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/**
 * A roast's day from the texts Artisan writes: `2021-02-09` (.alog `roastisodate`), `09.02.2021`
 * (the CSV header's `Date:`, day first) or `Tue Feb 9 2021` (.alog `roastdate`, English month
 * names only). Anything else, or a day that does not exist, is undefined.
 */
export function roastDay(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const v = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(v);
  if (m) return isoDay(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(v);
  if (m) return isoDay(Number(m[3]), Number(m[2]), Number(m[1]));
  m = /^(?:[A-Za-z]{2,}\.?,?\s+)?([A-Za-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/.exec(v);
  if (m && MONTHS.includes(m[1].toLowerCase()))
    return isoDay(Number(m[3]), MONTHS.indexOf(m[1].toLowerCase()) + 1, Number(m[2]));
  return undefined;
}

/** `HH:mm` or `HH:mm:ss` (24 h) as written, else undefined. */
export function clockTime(text: unknown): string | undefined {
  if (typeof text !== 'string') return undefined;
  const m = /^([01]?\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(text.trim());
  return m ? `${m[1].padStart(2, '0')}:${m[2]}${m[3] ? `:${m[3]}` : ''}` : undefined;
}
