import { Inject } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { dialectOf } from '../entity/sql';

/**
 * What every `*.repository.ts` stands on (docs/ARCHITECTURE.md "Layers (backend)"): the data source
 * Nest injects, or a transaction's manager a save hook builds it on (`new XRepository(ctx.tx)`), so
 * a read inside a save stays in its transaction; identifiers quoted for the engine.
 */
export abstract class SqlRepository {
  constructor(@Inject(DataSource) protected readonly db: DataSource | EntityManager) {}

  /** Quotes a table or column name for the engine (SQLite "x", MariaDB `x`). */
  protected get q(): (identifier: string) => string {
    return dialectOf(this.db).q;
  }

  /** The first row of a query, or undefined. */
  protected async first<T>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    const [row] = (await this.db.query(sql, params)) as T[];
    return row;
  }
}
