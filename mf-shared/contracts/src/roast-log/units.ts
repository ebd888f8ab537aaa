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
export function findTurning(samples: RoastPoint[], charge: RoastPoint | undefined, dried: RoastPoint | undefined): RoastPoint | undefined {
  if (!charge || charge.bt === null) return undefined;
  const limit = dried ? dried.t : charge.t + 180;
  let low: RoastPoint | undefined;
  for (const s of samples) {
    if (s.t <= charge.t || s.t >= limit || s.bt === null) continue;
    if (!low || s.bt < (low.bt as number)) low = s;
  }
  return low && (low.bt as number) < charge.bt ? low : undefined;
}
