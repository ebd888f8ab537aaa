import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Lifecycle } from '../health/lifecycle';

export interface ShutdownTimes {
  /** From the signal until the server stops accepting: readiness already answers 503, so a load balancer drains this process. */
  drainMs: number;
  /** Then at most this long for the requests in flight to finish, and the pool to close. */
  graceMs: number;
}

/**
 * SIGTERM or SIGINT (docs/DEPLOY.md "Restarting without dropping requests"):
 * 1. readiness answers 503 at once (`Lifecycle.stopping`); requests are still served as usual;
 * 2. after `drainMs` — time for the load balancer's check to see it — the server stops accepting
 *    connections, closes idle ones, answers what is in flight with `Connection: close`;
 * 3. Nest's shutdown then closes the database pool, and the process exits 0;
 * 4. if that takes longer than `graceMs`, it exits 1 anyway (a request stuck on a dead database).
 * A second signal exits at once.
 */
export function installGracefulShutdown(
  app: NestFastifyApplication,
  times: ShutdownTimes,
  log: (text: string) => void = console.info,
): void {
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      log(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.get(Lifecycle).stopping = true;
    log(
      `${signal}: not ready; closing in ${times.drainMs} ms, then finishing requests in flight (at most ${times.graceMs} ms)`,
    );
    await new Promise((resolve) => setTimeout(resolve, times.drainMs));
    const timer = setTimeout(() => {
      log(`requests still in flight after ${times.graceMs} ms: exiting`);
      process.exit(1);
    }, times.graceMs);
    timer.unref();
    try {
      await app.close();
      log('stopped');
      process.exit(0);
    } catch (error) {
      console.error(error);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}
