import { Injectable } from '@nestjs/common';
import { DataSource, LessThan, MoreThan } from 'typeorm';
import { type MessageKey, SIGNIN_THROTTLE } from '@beantrail/contracts';
import { SigninAttemptEntity } from '../database/entities';
import { ApiError } from '../envelope/api-error';

/**
 * Sign-in throttling per account and per address, counted in the database so that every server
 * process sees the same counts. After 5 failures for one account within a minute (or 20 from one
 * address) further attempts are refused before the password is even checked.
 */
@Injectable()
export class ThrottleService {
  constructor(private readonly db: DataSource) {}

  static keys(userId: string, address: string): { account: string; address: string } {
    return { account: `id:${userId.trim().toLowerCase()}`, address: `ip:${address}` };
  }

  async isThrottled(keys: { account: string; address: string }, now = Date.now()): Promise<boolean> {
    const repo = this.db.getRepository(SigninAttemptEntity);
    const since = MoreThan(now - SIGNIN_THROTTLE.windowMs);
    const [account, address] = await Promise.all([
      repo.count({ where: { attempt_key: keys.account, attempt_at: since } }),
      repo.count({ where: { attempt_key: keys.address, attempt_at: since } }),
    ]);
    return account >= SIGNIN_THROTTLE.maxFailuresPerAccount || address >= SIGNIN_THROTTLE.maxFailuresPerAddress;
  }

  async recordFailure(keys: { account: string; address: string }, now = Date.now()): Promise<void> {
    const repo = this.db.getRepository(SigninAttemptEntity);
    await repo.insert([
      { attempt_key: keys.account, attempt_at: now },
      { attempt_key: keys.address, attempt_at: now },
    ]);
    // Old rows only matter within the window; drop them as we go.
    await repo.delete({ attempt_at: LessThan(now - SIGNIN_THROTTLE.windowMs * 10) });
  }

  /**
   * One password attempt under the throttle (sign-in, password change): 429 signin_throttled before
   * `check` runs when throttled; a failed check (null) counts, a passed one clears the account's
   * count and its result is returned.
   */
  async attempt<T>(keys: { account: string; address: string }, check: () => Promise<T | null>): Promise<T | null> {
    if (await this.isThrottled(keys)) throw new ApiError(429, 'signin_throttled');
    const passed = await check();
    if (passed === null) await this.recordFailure(keys);
    else await this.clearAccount(keys);
    return passed;
  }

  /**
   * A budget per client address for actions that make things (a sign-up, a started third-party
   * sign-in): 429 `refusal` once `maxPerAddress` were spent within `windowMs`, or while the address is
   * throttled for sign-in failures; otherwise one more is counted, whatever the outcome.
   */
  async spend(kind: string, address: string, limit: { maxPerAddress: number; windowMs: number }, refusal: MessageKey, now = Date.now()): Promise<void> {
    const repo = this.db.getRepository(SigninAttemptEntity);
    const key = `${kind}:${address}`;
    const [spent, failures] = await Promise.all([
      repo.count({ where: { attempt_key: key, attempt_at: MoreThan(now - limit.windowMs) } }),
      repo.count({ where: { attempt_key: `ip:${address}`, attempt_at: MoreThan(now - SIGNIN_THROTTLE.windowMs) } }),
    ]);
    if (spent >= limit.maxPerAddress || failures >= SIGNIN_THROTTLE.maxFailuresPerAddress) throw new ApiError(429, refusal);
    await repo.insert({ attempt_key: key, attempt_at: now });
  }

  async clearAccount(keys: { account: string }): Promise<void> {
    await this.db.getRepository(SigninAttemptEntity).delete({ attempt_key: keys.account });
  }
}
