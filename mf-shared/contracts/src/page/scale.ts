import { pageFields, pageSublists, valueTypeOf } from './fields';
import { RATING_HALF_STEP } from './input-bounds';
import type { FieldDecl, PageDecl, RecordValues, ScaleKind } from './types';

/**
 * Spec 000 §9 scale factors (stored = shown × factor): percent, mass, pressure, distance ×10;
 * temperature ×100 (input step 0.1); two-decimal ×100 (step 0.01); loss ×10; grinder point ×100;
 * moisture ×10 (001 §5 "Moisture values are stored times ten").
 */
export const SCALE_FACTORS: Record<ScaleKind, number> = {
  percent: 10,
  mass: 10,
  pressure: 10,
  distance: 10,
  temperature: 100,
  twoDecimal: 100,
  loss: 10,
  grinder: 100,
  moisture: 10,
};

export function scaleFactor(field: Pick<FieldDecl, 'scale'>): number {
  if (field.scale === undefined) return 1;
  return typeof field.scale === 'number' ? field.scale : SCALE_FACTORS[field.scale];
}

/** Input step: declared, else a half-step rating's 0.5 (000 §5), else 0.1 for temperature (000 §9), else 1/scale, else 1. */
export function stepOf(
  field: Pick<FieldDecl, 'scale' | 'step'> & Partial<Pick<FieldDecl, 'widget' | 'halfSteps'>>,
): number {
  if (field.step !== undefined) return field.step;
  if (field.widget === 'rating' && field.halfSteps) return RATING_HALF_STEP;
  if (field.scale === 'temperature' || field.scale === 'grinder') return 0.1;
  return 1 / scaleFactor(field);
}

function isNumeric(value: unknown): boolean {
  return (
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
  );
}

/** Shown → stored: multiplied by the factor and rounded to an integer; non-numbers pass unchanged. */
export function toStored(field: Pick<FieldDecl, 'scale'>, shown: unknown): unknown {
  const factor = scaleFactor(field);
  if (factor === 1 || !isNumeric(shown)) return shown;
  return Math.round(Number(shown) * factor);
}

/** Stored → shown, with float noise removed (1234 / 100 = 12.34, not 12.340000000000002). */
export function toDisplay(field: Pick<FieldDecl, 'scale'>, stored: unknown): unknown {
  const factor = scaleFactor(field);
  if (factor === 1 || !isNumeric(stored)) return stored;
  const digits = Math.ceil(Math.log10(factor));
  return Number((Number(stored) / factor).toFixed(digits));
}

function convertRecord(page: PageDecl, values: RecordValues, fn: (f: FieldDecl, v: unknown) => unknown): RecordValues {
  const out: RecordValues = { ...values };
  for (const field of pageFields(page))
    if (field.name in out && valueTypeOf(field) !== 'list') out[field.name] = fn(field, out[field.name]);
  for (const sub of pageSublists(page)) {
    const rows = out[sub.name];
    if (!Array.isArray(rows)) continue;
    out[sub.name] = rows.map((row: RecordValues) => {
      const r: RecordValues = { ...row };
      for (const f of sub.fields) if (f.name in r) r[f.name] = fn(f, r[f.name]);
      return r;
    });
  }
  return out;
}

export function recordToStored(page: PageDecl, shown: RecordValues): RecordValues {
  return convertRecord(page, shown, toStored);
}

export function recordToDisplay(page: PageDecl, stored: RecordValues): RecordValues {
  return convertRecord(page, stored, toDisplay);
}
