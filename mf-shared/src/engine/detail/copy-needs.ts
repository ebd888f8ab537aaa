import type { FieldDecl, RecordValues } from '@beantrail/contracts';

const blank = (v: unknown) => v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0);

/** A field's `copyFrom` declaration in its object form, or null for a field without one. */
export function copySpec(field: FieldDecl): Exclude<FieldDecl['copyFrom'], string | undefined> | null {
  if (!field.copyFrom) return null;
  return typeof field.copyFrom === 'string' ? { url: field.copyFrom } : field.copyFrom;
}

/**
 * The fields a copy call still waits for, by name: those its declaration `needs` and the field's own
 * value (002 §4: a serial check needs the serial and its type). Empty when it can run.
 */
export function missingForCopy(field: FieldDecl, value: unknown, values: RecordValues): string[] {
  const spec = copySpec(field);
  if (!spec) return [];
  return [...(spec.needs ?? []), field.name].filter((name) => blank(name === field.name ? value : values[name]));
}
