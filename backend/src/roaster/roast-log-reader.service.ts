import path from 'node:path';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../core/config/config';
import { ApiRefusal } from '../core/envelope/api-refusal';
import { WorkerFailed, WorkerPool, WorkerTimeout } from '../core/upload/worker-pool';
import { readRoastLogFile, type RoastLogFile, type RoastLogReply } from './roast-log-read';

/** A log the limits admit is read in well under a second; one that is not read in this time is no log. */
const READ_TIMEOUT_MS = 20_000;
/** Uploads waiting for a thread before more are turned away (each user has at most one). */
const MAX_WAITING = 16;

/** From TypeScript sources (jest), the worker needs a loader; the built server runs dist/…/roast-log.worker.js. */
function workerScript(): { file: string; execArgv: string[] } {
  const ext = path.extname(__filename);
  const file = path.join(__dirname, `roast-log.worker${ext}`);
  return ext === '.ts'
    ? { file, execArgv: ['--require', path.join(__dirname, '../testing/ts-worker-register.js')] }
    : { file, execArgv: [] };
}

/**
 * Reads uploaded roast logs off the event loop: in a small pool of worker threads
 * (`ROAST_LOG_WORKERS`, 0 = on the main thread), each with its own heap limit, at most one file per
 * user at a time (a second is 429 `upload_busy`). Before, four large uploads held every request of
 * every user for seconds, and the memory a parse took stayed with the server.
 */
@Injectable()
export class RoastLogReader implements OnApplicationShutdown {
  private readonly pool: WorkerPool<RoastLogFile, RoastLogReply> | null;
  private readonly reading = new Set<number>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.pool =
      config.roastLogWorkers > 0
        ? new WorkerPool({
            ...workerScript(),
            size: config.roastLogWorkers,
            timeoutMs: READ_TIMEOUT_MS,
            maxOldGenerationSizeMb: 256,
          })
        : null;
  }

  async read(userSeq: number, file: RoastLogFile): Promise<RoastLogReply> {
    if (this.reading.has(userSeq) || (this.pool && this.pool.waiting >= MAX_WAITING))
      throw new ApiRefusal(429, 'upload_busy', 'file');
    this.reading.add(userSeq);
    try {
      return this.pool ? await this.pool.run(file) : readRoastLogFile(file);
    } catch (error) {
      // Past the time or the heap a real log needs: a file that cannot be read, not a server fault.
      if (error instanceof WorkerTimeout || error instanceof WorkerFailed)
        throw new ApiRefusal(400, 'roastingfile_malformed', 'file');
      throw error;
    } finally {
      this.reading.delete(userSeq);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool?.close();
  }
}
