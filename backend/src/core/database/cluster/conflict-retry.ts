import type { DataSource, EntityManager, QueryRunner } from 'typeorm';
import { isRetryableConflict } from './db-errors';

/** How often a refused transaction runs again, and how long it waits between tries. */
export interface RetryPolicy {
  /** Tries in all, the first included. */
  attempts: number;
  /** The wait before try n+1 is a random time up to `baseMs × 2^(n-1)`, capped at `maxMs` ("full jitter"). */
  baseMs: number;
  maxMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 8, baseMs: 8, maxMs: 250 };

/** Counts since the process started, read by the readiness reply and the cluster figures (docs/PERFORMANCE.md). */
export const conflictStats = { transactions: 0, retries: 0, exhausted: 0, statementRetries: 0 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const backoff = (policy: RetryPolicy, attempt: number) =>
  Math.random() * Math.min(policy.maxMs, policy.baseMs * 2 ** (attempt - 1));

/**
 * Runs `work` again when the database refused it as a conflict (db-errors.ts), up to the policy's
 * tries; the last refusal is thrown (the envelope answers it 409 `save_conflict`, never a 5xx).
 */
export async function withConflictRetry<T>(
  work: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY,
  onRetry?: () => void,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (!isRetryableConflict(error)) throw error;
      if (attempt >= policy.attempts) {
        conflictStats.exhausted++;
        throw error;
      }
      onRetry?.();
      await sleep(backoff(policy, attempt));
    }
  }
}

/**
 * MariaDB/MySQL (above all a Galera cluster, where two nodes may commit writes to one row at the
 * same moment and one of them is refused at commit by certification): every top-level
 * `dataSource.transaction(...)` is run again as a whole when the database refuses it as a conflict,
 * so the second try sees the first writer's row and gives the answer one server would have given
 * (409 `save_conflict` on a moved `edit_at`, `stock_short`, `user_id_taken`). Statements outside a
 * transaction (autocommit) are retried the same way. A transaction's own callback must therefore be
 * safe to run again: it may write only through its manager, which every one here does.
 *
 * Nested `tx.transaction(...)` (savepoints) is not retried on its own: the refusal ends the whole
 * transaction, which the outer retry runs again.
 */
export function retryConflicts(ds: DataSource, policy: RetryPolicy = DEFAULT_RETRY): DataSource {
  if (ds.options.type !== 'mysql' && ds.options.type !== 'mariadb') return ds;
  const manager = ds.manager;
  const transaction = manager.transaction.bind(manager) as (...args: unknown[]) => Promise<unknown>;
  manager.transaction = ((...args: unknown[]) => {
    conflictStats.transactions++;
    return withConflictRetry(
      () => transaction(...args),
      policy,
      () => conflictStats.retries++,
    );
  }) as EntityManager['transaction'];

  const driver = ds.driver as { createQueryRunner: (mode: 'master' | 'slave') => QueryRunner };
  const createQueryRunner = driver.createQueryRunner.bind(driver);
  driver.createQueryRunner = (mode) => {
    const runner = createQueryRunner(mode);
    const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
    runner.query = ((...args: unknown[]) =>
      runner.isTransactionActive
        ? query(...args)
        : withConflictRetry(
            () => query(...args),
            policy,
            () => conflictStats.statementRetries++,
          )) as QueryRunner['query'];
    return runner;
  };
  return ds;
}
