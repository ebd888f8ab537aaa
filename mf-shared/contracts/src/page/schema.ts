import { isWellFormedText, utf8ByteLength } from './bytes';
import { valueTypeOf } from './fields';
import { dateKindOf, type DateTextKind, isDateText, maxCharsOf, valueBounds } from './formats';
import { scaleFactor } from './scale';
import { LIST_ITEMS_MAX, LIST_TEXT_MAX, SUBLIST_ROWS_MAX } from '../request-limits';
import type { FieldDecl, PageDecl, SublistDecl } from './types';

/** Name of the custom ajv keyword: `{ byteLength: { min?, max? } }` on strings (000 §5 check 6). */
export const BYTE_LENGTH_KEYWORD = 'byteLength';

/**
 * The keyword definition, structurally compatible with ajv 8's `ajv.addKeyword(def)`; contracts
 * import nothing, so the browser and the server each pass it to their own ajv instance.
 */
export const byteLengthKeyword = {
  keyword: BYTE_LENGTH_KEYWORD,
  type: 'string' as const,
  schemaType: 'object' as const,
  errors: false as const,
  validate(schema: { min?: number; max?: number }, data: string): boolean {
    const n = utf8ByteLength(data);
    return (schema.min === undefined || n >= schema.min) && (schema.max === undefined || n <= schema.max);
  },
};

/** `{ wellFormed: true }` on strings: no lone surrogate. */
export const wellFormedKeyword = {
  keyword: 'wellFormed',
  type: 'string' as const,
  schemaType: 'boolean' as const,
  errors: false as const,
  validate(schema: boolean, data: string): boolean {
    return !schema || isWellFormedText(data);
  },
};

/** `{ dateText: 'date' | 'month' | 'time' | 'datetime' }` on strings: calendar-valid ISO text, '' allowed. */
export const dateTextKeyword = {
  keyword: 'dateText',
  type: 'string' as const,
  schemaType: 'string' as const,
  errors: false as const,
  validate(schema: DateTextKind, data: string): boolean {
    return data === '' || isDateText(data, schema);
  },
};

/** Every keyword the page schemas use beyond JSON Schema's own; add each to the ajv instance. */
export const PAGE_AJV_KEYWORDS = [byteLengthKeyword, wellFormedKeyword, dateTextKeyword] as const;

/**
 * The message key a failed keyword answers with (the browser's key for the same rule, so a value
 * the form could not have sent still gets the reason); other failures are `bad_request`.
 */
export const SCHEMA_ERROR_KEYS: Readonly<
  Record<
    string,
    | 'field_minValue'
    | 'field_maxValue'
    | 'field_integer'
    | 'field_date'
    | 'field_text'
    | 'field_pattern'
    | 'field_maxLength'
    | 'array_too_long'
  >
> = {
  minimum: 'field_minValue',
  multipleOf: 'field_integer',
  maximum: 'field_maxValue',
  dateText: 'field_date',
  wellFormed: 'field_text',
  pattern: 'field_pattern',
  maxLength: 'field_maxLength',
  maxItems: 'array_too_long',
};

/** Ajv options the page schemas need (nullable values are written as union types). */
export const PAGE_AJV_OPTIONS = { allowUnionTypes: true } as const;

export type JsonSchema = Record<string, unknown>;

/** The JSON Schema of one field's stored value (null allowed: emptiness is the save checks' job). */
export function fieldSchema(field: FieldDecl): JsonSchema {
  const type = valueTypeOf(field);
  const factor = scaleFactor(field);
  switch (type) {
    case 'boolean':
      // Booleans travel as 1/0 (000 §5); true/false are accepted too.
      return { type: ['integer', 'boolean', 'null'], enum: [0, 1, true, false, null] };
    case 'integer':
    case 'number': {
      // Declared bounds, else the column's, in stored units.
      const bounds = valueBounds(field);
      const range = { minimum: Math.round(bounds.min * factor), maximum: Math.round(bounds.max * factor) };
      // A whole-number column takes no fraction: 7.5 answers field_integer (the form's own check), not
      // bad_request. A scaled value is stored as a whole number of its unit (000 §9: 15.5 g is 155;
      // the form rounds, toStored), so 1.5 there is below the unit: refused too (attacker review).
      return (factor === 1 && type === 'integer') || factor > 1
        ? { type: ['number', 'null'], ...range, multipleOf: 1 }
        : { type: ['number', 'null'], ...range };
    }
    case 'list': {
      const kind = dateKindOf(field);
      const item: JsonSchema = { type: ['string', 'number'], wellFormed: true, ...(kind ? { dateText: kind } : {}) };
      // Bounded both ways it may travel: as items, at most the select's choices; as comma-joined text.
      return {
        type: ['array', 'string', 'null'],
        items: item,
        wellFormed: true,
        maxItems: field.source?.codes?.length ?? LIST_ITEMS_MAX,
        maxLength: LIST_TEXT_MAX,
      };
    }
    default: {
      const kind = dateKindOf(field);
      const s: JsonSchema = { type: ['string', 'null'], wellFormed: true, ...(kind ? { dateText: kind } : {}) };
      if (field.minBytes !== undefined || field.maxBytes !== undefined) {
        // An empty optional string is fine; min bytes applies to filled values only.
        s.anyOf = [{ const: '' }, { [BYTE_LENGTH_KEYWORD]: { min: field.minBytes, max: field.maxBytes } }];
      }
      // An id's declared form (FieldDecl.pattern), an empty optional value aside.
      if (field.pattern) s.pattern = `^$|${field.pattern.re}`;
      // A textarea's characters (000 §5; ajv counts code points, as the save check does).
      const chars = maxCharsOf(field);
      if (chars !== undefined) s.maxLength = chars;
      return s;
    }
  }
}

function objectSchema(fields: readonly FieldDecl[]): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const f of fields) if (f.saveable !== false && !f.readOnly) properties[f.name] = fieldSchema(f);
  return { type: 'object', properties, additionalProperties: false };
}

function sublistSchema(sub: SublistDecl): JsonSchema {
  const rowKeys = sub.fields.filter((f) => sub.rowKeys.includes(f.name));
  // A change adds, changes or deletes at most as many rows as the record may hold.
  const maxItems = sub.maxRows ?? SUBLIST_ROWS_MAX;
  return {
    type: 'object',
    properties: {
      UPList: {
        type: 'array',
        maxItems,
        items: objectSchema([
          ...rowKeys.map((f) => ({ ...f, readOnly: false })),
          ...sub.fields.filter((f) => !sub.rowKeys.includes(f.name)),
        ]),
      },
      DEList: { type: 'array', maxItems, items: objectSchema(rowKeys.map((f) => ({ ...f, readOnly: false }))) },
    },
    required: ['UPList', 'DEList'],
    additionalProperties: false,
  };
}

/**
 * The ajv schema of a save payload (types.ts SavePayload) for this page: declared fields only
 * (mass-assignment safe: `additionalProperties: false`), stored units, byte lengths by keyword.
 * Who may set which field is checked separately (fieldAccess), so a refusal can be a 403.
 */
export function pageSchema(page: PageDecl): JsonSchema {
  const fields = page.sections.flatMap((s) => s.fields);
  const keyFields = fields.filter((f) => page.keys.includes(f.name));
  const upFields = fields.filter((f) => !f.generated);
  const subs = page.sections.flatMap((s) => (s.sublist ? [s.sublist] : []));
  return {
    type: 'object',
    properties: {
      mode: { enum: ['write', 'edit'] },
      keys: objectSchema(keyFields.map((f) => ({ ...f, readOnly: false }))),
      edit_at: { type: ['string', 'null'] },
      UPList: objectSchema(upFields.map((f) => (f.key ? { ...f, readOnly: false } : f))),
      sublists: {
        type: 'object',
        properties: Object.fromEntries(subs.map((s) => [s.name, sublistSchema(s)])),
        additionalProperties: false,
      },
    },
    required: ['mode', 'UPList'],
  };
}
