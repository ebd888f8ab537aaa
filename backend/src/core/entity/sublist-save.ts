import type { MessageKey, RecordValues, SublistChanges, SublistDecl } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import type { EntityRecordRepository } from './entity-record.repository';
import { dbValue, fieldsByName, rowKeyValues } from './entity-rows';
import { parentOf } from './entity-record.repository';

/** A row that names its key is an existing row (an edit of it); one without is a new row. */
const hasRowKey = (sub: SublistDecl, row: RecordValues) =>
  sub.rowKeys.every((k) => row[k] !== undefined && row[k] !== null && row[k] !== '');

/** The sublist rows as they would be after the save, for the row checks of 000 §5. */
export function applyRows(
  sub: SublistDecl,
  existing: RecordValues[],
  changes: SublistChanges | undefined,
): RecordValues[] {
  if (!changes) return existing;
  const same = (a: RecordValues, b: RecordValues) => sub.rowKeys.every((k) => String(a[k]) === String(b[k]));
  let rows = existing.filter((r) => !changes.DEList.some((k) => same(r, k)));
  for (const up of changes.UPList) {
    const i = hasRowKey(sub, up) ? rows.findIndex((r) => same(r, up)) : -1;
    if (i >= 0) rows = rows.map((r, j) => (j === i ? { ...r, ...up } : r));
    else rows = [...rows, up];
  }
  return rows;
}

/** 001 §4: a bean or roasting already in the rows cannot be added again (400 with the declared key). */
export function checkUnique(sub: SublistDecl, rows: RecordValues[]): void {
  if (!sub.unique) return;
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const id = sub.unique!.fields.map((f) => String(row[f] ?? '')).join('|');
    if (seen.has(id))
      throw new ApiRefusal(400, sub.unique!.message as MessageKey, `${sub.name}.${i}.${sub.unique!.fields[0]}`);
    seen.add(id);
  });
}

/**
 * Writes a sublist's changes inside the save's transaction: the removed rows, then each sent row as
 * an UPDATE of its own (409 when it is gone: another save removed it) or an INSERT under the record.
 */
export async function saveRows(
  records: EntityRecordRepository,
  sub: SublistDecl,
  parentKeys: RecordValues,
  changes: SublistChanges,
): Promise<void> {
  const parent = parentOf(sub, parentKeys);
  const byName = fieldsByName(sub.fields);
  for (const del of changes.DEList) await records.remove(sub.table!, { ...parent, ...rowKeyValues(sub, del) });
  for (const up of changes.UPList) {
    const data = Object.fromEntries(Object.entries(up).filter(([k]) => !sub.rowKeys.includes(k)));
    if (hasRowKey(sub, up)) {
      const names = Object.keys(data);
      if (!names.length) continue;
      const keys = { ...parent, ...rowKeyValues(sub, up) };
      const set = names.map((n) => [n, dbValue(byName.get(n), data[n])] as const);
      const affected = await records.update(sub.table!, set, keys);
      if (affected === 0) throw new ApiRefusal(409, 'save_conflict');
    } else {
      const row = { ...data, ...parent };
      await records.insert(
        sub.table!,
        Object.fromEntries(Object.keys(row).map((n) => [n, dbValue(byName.get(n), row[n])])),
      );
    }
  }
}
