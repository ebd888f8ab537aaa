import { conflictStats, withConflictRetry } from './conflict-retry';

const conflict = () =>
  Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), {
    errno: 1213,
    code: 'ER_LOCK_DEADLOCK',
  });
const fast = { attempts: 4, baseMs: 1, maxMs: 2 };

describe('withConflictRetry (core/database/cluster/conflict-retry.ts)', () => {
  it('runs the work again after a conflict and returns what the try that passed returned', async () => {
    let tries = 0;
    const retried: number[] = [];
    const result = await withConflictRetry(
      async () => {
        tries++;
        if (tries < 3) throw conflict();
        return `try ${tries}`;
      },
      fast,
      () => retried.push(tries),
    );
    expect([result, tries, retried]).toEqual(['try 3', 3, [1, 2]]);
  });

  it("gives up after the policy's tries and throws the last conflict; counts it as exhausted", async () => {
    const before = conflictStats.exhausted;
    let tries = 0;
    await expect(
      withConflictRetry(async () => {
        tries++;
        throw conflict();
      }, fast),
    ).rejects.toMatchObject({ errno: 1213 });
    expect([tries, conflictStats.exhausted - before]).toEqual([4, 1]);
  });

  it('never runs again on any other error (a refusal of the request, a duplicate key)', async () => {
    for (const error of [new Error('stock_short'), Object.assign(new Error('dup'), { errno: 1062 })]) {
      let tries = 0;
      await expect(
        withConflictRetry(async () => {
          tries++;
          throw error;
        }, fast),
      ).rejects.toBe(error);
      expect(tries).toBe(1);
    }
  });

  it('waits a random time between tries, growing and capped', async () => {
    const started = Date.now();
    let tries = 0;
    await withConflictRetry(
      async () => {
        if (++tries < 4) throw conflict();
      },
      { attempts: 4, baseMs: 20, maxMs: 30 },
    );
    // At most 20 + 30 + 30 ms of waiting (full jitter: each wait is random below its cap).
    expect(Date.now() - started).toBeLessThan(80 + 200);
  });
});
