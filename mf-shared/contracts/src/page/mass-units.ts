import type { Locale } from '../locale';
import type { FieldDecl } from './types';
import { convertMass, isMassUnit, type MassUnit } from './units';

/**
 * Spec 000 §9 units g/Kg/t/oz/lb. Every mass field (`scale: 'mass'`) is stored
 * in tenths of a gram (the ×10 mass scale over grams) and held by forms in grams; its declared
 * `unit` is only the unit it is shown in by default. The user may choose one unit for every mass
 * (tool bar, cookie `bt_mass`): the widgets and list cells convert grams to it for display and
 * what is typed back to grams. Bounds (`minValue`/`maxValue`) of a mass field are in grams.
 */
export const MASS_CHOICES = ['auto', 'g', 'Kg', 't', 'oz', 'lb'] as const;
export type MassChoice = (typeof MASS_CHOICES)[number];

/** The unit forms hold masses in (the stored unit before its ×10 scale). */
export const MASS_FORM_UNIT: MassUnit = 'g';

/** Decimals shown per unit: about the stored precision (0.1 g) and never more. */
export const MASS_DIGITS: Record<MassUnit, number> = { g: 1, Kg: 4, t: 7, oz: 3, lb: 4 };

export function isMassChoice(value: unknown): value is MassChoice {
  return typeof value === 'string' && (MASS_CHOICES as readonly string[]).includes(value);
}

export function isMassField(field: Pick<FieldDecl, 'scale'>): boolean {
  return field.scale === 'mass';
}

/** The unit a mass field is shown and typed in: the user's choice, else its declared unit (g when none). */
export function massUnitOf(field: Pick<FieldDecl, 'unit'>, choice: MassChoice): MassUnit {
  if (choice !== 'auto') return choice;
  return field.unit && isMassUnit(field.unit) ? field.unit : MASS_FORM_UNIT;
}

/** The unit label shown after a field: the mass unit in use for a mass field, else the declared one. */
export function shownUnitOf(field: Pick<FieldDecl, 'scale' | 'unit'>, choice: MassChoice): string | undefined {
  return isMassField(field) ? massUnitOf(field, choice) : field.unit;
}

/** Grams (the form's value) in a unit, rounded to that unit's shown decimals. */
export function gramsIn(unit: MassUnit, grams: number): number {
  return Number(convertMass(grams, MASS_FORM_UNIT, unit).toFixed(MASS_DIGITS[unit]));
}

/** A value typed in a unit as grams, to the stored precision (0.1 g). */
export function gramsOf(unit: MassUnit, value: number): number {
  return Number(convertMass(value, unit, MASS_FORM_UNIT).toFixed(1));
}

/** The Intl locale of a product locale (Korean and English both group thousands with ","). */
export function numberLocale(locale: Locale): string {
  return locale === 'kr' ? 'ko-KR' : 'en-US';
}

/** A number with thousands separators and at most `digits` decimals (1234567.5 → "1,234,567.5"). */
export function formatNumber(value: number, locale: Locale, digits = 3): string {
  return new Intl.NumberFormat(numberLocale(locale), { maximumFractionDigits: digits }).format(value);
}

/** Grams shown in a unit with thousands separators and the unit: 29600 g in Kg → "29.6 Kg". */
export function formatMass(grams: number, unit: MassUnit, locale: Locale): string {
  return `${formatNumber(gramsIn(unit, grams), locale, MASS_DIGITS[unit])} ${unit}`;
}
