/**
 * Reading a JSON request body's values, one definition for every handler (the same lines stood
 * copied in each controller). The body keys were already checked (body-keys.ts): no key shadows an
 * inherited member, so `String()` and `Number()` of a value cannot throw.
 */

/**
 * A handler's parsed JSON body: absent on a call without one. Named RequestBody, not Body, so a
 * controller can import it beside Nest's `@Body()` decorator.
 */
export type RequestBody = Record<string, unknown> | undefined;

/** Missing, null or the empty text: no value given. */
export const blank = (v: unknown): boolean => v === undefined || v === null || v === '';

/** A switch as forms and option calls send it: true, 1, '1' or 'true'; anything else is off. */
export const truthy = (v: unknown): boolean => v === true || v === 1 || v === '1' || v === 'true';

/** A whole number (given as a number or its text), else null: a key that is not one matches nothing. */
export const int = (v: unknown): number | null => (blank(v) || !Number.isInteger(Number(v)) ? null : Number(v));
