import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { EntityService } from '../entity/entity.service';
import { DemoSeedRepository } from './demo-seed.repository';

/**
 * What every area's demo seed stands on (app.ts runs them after the accounts, in demo mode only):
 * the seeds' reads (`rows`) and the generic handlers they save through (`entities`, with
 * core/seed/demo-writer.ts). Each seed is idempotent: it looks whether its first table has rows.
 * A seed that needs more takes these three first, in this order, and its own after them: Nest reads
 * a subclass's injection tokens merged with these (APP_CONFIG at index 2), so another parameter at
 * index 2 would be handed the config.
 */
@Injectable()
export abstract class DemoSeed {
  protected readonly rows: DemoSeedRepository;

  constructor(
    protected readonly db: DataSource,
    protected readonly entities: EntityService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.rows = new DemoSeedRepository(db);
  }

  async run(): Promise<void> {
    if (this.config.mode !== 'demo') return;
    await this.seed();
  }

  /** The area's demo data. */
  protected abstract seed(): Promise<void>;
}
