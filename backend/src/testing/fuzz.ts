import {
  dateKindOf,
  type FieldDecl,
  LIST_ITEMS_MAX,
  REQUEST_ARRAY_MAX,
  scaleFactor,
  valueBounds,
  valueTypeOf,
} from '@beantrail/contracts';

/** A lone high surrogate: text that is not well-formed Unicode. */
export const LONE_SURROGATE = 'a\ud800b';
/** Longer than a MariaDB TEXT column holds (65,535 bytes): a field without a bound would reach the database with it. */
export const HUGE_TEXT = 'x'.repeat(70_000);

/**
 * The fixed corpus of bad values for one field, by its type: wrong types,
 * numbers past the field's bounds (declared or its column's), impossible dates, lone surrogates,
 * text past its byte bound and past any column. Every one must be refused with a 4xx.
 */
export function badValues(field: FieldDecl): unknown[] {
  const type = valueTypeOf(field);
  const wrongTypes: unknown[] = [{ fuzz: 1 }];
  if (type === 'boolean') return [...wrongTypes, 2, 'yes'];
  if (type === 'integer' || type === 'number') {
    const factor = scaleFactor(field);
    const { min, max } = valueBounds(field);
    const values: unknown[] = [
      ...wrongTypes,
      '12abc',
      9.9e300,
      -9.9e300,
      Math.round(max * factor) + 1,
      Math.round(min * factor) - 1,
    ];
    if (type === 'integer' && factor === 1) values.push(1.5);
    return values;
  }
  // Past its own bound and past any TEXT column, whichever is longer (a chart log may hold 100,000 bytes).
  const huge =
    field.maxBytes !== undefined && field.maxBytes >= HUGE_TEXT.length ? 'x'.repeat(field.maxBytes + 1) : HUGE_TEXT;
  // Longer than the select's choices, than any list, and than any array of any request.
  if (type === 'list')
    return [
      [{ fuzz: 1 }],
      [LONE_SURROGATE],
      [huge],
      longList(Math.max(field.source?.codes?.length ?? LIST_ITEMS_MAX, 1) + 1),
      longList(REQUEST_ARRAY_MAX + 1),
      longList(32_767),
    ];
  const values: unknown[] = [...wrongTypes, 123, LONE_SURROGATE, huge];
  if (field.maxBytes !== undefined && field.maxBytes + 1 < huge.length) values.push('x'.repeat(field.maxBytes + 1));
  if (dateKindOf(field)) values.push('2024-13-45', '<b>x</b>', '2023-02-29');
  return values;
}

/** An array of `length` distinct short texts. */
export function longList(length: number): string[] {
  return Array.from({ length }, (_, i) => `L${i}`);
}

/** Versions (`edit_at`) that are no time at all: a remove or an edit must answer 400. */
export const BAD_VERSIONS: readonly unknown[] = [
  5,
  {},
  [],
  true,
  'not a time',
  '2024-13-45T00:00:00Z',
  LONE_SURROGATE,
  HUGE_TEXT,
];

/** Bodies whose shape is wrong: unknown keys, wrong types for the parts. */
export function badShapes(keys: Record<string, unknown> | null): Array<Record<string, unknown>> {
  const edit = (extra: Record<string, unknown>) => ({
    mode: 'edit',
    keys,
    edit_at: new Date().toISOString(),
    UPList: {},
    ...extra,
  });
  const shapes: Array<Record<string, unknown>> = [
    { mode: 'write', UPList: { __fuzz_unknown: 1 } },
    { mode: 'write', UPList: [] },
    { mode: 'write', UPList: 'x' },
    { mode: 'write', UPList: {}, sublists: 'x' },
    { mode: 'write', UPList: {}, sublists: { __fuzz_unknown: { UPList: [], DEList: [] } } },
    { mode: 'delete', UPList: {} },
    { mode: 'write', UPList: {}, keys: 5 },
  ];
  if (keys) {
    shapes.push(
      edit({ UPList: { __fuzz_unknown: 1 } }),
      edit({ keys: { ...keys, __fuzz_unknown: 1 } }),
      edit({ keys: 'x' }),
    );
  }
  return shapes;
}

/** A database row as plain JSON, so a read-back compares equal on both engines. */
export function plainRow(row: Record<string, unknown> | undefined): string {
  return JSON.stringify(row ?? null, (_k, v: unknown) =>
    typeof v === 'bigint'
      ? Number(v)
      : v instanceof Date
        ? v.toISOString()
        : Buffer.isBuffer(v)
          ? v.toString('hex')
          : v,
  );
}
