/** What the MariaDB/MySQL driver says about a failed statement (mysql2's error, or TypeORM's wrapper of it). */
type DbError = { code?: string; errno?: number; fatal?: boolean; driverError?: DbError };

function driverError(error: unknown): DbError | null {
  if (!error || typeof error !== 'object') return null;
  const e = error as DbError;
  return e.driverError && typeof e.driverError === 'object' ? e.driverError : e;
}

/**
 * A transaction the database refused so that it may be run again as a whole, having changed
 * nothing: Galera's certification conflict at commit (reported as ER_LOCK_DEADLOCK, 1213, also for
 * writes that could never deadlock on one server), a real deadlock, or a lock wait timeout (1205).
 */
export function isRetryableConflict(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  return e.errno === 1213 || e.errno === 1205 || e.code === 'ER_LOCK_DEADLOCK' || e.code === 'ER_LOCK_WAIT_TIMEOUT';
}

/** Client-side codes for a database that cannot be reached or went away mid-request. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'POOL_CLOSED',
  'ER_CON_COUNT_ERROR',
]);
/**
 * Server errors of a node that is not (or no longer) serving: 1047 "WSREP has not yet prepared node
 * for application use" (a node outside the primary component), 1053 shutdown in progress, 1927
 * connection killed, 2006/2013 server gone or lost during the query.
 */
const UNAVAILABLE_ERRNOS = new Set([1047, 1053, 1927, 2006, 2013]);

/** The database is unreachable or not serving: the request is answered 503 `db_unavailable`, at once. */
export function isDbUnavailable(error: unknown): boolean {
  const e = driverError(error);
  if (!e) return false;
  return (
    (e.code !== undefined && UNREACHABLE_CODES.has(e.code)) ||
    (e.errno !== undefined && UNAVAILABLE_ERRNOS.has(e.errno)) ||
    e.fatal === true
  );
}
