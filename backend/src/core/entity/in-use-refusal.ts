import { type Locale, type RecordValues, USED_BY_KINDS } from '@beantrail/contracts';
import type { EntityManager } from 'typeorm';
import { ApiRefusal } from '../envelope/api-refusal';
import type { Dialect } from './sql';

/**
 * A check before a remove (by foreign key, `in-use.ts`, or by value, `declared-uses.ts`): resolves
 * when nothing uses `row` of `table`, else refuses with `inUseRefusal`.
 */
export type InUseCheck = (
  m: EntityManager,
  d: Dialect,
  table: string,
  row: RecordValues,
  useFlag: boolean,
) => Promise<void>;

/**
 * 409 `record_in_use`, or `record_in_use_flag` on a page with a use flag (which says to turn it off
 * instead), naming what uses the record (per language).
 */
export function inUseRefusal(useFlag: boolean, what: Record<Locale, string> = USED_BY_KINDS.another): ApiRefusal {
  return new ApiRefusal(409, useFlag ? 'record_in_use_flag' : 'record_in_use', undefined, { what });
}
