import { In, LessThan, type EntityManager } from 'typeorm';
import { SigninAttemptEntity } from '../database/entities';
import { lockKeys } from '../database/cluster/key-lock';
import type { DbDecimal } from '../database/row-types';
import { SqlRepository } from '../database/sql-repository';

/** A SUM over the window: null when no row matched; DECIMAL text on MariaDB. */
type Sum = DbDecimal | null;

/**
 * The `signin_attempt` rows the throttle counts (docs/SECURITY.md): built on the transaction that
 * counts and writes one attempt, or on the data source for the sweep.
 */
export class ThrottleRepository extends SqlRepository {
  /** Serialises the transaction per key on MariaDB (database/cluster/key-lock.ts); SQLite's queue does it there. */
  lock(mysql: boolean, keys: readonly string[]): Promise<void> {
    return lockKeys(this.db as EntityManager, mysql, keys);
  }

  /** Failures of the account and of the address since `since`. */
  failures(account: string, address: string, since: number): Promise<{ account: Sum; address: Sum } | undefined> {
    return this.first(
      `SELECT SUM(CASE WHEN attempt_key = ? THEN 1 ELSE 0 END) AS account, SUM(CASE WHEN attempt_key = ? THEN 1 ELSE 0 END) AS address ` +
        `FROM signin_attempt WHERE attempt_key IN (?, ?) AND attempt_at > ?`,
      [account, address, account, address, since],
    );
  }

  /** What `key` spent since `spentSince` and the address's sign-in failures since `failedSince`. */
  spent(
    key: string,
    spentSince: number,
    failuresKey: string,
    failedSince: number,
  ): Promise<{ spent: Sum; failures: Sum } | undefined> {
    return this.first(
      `SELECT SUM(CASE WHEN attempt_key = ? AND attempt_at > ? THEN 1 ELSE 0 END) AS spent, SUM(CASE WHEN attempt_key = ? AND attempt_at > ? THEN 1 ELSE 0 END) AS failures ` +
        `FROM signin_attempt WHERE attempt_key IN (?, ?)`,
      [key, spentSince, failuresKey, failedSince, key, failuresKey],
    );
  }

  /** One attempt per key at `at`; the rows' keys (attempt_seq). */
  async add(keys: readonly string[], at: number): Promise<number[]> {
    const inserted = await this.attempts.insert(keys.map((attempt_key) => ({ attempt_key, attempt_at: at })));
    return inserted.identifiers.map((id) => Number(id.attempt_seq));
  }

  /** These keys' rows from before `before` (past the window). */
  async dropOld(keys: readonly string[], before: number): Promise<void> {
    await this.attempts.delete({ attempt_key: In([...keys]), attempt_at: LessThan(before) });
  }

  /** Every row from before `before`, whatever its key (the sweep). */
  async dropAllBefore(before: number): Promise<void> {
    await this.attempts.delete({ attempt_at: LessThan(before) });
  }

  /** A passed check: its own reservation and every row of the account. */
  async release(reserved: number[], account: string): Promise<void> {
    await this.attempts.delete({ attempt_seq: In(reserved) });
    await this.attempts.delete({ attempt_key: account });
  }

  private get attempts() {
    return this.db.getRepository(SigninAttemptEntity);
  }
}
