import { Worker } from 'node:worker_threads';

export interface WorkerPoolOptions {
  /** The worker's script; `execArgv` for running it (a TypeScript source under jest needs a loader). */
  file: string;
  execArgv?: string[];
  size: number;
  /** A task that takes longer ends its worker (a new one takes its place) and fails with `WorkerTimeout`. */
  timeoutMs: number;
  /** The heap a worker may use: a hostile file fills that one, not the server's. */
  maxOldGenerationSizeMb: number;
}

export class WorkerTimeout extends Error {}
/** The worker died under a task (out of memory under its heap limit, a crash): the task failed, not the server. */
export class WorkerFailed extends Error {}

interface Task<I, O> {
  input: I;
  resolve: (value: O) => void;
  reject: (error: unknown) => void;
}

interface Slot<I, O> {
  worker: Worker;
  task?: Task<I, O>;
  timer?: NodeJS.Timeout;
}

/**
 * A few worker threads for CPU-bound work that must not hold up the event loop (a
 * 200,000-row roast log took 2.3 s of the only thread while a health check waited 6.5 s). Tasks
 * queue in arrival order; each worker does one at a time; a worker that times out or dies is
 * replaced. Workers start on first use and are kept; `close()` ends them.
 */
export class WorkerPool<I, O> {
  private readonly slots: Array<Slot<I, O>> = [];
  private readonly queue: Array<Task<I, O>> = [];
  private closed = false;

  constructor(private readonly options: WorkerPoolOptions) {}

  run(input: I): Promise<O> {
    if (this.closed) return Promise.reject(new WorkerFailed('the pool is closed'));
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.dispatch();
    });
  }

  /** Tasks waiting for a worker. */
  get waiting(): number {
    return this.queue.length;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const task of this.queue.splice(0)) task.reject(new WorkerFailed('the pool is closed'));
    const slots = this.slots.splice(0);
    for (const slot of slots) {
      clearTimeout(slot.timer);
      slot.task?.reject(new WorkerFailed('the pool is closed'));
      slot.task = undefined;
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  private dispatch(): void {
    while (this.queue.length) {
      let slot = this.slots.find((s) => !s.task);
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      const task = this.queue.shift()!;
      slot.task = task;
      slot.timer = setTimeout(
        () => this.fail(slot!, new WorkerTimeout(`no answer within ${this.options.timeoutMs} ms`)),
        this.options.timeoutMs,
      );
      slot.worker.postMessage(task.input);
    }
  }

  private spawn(): Slot<I, O> {
    const worker = new Worker(this.options.file, {
      execArgv: this.options.execArgv,
      resourceLimits: { maxOldGenerationSizeMb: this.options.maxOldGenerationSizeMb },
    });
    const slot: Slot<I, O> = { worker };
    worker.on('message', (output: O) => {
      const task = slot.task;
      clearTimeout(slot.timer);
      slot.task = undefined;
      task?.resolve(output);
      this.dispatch();
    });
    worker.on('error', (error) =>
      this.fail(slot, new WorkerFailed(error instanceof Error ? error.message : String(error))),
    );
    worker.on('exit', () => this.fail(slot, new WorkerFailed('the worker exited')));
    // An idle worker does not keep the process alive.
    worker.unref();
    this.slots.push(slot);
    return slot;
  }

  /** Ends a worker and fails its task; the next task gets a fresh one. */
  private fail(slot: Slot<I, O>, error: Error): void {
    const at = this.slots.indexOf(slot);
    if (at < 0) return;
    this.slots.splice(at, 1);
    clearTimeout(slot.timer);
    const task = slot.task;
    slot.task = undefined;
    void slot.worker.terminate();
    task?.reject(error);
    if (!this.closed) this.dispatch();
  }
}
