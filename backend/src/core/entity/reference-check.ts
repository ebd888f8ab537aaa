import {
  type PageDecl,
  pageReferences,
  type RecordValues,
  type Reference,
  type SavePayload,
} from '@beantrail/contracts';
import type { EntityManager } from 'typeorm';
import { ApiRefusal } from '../envelope/api-refusal';
import { SaveCheckRepository } from './save-check.repository';
import type { Dialect } from './sql';

const blank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Every value of a save that is the key of an owner's record (the record's fields and each sublist
 * row's, as the declarations say: contracts page/references.ts) must name a record of the same
 * roastery, cafe or user as the record being saved (master data is checked by `checkLookup`).
 * Else 400 `field_not_found` naming the field (a row's as `sublist.row.field`), the same for a
 * foreign id as for a missing one, so the answer tells nothing of what exists elsewhere.
 * Runs inside the save's transaction, before any hook, with one query per referenced table.
 */
export async function assertReferences(
  tx: EntityManager,
  d: Dialect,
  page: PageDecl,
  payload: SavePayload,
  owner: { column: string; value: unknown } | undefined,
): Promise<void> {
  const wanted = new Map<string, { reference: Reference; ids: Set<number>; fieldOf: Map<number, string> }>();
  const want = (reference: Reference, value: unknown, field: string) => {
    if (blank(value)) return;
    // A value that is no whole number was refused by the schema check already; this is the backstop.
    const id = Number(value);
    if (!Number.isSafeInteger(id)) throw new ApiRefusal(400, 'field_not_found', field);
    const at = `${reference.table}.${reference.key}`;
    let entry = wanted.get(at);
    if (!entry) wanted.set(at, (entry = { reference, ids: new Set(), fieldOf: new Map() }));
    entry.ids.add(id);
    if (!entry.fieldOf.has(id)) entry.fieldOf.set(id, field);
  };
  for (const { field, reference, sublist } of pageReferences(page)) {
    if (!reference.owned) continue;
    if (!sublist) {
      if (field.name in payload.UPList) want(reference, payload.UPList[field.name], field.name);
      continue;
    }
    const rows: readonly RecordValues[] = payload.sublists?.[sublist]?.UPList ?? [];
    rows.forEach((row, i) => field.name in row && want(reference, row[field.name], `${sublist}.${i}.${field.name}`));
  }
  for (const { reference, ids, fieldOf } of wanted.values()) {
    const list = [...ids];
    if (!owner) throw new Error(`${page.id}: an owner's record is referred to from a page without an owner`);
    const found = await new SaveCheckRepository(tx).ownedAmong(ownedRows(d, reference, owner), reference.key, list);
    const missing = list.find((id) => !found.has(id));
    if (missing !== undefined) throw new ApiRefusal(400, 'field_not_found', fieldOf.get(missing));
  }
}

/** `AND column = ?` for each fixed column value, and the values. */
function fixed(
  d: Dialect,
  where: Readonly<Record<string, string>> | undefined,
  alias = '',
): { sql: string; params: string[] } {
  const entries = Object.entries(where ?? {});
  return {
    sql: entries.map(([column]) => ` AND ${alias}${d.q(column)} = ?`).join(''),
    params: entries.map(([, value]) => value),
  };
}

/**
 * The keys of the records of `reference` the owner may name (`SELECT key AS k FROM … WHERE …`, to
 * which the caller adds its own conditions): its own rows by the owner column, those holding the
 * reference's fixed values (a member holding a role now), or the records the owner reaches through
 * another table of theirs (a drinker's coffee notes naming a cafe's bean by its serial). The same
 * rule the lookups offer their choices by (contracts page/references.ts LOOKUPS).
 */
export function ownedRows(
  d: Dialect,
  reference: Reference,
  owner: { column: string; value: unknown },
): { sql: string; params: unknown[] } {
  const { q } = d;
  const own = fixed(d, reference.where);
  const via = reference.through;
  if (!via)
    return {
      sql: `SELECT ${q(reference.key)} AS k FROM ${q(reference.table)} WHERE ${q(owner.column)} = ?${own.sql}`,
      params: [owner.value, ...own.params],
    };
  const step = fixed(d, via.where);
  return {
    sql: `SELECT ${q(reference.key)} AS k FROM ${q(reference.table)} WHERE ${q(via.match)} IN (SELECT ${q(via.column)} FROM ${q(via.table)} WHERE ${q(owner.column)} = ?${step.sql})${own.sql}`,
    params: [owner.value, ...step.params, ...own.params],
  };
}
