import {
  ALL_PAGES,
  type FieldDecl,
  type Locale,
  pageFields,
  pageSublists,
  type RecordValues,
  USED_BY_KINDS,
  valueTypeOf,
} from '@beantrail/contracts';
import { type InUseCheck, inUseRefusal } from './in-use-refusal';
import { InUseRepository } from './in-use.repository';
import { MASTER_LOOKUPS } from './master-lookups';

/**
 * Master data is used by value, not by a key the database knows: a code by its id in any field
 * whose select lists its group (one value or a comma-separated list), a region, farm, company,
 * catalogue bean or catalogue machine by its number in any field whose select loads that list
 * (MASTER_LOOKUPS). These uses are read off the page declarations, so a field declared later is
 * covered without another list. Before, an administrator could delete
 * the note-place group NTPLC, and no one could save a coffee note again; a deleted region showed
 * as "Region: 1" on every green bean in it.
 */
interface StoredField {
  table: string;
  field: FieldDecl;
}

let stored: StoredField[] | undefined;

/** Every declared field that is a column of a table (the pages' own and their sublists'), once per table and column. */
function storedFields(): StoredField[] {
  if (stored) return stored;
  const seen = new Set<string>();
  stored = [];
  for (const page of ALL_PAGES) {
    const sets: [string | undefined, readonly FieldDecl[]][] = [
      [page.table, pageFields(page)],
      ...pageSublists(page).map((s) => [s.table, s.fields] as [string | undefined, readonly FieldDecl[]]),
    ];
    for (const [table, fields] of sets) {
      if (!table) continue;
      for (const field of fields) {
        const key = `${table}.${field.name}`;
        if (field.saveable === false || seen.has(key)) continue;
        seen.add(key);
        stored.push({ table, field });
      }
    }
  }
  return stored;
}

/** Master tables that describe a code group's codes, by the column holding the code id. */
const INFORMATION_PAGES: Readonly<Record<string, { codeGroup: string; column: string }>> = {
  country: { codeGroup: 'CNTR', column: 'country_id' },
  variety: { codeGroup: 'VRT', column: 'variety_id' },
};

interface ValueUse extends StoredField {
  value: unknown;
}

/** The fields that may hold `row` of `table`, with the value they would hold. */
function usesOf(table: string, row: RecordValues): ValueUse[] {
  if (table === 'code') {
    return storedFields()
      .filter((s) => s.field.source?.codeGroup === row.code_group_id)
      .map((s) => ({ ...s, value: row.code_id }));
  }
  // The country and variety pages (001 §3) are the information behind the CNTR and VRT codes that
  // records hold (a variety's information opens from a green bean, 001 §4): a row a record shows is
  // in use like its code (docs/SECURITY.md "Master data in use").
  const informationOf = INFORMATION_PAGES[table];
  if (informationOf) {
    return storedFields()
      .filter((s) => s.field.source?.codeGroup === informationOf.codeGroup)
      .map((s) => ({ ...s, value: row[informationOf.column] }));
  }
  const urls = Object.entries(MASTER_LOOKUPS).filter(([, lookup]) => lookup.table === table && table !== 'code_group');
  return urls.flatMap(([url, lookup]) =>
    storedFields()
      .filter((s) => s.field.source?.dataUrl === url)
      .map((s) => ({ ...s, value: row[lookup.column] })),
  );
}

/** "coffee note and 3 more", per language. */
function usedByText(table: string, total: number): Record<Locale, string> {
  const kind = (USED_BY_KINDS as Record<string, Record<Locale, string>>)[table] ?? USED_BY_KINDS.another;
  const more = total - 1;
  return {
    kr: more > 0 ? `${kind.kr} 외 ${more}건` : kind.kr,
    en: more > 0 ? `${kind.en} and ${more} more` : kind.en,
  };
}

/**
 * Refuses to remove a master-data row that records use by value (409 `record_in_use`, or
 * `record_in_use_flag` on a page with a use flag), naming what uses it. A code group is in use
 * while a form of the product lists it, whatever the data: its form could no longer be filled in.
 */
export const assertValueNotInUse: InUseCheck = async (m, _d, table, row, useFlag) => {
  if (table === 'code_group') {
    if (storedFields().some((s) => s.field.source?.codeGroup === row.code_group_id))
      throw inUseRefusal(useFlag, USED_BY_KINDS.form);
    return;
  }
  const uses = new InUseRepository(m);
  for (const use of usesOf(table, row)) {
    if (use.value === null || use.value === undefined || use.value === '') continue;
    const list = valueTypeOf(use.field) === 'list';
    const total = await uses.valueUses(use.table, use.field.name, list, use.value);
    if (total > 0) throw inUseRefusal(useFlag, usedByText(use.table, total));
  }
};
