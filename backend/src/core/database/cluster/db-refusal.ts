import { ApiError } from '../../envelope/api-error';
import { isDbUnavailable, isRetryableConflict } from './db-errors';

/**
 * The answer to a database error that is no fault of the request's (docs/DEPLOY.md): a conflict
 * still refused after every retry is 409 `save_conflict` (as when another save came first), an
 * unreachable database or a node out of its cluster is 503 `db_unavailable`. Never a 500.
 * `null` for any other error.
 */
export function databaseRefusal(error: unknown): ApiError | null {
  if (isRetryableConflict(error)) return new ApiError(409, 'save_conflict');
  if (isDbUnavailable(error)) return new ApiError(503, 'db_unavailable');
  return null;
}
