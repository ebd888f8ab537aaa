import type { FieldDecl } from './types';

/**
 * The field shapes many records share, declared once so that a bound changes in one place: the
 * record's own key, a year, the record's date and a weighed mass. Each takes the field's name and
 * returns a new declaration (a page may extend it with `...`).
 */

/** The record's own key, numbered by the server: shown read-only, hidden while creating. */
export const generatedKey = (name: string): FieldDecl => ({
  name,
  widget: 'number',
  type: 'integer',
  key: true,
  generated: true,
  readOnly: true,
  hiddenOnCreate: true,
});

/** A required year, 2000 to 2100, this year by default; `more` adds a key or a lock. */
export const yearField = (name: string, more: Partial<FieldDecl> = {}): FieldDecl => ({
  name,
  widget: 'number',
  type: 'integer',
  required: true,
  default: { now: 'year' },
  minValue: 2000,
  maxValue: 2100,
  ...more,
});

/** The date a record is of: required, today by default, fixed once saved (a roast, a lot, a brew, a cup note). */
export const recordDate = (name: string): FieldDecl => ({
  name,
  widget: 'date',
  required: true,
  lockedOnUpdate: true,
  default: { now: 'date' },
  maxBytes: 10,
});

/** A weighed mass of beans, required, 0.1 g to 1 t (stored in tenths of a gram, as every mass). */
export const weighedMass = (name: string): FieldDecl => ({
  name,
  widget: 'number',
  scale: 'mass',
  unit: 'g',
  required: true,
  minValue: 0.1,
  maxValue: 1000000,
});
