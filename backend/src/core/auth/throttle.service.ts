import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { type MessageKey, OIDC_START_THROTTLE, SIGNIN_THROTTLE, SIGNUP_THROTTLE } from '@beantrail/contracts';
import { ApiRefusal } from '../envelope/api-refusal';
import { dialectOf } from '../entity/sql';
import { ThrottleRepository } from './throttle.repository';

export interface ThrottleKeys {
  account: string;
  address: string;
}

/** How long the sweep keeps a row: the longest window any budget counts over. */
const KEPT_MS = Math.max(SIGNIN_THROTTLE.windowMs, SIGNUP_THROTTLE.windowMs, OIDC_START_THROTTLE.windowMs);

/**
 * Sign-in throttling per account and per address, counted in the database so that every server
 * process sees the same counts: after 5 failures for one account within a minute (or 20 from one
 * address) further attempts are refused before the password is even checked.
 *
 * An attempt is reserved before its password is checked: counting and writing
 * the reservation are one transaction, serialised per key — by the transaction queue on SQLite
 * (core/database/sqlite-serial.ts), by the key's lock rows on MariaDB, also across the nodes of a
 * Galera cluster (database/cluster/key-lock.ts); READ COMMITTED so the count sees what the previous
 * holder wrote. So of 50 parallel attempts exactly 5
 * reach the password check. A reservation that fails stays as the failure; one that succeeds is
 * taken back (with the account's earlier failures), so successful sign-ins never count.
 */
@Injectable()
export class ThrottleService {
  private sweptAt = 0;

  constructor(private readonly db: DataSource) {}

  static keys(userId: string, address: string): ThrottleKeys {
    return { account: `id:${userId.trim().toLowerCase()}`, address: `ip:${address}` };
  }

  /**
   * One password attempt under the throttle (sign-in, password change): 429 signin_throttled before
   * `check` runs when throttled; a failed check (null) counts, a passed one clears the account's
   * count and its result is returned.
   */
  async attempt<T>(keys: ThrottleKeys, check: () => Promise<T | null>): Promise<T | null> {
    const reserved = await this.reserve(keys);
    const passed = await check();
    if (passed !== null) await this.release(keys, reserved);
    return passed;
  }

  /** Counts the window and, when under both limits, writes this attempt; else 429. Returns the rows written. */
  private async reserve(keys: ThrottleKeys, now = Date.now()): Promise<number[]> {
    const mysql = dialectOf(this.db).mysql;
    const work = async (tx: EntityManager): Promise<number[]> => {
      const attempts = new ThrottleRepository(tx);
      await attempts.lock(mysql, [keys.account, keys.address]);
      const since = now - SIGNIN_THROTTLE.windowMs;
      const counts = await attempts.failures(keys.account, keys.address, since);
      if (
        Number(counts?.account ?? 0) >= SIGNIN_THROTTLE.maxFailuresPerAccount ||
        Number(counts?.address ?? 0) >= SIGNIN_THROTTLE.maxFailuresPerAddress
      ) {
        throw new ApiRefusal(429, 'signin_throttled');
      }
      await attempts.dropOld([keys.account, keys.address], since);
      return attempts.add([keys.account, keys.address], now);
    };
    const reserved = mysql ? await this.db.transaction('READ COMMITTED', work) : await this.db.transaction(work);
    await this.sweep(now);
    return reserved;
  }

  /**
   * Keys never tried again keep their old rows: at most every ten windows each process drops every
   * row past the window. Best effort — a lock wait lost here only delays the sweep.
   */
  private async sweep(now: number): Promise<void> {
    if (now - this.sweptAt < SIGNIN_THROTTLE.windowMs * 10) return;
    this.sweptAt = now;
    try {
      await new ThrottleRepository(this.db).dropAllBefore(now - KEPT_MS);
    } catch {
      this.sweptAt = 0;
    }
  }

  /** A passed check: its own reservation and the account's earlier failures no longer count. */
  private async release(keys: ThrottleKeys, reserved: number[]): Promise<void> {
    await this.db.transaction((tx) => new ThrottleRepository(tx).release(reserved, keys.account));
  }

  /**
   * A budget per client address for actions that make things (a sign-up, a started third-party
   * sign-in): 429 `refusal` once `maxPerAddress` were spent within `windowMs`, or while the address is
   * throttled for sign-in failures; otherwise one more is counted, whatever the outcome. Counted and
   * written in one transaction serialised like `reserve`, so parallel requests cannot overspend.
   */
  async spend(
    kind: string,
    address: string,
    limit: { maxPerAddress: number; windowMs: number },
    refusal: MessageKey,
    now = Date.now(),
  ): Promise<void> {
    const key = `${kind}:${address}`;
    const failuresKey = `ip:${address}`;
    const mysql = dialectOf(this.db).mysql;
    const work = async (tx: EntityManager): Promise<void> => {
      const attempts = new ThrottleRepository(tx);
      await attempts.lock(mysql, [key]);
      const counts = await attempts.spent(key, now - limit.windowMs, failuresKey, now - SIGNIN_THROTTLE.windowMs);
      if (
        Number(counts?.spent ?? 0) >= limit.maxPerAddress ||
        Number(counts?.failures ?? 0) >= SIGNIN_THROTTLE.maxFailuresPerAddress
      )
        throw new ApiRefusal(429, refusal);
      await attempts.add([key], now);
    };
    if (mysql) await this.db.transaction('READ COMMITTED', work);
    else await this.db.transaction(work);
    await this.sweep(now);
  }
}
