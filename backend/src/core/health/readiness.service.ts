import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { conflictStats } from '../database/cluster/conflict-retry';
import { isDbUnavailable } from '../database/cluster/db-errors';
import { galeraServing, type GaleraState } from '../database/cluster/galera';
import { NodeProbe } from '../database/cluster/node-probe';
import { ApiRefusal } from '../envelope/api-refusal';
import { Lifecycle } from './lifecycle';

/** A database that does not answer within this time counts as unavailable: a check must never hang. */
export const READY_CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: true;
  database: 'sqlite' | 'mysql';
  /** On a Galera node: its state, which was Synced in the primary component. */
  galera?: GaleraState;
  /** MariaDB/MySQL: transactions and the conflicts retried since the process started (an operator's gauge; docs/DEPLOY.md). */
  conflicts?: typeof conflictStats;
}

function within<T>(ms: number, work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`no answer within ${ms} ms`), { code: 'ETIMEDOUT' })), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness (docs/DEPLOY.md "Health"): this process will serve a request well. False while it is
 * stopping, when its database does not answer, and on Galera when its node is not ready, not
 * Synced or not in the primary component (a node that left the cluster), so a load balancer drains it.
 */
@Injectable()
export class ReadinessService implements OnApplicationShutdown {
  private readonly probe: NodeProbe | null;

  constructor(
    private readonly db: DataSource,
    private readonly lifecycle: Lifecycle,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.probe = config.database.type === 'mysql' ? new NodeProbe(config.database.url) : null;
  }

  async check(): Promise<Readiness> {
    if (this.lifecycle.stopping) throw new ApiRefusal(503, 'server_stopping');
    try {
      return await within(READY_CHECK_TIMEOUT_MS, this.ask());
    } catch (error) {
      if (error instanceof ApiRefusal) throw error;
      if (isDbUnavailable(error) || (error as { code?: string }).code === 'ETIMEDOUT')
        throw new ApiRefusal(503, 'db_unavailable');
      throw error;
    }
  }

  private async ask(): Promise<Readiness> {
    if (!this.probe) {
      await this.db.query('SELECT 1');
      return { ready: true, database: 'sqlite' };
    }
    const galera = await this.probe.state();
    const conflicts = { ...conflictStats };
    if (!galera) return { ready: true, database: 'mysql', conflicts };
    if (!galeraServing(galera)) throw new ApiRefusal(503, 'db_unavailable');
    return { ready: true, database: 'mysql', galera, conflicts };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.probe?.close();
  }
}
