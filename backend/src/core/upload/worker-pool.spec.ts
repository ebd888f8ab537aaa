import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { WorkerFailed, WorkerPool, WorkerTimeout } from './worker-pool';

type In = { echo?: string; waitMs?: number; exit?: boolean; fill?: boolean };
type Out = { echo?: string; threadId: number };

// The pool that keeps CPU-bound work off the event loop, with a real worker thread.
describe('WorkerPool', () => {
  let pool: WorkerPool<In, Out>;
  const make = (size: number, timeoutMs = 2000) =>
    new WorkerPool<In, Out>({
      file: path.join(__dirname, '../../testing/pool-worker.fixture.js'),
      size,
      timeoutMs,
      maxOldGenerationSizeMb: 32,
    });

  afterEach(async () => {
    await pool?.close();
  });

  it('runs tasks on other threads, in order, no more at once than its size', async () => {
    pool = make(2);
    const started = Date.now();
    const out = await Promise.all(['a', 'b', 'c', 'd'].map((echo) => pool.run({ echo, waitMs: 200 })));
    expect(out.map((o) => o.echo)).toEqual(['a', 'b', 'c', 'd']);
    expect(out.every((o) => o.threadId !== threadId)).toBe(true);
    expect(new Set(out.map((o) => o.threadId)).size).toBe(2);
    // Two at a time: two rounds of 200 ms, not one.
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('a task past its time fails with WorkerTimeout; its worker is replaced and the next task runs', async () => {
    // Long enough for a new worker to start on a busy machine (the time counts from the hand-over).
    pool = make(1, 1500);
    await expect(pool.run({ waitMs: 10_000 })).rejects.toBeInstanceOf(WorkerTimeout);
    await expect(pool.run({ echo: 'after' })).resolves.toMatchObject({ echo: 'after' });
  });

  it('a worker that exits or outgrows its heap fails its task with WorkerFailed, not the process; the next task runs', async () => {
    pool = make(1, 20_000);
    await expect(pool.run({ exit: true })).rejects.toBeInstanceOf(WorkerFailed);
    await expect(pool.run({ fill: true })).rejects.toBeInstanceOf(WorkerFailed);
    await expect(pool.run({ echo: 'still here' })).resolves.toMatchObject({ echo: 'still here' });
  });

  it('after close, the running, waiting and new tasks fail', async () => {
    pool = make(1);
    const running = expect(pool.run({ waitMs: 300 })).rejects.toBeInstanceOf(WorkerFailed);
    const waiting = expect(pool.run({ echo: 'never' })).rejects.toBeInstanceOf(WorkerFailed);
    await pool.close();
    await running;
    await waiting;
    await expect(pool.run({})).rejects.toBeInstanceOf(WorkerFailed);
  });
});
