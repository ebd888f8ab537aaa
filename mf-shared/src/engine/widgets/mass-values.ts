import {
  formatMass,
  formatNumber,
  gramsIn,
  gramsOf,
  type Locale,
  MASS_DIGITS,
  type MassUnit,
} from '@beantrail/contracts';

/**
 * A mass field's form value is grams; its box shows and takes the user's unit.
 * Pure helpers of the mass box, list cells and the validation dialog (unit-tested).
 */

const isNumeric = (v: unknown): v is number | string =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

/** What the view shows: "29.6 Kg" with thousands separators; '' when empty; other text as it is. */
export function massText(grams: unknown, unit: MassUnit, locale: Locale): string {
  if (grams === null || grams === undefined || grams === '') return '';
  return isNumeric(grams) ? formatMass(Number(grams), unit, locale) : String(grams);
}

/** The number alone ("29.6", "29,600"), for a view that puts the unit after it itself. */
export function massNumberText(grams: unknown, unit: MassUnit, locale: Locale): string {
  if (grams === null || grams === undefined || grams === '') return '';
  return isNumeric(grams) ? formatNumber(gramsIn(unit, Number(grams)), locale, MASS_DIGITS[unit]) : String(grams);
}

/** What the edit box shows for a form value: the number in the unit, without separators. */
export function massInputText(grams: unknown, unit: MassUnit): string {
  if (grams === null || grams === undefined || grams === '') return '';
  return isNumeric(grams) ? String(gramsIn(unit, Number(grams))) : String(grams);
}

/**
 * What the box hands to the form: grams for a number typed in the unit, '' when empty, the raw
 * text otherwise (so the save check answers field_NaN, as for any number box).
 */
export function parseMassInput(raw: string, unit: MassUnit): number | string {
  const text = raw.trim();
  if (text === '') return '';
  const n = Number(text);
  return Number.isFinite(n) ? gramsOf(unit, n) : raw;
}

/** Whether the box's text already stands for the form value (then it is left as typed: "29."). */
export function sameMass(text: string, grams: unknown, unit: MassUnit): boolean {
  const parsed = parseMassInput(text, unit);
  if (parsed === '') return grams === '' || grams === null || grams === undefined;
  if (typeof parsed === 'number') return isNumeric(grams) && Number(grams) === parsed;
  return parsed === grams;
}
