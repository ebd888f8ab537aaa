import { USED_BY_KINDS } from '@beantrail/contracts';
import { ApiRefusal } from './api-refusal';

type DbError = {
  code?: string;
  errno?: number;
  query?: string;
  message?: string;
  driverError?: { code?: string; errno?: number; message?: string };
};

/** A FOREIGN KEY violation on either engine: `delete` when a row still refers to the one being deleted. */
export function foreignKeyViolation(error: unknown): 'delete' | 'missing' | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as DbError;
  const code = e.driverError?.code ?? e.code ?? '';
  // MariaDB/MySQL say which side failed: 1451/1217 a parent row still referenced, 1452/1216 a missing parent.
  if (code === 'ER_ROW_IS_REFERENCED_2' || code === 'ER_ROW_IS_REFERENCED') return 'delete';
  if (code === 'ER_NO_REFERENCED_ROW_2' || code === 'ER_NO_REFERENCED_ROW') return 'missing';
  // SQLite has one code for both; the statement tells them apart (nothing here updates a key others refer to).
  if (
    code === 'SQLITE_CONSTRAINT_FOREIGNKEY' ||
    /FOREIGN KEY constraint failed/.test(e.driverError?.message ?? e.message ?? '')
  ) {
    return /^\s*DELETE\b/i.test(e.query ?? '') ? 'delete' : 'missing';
  }
  return null;
}

/**
 * The answer to a FOREIGN KEY refusal, the same on both engines: a delete of a
 * record something still uses is 409 `record_in_use` (the server's own check names the user first;
 * this is the backstop), a write naming a record that is gone is 404 `nopage_text`, like the
 * ownership checks. `null` for any other error.
 */
export function foreignKeyRefusal(error: unknown): ApiRefusal | null {
  const kind = foreignKeyViolation(error);
  if (kind === 'delete') return new ApiRefusal(409, 'record_in_use', undefined, { what: USED_BY_KINDS.another });
  if (kind === 'missing') return new ApiRefusal(404, 'nopage_text');
  return null;
}
