import {
  type FieldDecl,
  type PageDecl,
  pageFields,
  pageSublists,
  type SavePayload,
  valueTypeOf,
} from '@beantrail/contracts';
import type { EntityManager } from 'typeorm';
import { ApiRefusal } from '../envelope/api-refusal';
import { fieldsByName } from './entity-rows';
import { MASTER_LOOKUPS, type MasterLookup } from './master-lookups';
import { SaveCheckRepository } from './save-check.repository';

/**
 * A code-group select takes only codes of its group that are in use (and of its filter): the
 * browser offers nothing else (000 §3 code groups), so anything else is 400 bad_request naming the
 * field (a row's as `sublist.row.field`). Only sent values are checked: a stored code that has
 * since been retired stays on the records that hold it.
 */
export async function checkCodes(page: PageDecl, payload: SavePayload, m: EntityManager): Promise<void> {
  const stored = new SaveCheckRepository(m);
  const check = async (field: FieldDecl | undefined, value: unknown, path: string) => {
    const source = field?.source;
    if (value === null || value === undefined || value === '') return;
    const lookup = source?.dataUrl ? MASTER_LOOKUPS[source.dataUrl] : undefined;
    if (lookup) {
      // A value of the wrong kind (an object, text for a number) is the schema check's, later, with its own message.
      const kind = valueTypeOf(field!) === 'integer' || valueTypeOf(field!) === 'number' ? 'number' : 'string';
      if (typeof value === kind) await checkLookup(stored, lookup, source?.staticParams, value, path);
      return;
    }
    if (!source?.codeGroup) return;
    const wanted = [...new Set((Array.isArray(value) ? value : String(value).split(',')).map(String).filter(Boolean))];
    if (!wanted.length) return;
    const inUse = await stored.codesInUse(source.codeGroup, source.codeFilter, wanted);
    if (inUse !== wanted.length) throw new ApiRefusal(400, 'bad_request', path);
  };
  const fields = fieldsByName(pageFields(page));
  for (const [name, value] of Object.entries(payload.UPList)) await check(fields.get(name), value, name);
  for (const sub of pageSublists(page)) {
    const rowFields = fieldsByName(sub.fields);
    const rows = payload.sublists?.[sub.name]?.UPList ?? [];
    for (const [i, row] of rows.entries())
      for (const [name, value] of Object.entries(row))
        await check(rowFields.get(name), value, `${sub.name}.${i}.${name}`);
  }
}

/** A value from a master-data list is a row of its table (and of the select's fixed filter): else 400 naming the field. */
async function checkLookup(
  stored: SaveCheckRepository,
  lookup: MasterLookup,
  staticParams: Record<string, unknown> | undefined,
  value: unknown,
  path: string,
): Promise<void> {
  const where: [string, unknown][] = [[lookup.column, value]];
  for (const [param, column] of Object.entries(lookup.staticColumns ?? {})) {
    if (staticParams?.[param] === undefined) continue;
    where.push([column, staticParams[param]]);
  }
  if (!(await stored.hasRow(lookup.table, where))) throw new ApiRefusal(400, 'bad_request', path);
}
