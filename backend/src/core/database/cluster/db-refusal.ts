import { ApiRefusal } from '../../envelope/api-refusal';
import { isDbUnavailable, isRetryableConflict } from './db-errors';

/**
 * The answer to a database error that is no fault of the request's (docs/DEPLOY.md): a conflict
 * still refused after every retry is 409 `save_conflict` (as when another save came first), an
 * unreachable database or a node out of its cluster is 503 `db_unavailable`. Never a 500.
 * `null` for any other error.
 */
export function databaseRefusal(error: unknown): ApiRefusal | null {
  if (isRetryableConflict(error)) return new ApiRefusal(409, 'save_conflict');
  if (isDbUnavailable(error)) return new ApiRefusal(503, 'db_unavailable');
  return null;
}
