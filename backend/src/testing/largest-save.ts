import { type FieldDecl, type PageDecl, pageFields, pageSublists } from '@beantrail/contracts';

/** A row's sublist count when the declaration sets no maximum (none does today). */
const ROWS_WITHOUT_LIMIT = 20;

/**
 * The biggest value a field can legitimately carry, as sent: text at its byte limit in characters
 * that JSON escapes to two bytes (a chart log is mostly quotes), numbers with every digit, lists
 * of every choice. Text without a declared limit is counted at 300 bytes (names, 001 §5).
 */
function largestValue(field: FieldDecl): unknown {
  if (field.type === 'boolean' || field.widget === 'switch' || field.widget === 'checkbox') return 1;
  if (
    field.type === 'integer' ||
    field.type === 'number' ||
    field.widget === 'number' ||
    field.widget === 'rating' ||
    field.widget === 'slider'
  )
    return -123456789.123456;
  if (field.widget === 'date' || field.widget === 'datetime' || field.widget === 'time' || field.type === 'date')
    return '2024-12-31T23:59:59.999Z';
  if (
    field.type === 'list' ||
    field.widget === 'multiSelect' ||
    field.widget === 'checkboxGroup' ||
    field.widget === 'dates'
  ) {
    const choices = field.source?.codes?.length ?? 30;
    return Array.from({ length: choices }, (_, i) => `CODE${i}`.padEnd(10, 'X'));
  }
  return '"'.repeat(field.maxBytes ?? 300);
}

/** The largest write a page's declaration admits: every saveable field, every sublist at its row limit. */
export function largestSaveBody(page: PageDecl): Record<string, unknown> {
  const saveable = (f: FieldDecl) => f.saveable !== false && !f.generated && !f.readOnly;
  const UPList = Object.fromEntries(
    pageFields(page)
      .filter(saveable)
      .map((f) => [f.name, largestValue(f)]),
  );
  const sublists = Object.fromEntries(
    pageSublists(page).map((sub) => {
      const row = Object.fromEntries(sub.fields.filter(saveable).map((f) => [f.name, largestValue(f)]));
      return [sub.name, { UPList: Array.from({ length: sub.maxRows ?? ROWS_WITHOUT_LIMIT }, () => row), DEList: [] }];
    }),
  );
  return {
    mode: 'write',
    roaster_seq: 2147483647,
    cafe_seq: 2147483647,
    UPList,
    sublists,
    edit_at: '2024-12-31T23:59:59.999Z',
  };
}
