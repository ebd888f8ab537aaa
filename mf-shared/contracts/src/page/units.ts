import type { Unit } from './types';

/** Spec 000 §9: conversions among g, Kg, t, oz, lb (grams per unit; avoirdupois oz and lb). */
export const GRAMS_PER: Record<'g' | 'Kg' | 't' | 'oz' | 'lb', number> = {
  g: 1,
  Kg: 1000,
  t: 1_000_000,
  oz: 28.349523125,
  lb: 453.59237,
};
export type MassUnit = keyof typeof GRAMS_PER;
export type TemperatureUnit = '°C' | '°F';

export function isMassUnit(unit: string): unit is MassUnit {
  return Object.prototype.hasOwnProperty.call(GRAMS_PER, unit);
}

export function convertMass(value: number, from: MassUnit, to: MassUnit): number {
  return (value * GRAMS_PER[from]) / GRAMS_PER[to];
}

/** Spec 000 §9: between °C and °F. */
export function convertTemperature(value: number, from: TemperatureUnit, to: TemperatureUnit): number {
  if (from === to) return value;
  return from === '°C' ? (value * 9) / 5 + 32 : ((value - 32) * 5) / 9;
}

/** Converts between two units of one family; throws when the families differ (g to °C). */
export function convertUnit(value: number, from: Unit, to: Unit): number {
  if (from === to) return value;
  if (isMassUnit(from) && isMassUnit(to)) return convertMass(value, from, to);
  if ((from === '°C' || from === '°F') && (to === '°C' || to === '°F')) return convertTemperature(value, from, to);
  throw new Error(`cannot convert ${from} to ${to}`);
}

/** Rounds to `digits` decimals for display (conversion results are floats). */
export function roundTo(value: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}
