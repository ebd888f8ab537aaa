import { createContext, useContext } from 'react';

/**
 * What a field holds that is not yet a value: a date picker showing a day that does not exist
 * (2026-02-30, year 0000). The picker keeps such a text in its sections and
 * the form value empty (MUI keeps typing only so); the detail form asks here before its save checks,
 * so the user is told "not a valid date" and shown what was typed, not "required, (empty)".
 */
export interface TypedInputs {
  /** `text` returns what the field shows; null forgets the field (its value is valid or empty again). */
  set(field: string, text: (() => string) | null): void;
  /** The fields holding such text, with what each shows now. */
  list(): { field: string; text: string }[];
}

export function createTypedInputs(): TypedInputs {
  const held = new Map<string, () => string>();
  return {
    set(field, text) {
      if (text) held.set(field, text);
      else held.delete(field);
    },
    list: () => [...held].map(([field, text]) => ({ field, text: text() })),
  };
}

export const TypedInputsContext = createContext<TypedInputs | null>(null);

/** The detail form's registry, or null outside one (a list's search fields). */
export function useTypedInputs(): TypedInputs | null {
  return useContext(TypedInputsContext);
}
