import {
  INPUT_DIRECT_VALUE,
  maxCharsOf,
  stepOf,
  utf8ByteLength,
  valueBounds,
  type FieldDecl,
  type UserType,
} from '@beantrail/contracts';

/** Spec 000 §4, §9: a select reload keeps its button busy for 1 s. */
export const SELECT_RELOAD_BUSY_MS = 1000;
/** Spec 000 §7, §9: option lists from a data URL are cached 1 hour. */
export const OPTION_CACHE_MS = 3_600_000;

/**
 * The character cap of a text input: a textarea's characters (000 §5, `maxCharsOf`, checked on save
 * on both sides too), and a byte limit never allows more characters than bytes. Byte bounds are
 * checked on save (000 §5 check 6), so the input itself only stops runaway text.
 */
export function charLimit(field: FieldDecl): number | undefined {
  const chars = maxCharsOf(field);
  if (chars === undefined) return field.maxBytes;
  return Math.min(field.maxBytes ?? Infinity, chars);
}

/** A byte counter shows from this share of the field's bound: a counter under every box was noise. */
export const BYTE_COUNTER_FROM = 0.8;

/**
 * "250 / 300 bytes" counter data for byte-bounded text (001 §5 "with a counter"), once the text
 * nears its bound (`BYTE_COUNTER_FROM`); undefined before, and for a field without one.
 */
export function byteCounter(field: FieldDecl, value: unknown): { count: number; max: number } | undefined {
  if (!field.maxBytes) return undefined;
  const count = utf8ByteLength(typeof value === 'string' ? value : '');
  return count >= field.maxBytes * BYTE_COUNTER_FROM ? { count, max: field.maxBytes } : undefined;
}

/**
 * Input attributes of a number field (000 §5 "Field bounds": min, max, step = 1/scale); without a
 * declared bound, the column's, as the save check uses.
 */
export function numberInputAttrs(field: FieldDecl): { step: number; min: number; max: number } {
  const { min, max } = valueBounds(field);
  return { step: stepOf(field), min, max };
}

/**
 * What a number box hands to the form: a number when the text is numeric, '' when empty, and the
 * raw text otherwise, so the save check can answer field_NaN (000 §5 check 5) instead of losing it.
 */
export function parseNumberInput(raw: string): number | string {
  const text = raw.trim();
  if (text === '') return '';
  const n = Number(text);
  return Number.isFinite(n) ? n : raw;
}

/** Rating step: half stars when declared (000 §5 "optional 0.5 half step"), as the checks read it. */
export function ratingStep(field: FieldDecl): number {
  return stepOf(field);
}

/** A slider's range (000 §5 "slider default 0 to 100", else its declared bounds) and step. */
export function sliderRange(field: FieldDecl): { min: number; max: number; step: number } {
  return { ...valueBounds(field), step: stepOf(field) };
}

/** A rating's stars (000 §5 "default maximum 5 stars", else its declared maximum). */
export function ratingMax(field: FieldDecl): number {
  return valueBounds(field).max;
}

/** A score not given yet: empty, or text that is no number (the save check names that one). */
export function isUnsetNumber(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

/** Clamps a number box value into [min, max] for slider / rating companions. */
export function clampNumber(value: unknown, min: number, max: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) return min;
  return Math.min(max, Math.max(min, n));
}

/** Spec 000 §6: the select reload runs at once for ADMIN/SADMIN, others confirm first. */
export function reloadNeedsConfirm(usertype: readonly UserType[] | undefined): boolean {
  return !(usertype ?? []).some((t) => t === 'ADMIN' || t === 'SADMIN');
}

export function inputDirectValue(field: FieldDecl): string | undefined {
  return field.inputDirect ? (field.inputDirect.value ?? INPUT_DIRECT_VALUE) : undefined;
}

/** Spec 000 §4: choosing the "input direct" value reveals the linked text field. */
export function isInputDirectChosen(field: FieldDecl, value: unknown): boolean {
  const direct = inputDirectValue(field);
  if (direct === undefined) return false;
  return Array.isArray(value) ? value.map(String).includes(direct) : String(value ?? '') === direct;
}

/** Booleans arrive as 1/0, '1'/'0', true/false. */
export function asBoolean(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** Lists arrive as arrays or comma-separated strings (000 §3 "comma-separated string"). */
export function asList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value === 'string' && value !== '')
    return value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
  if (typeof value === 'number') return [String(value)];
  return [];
}

export function isEmptyValue(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}
