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

  /**
   * A write whose count of changed rows decides something (a stale version, a short stock), through
   * the query runner of the transaction the repository is built on: TypeORM reports the rows a
   * statement changed only there. `raw` is the driver's own answer (an INSERT's generated key).
   */
  protected async execute(sql: string, params: unknown[]): Promise<{ raw: unknown; affected: number }> {
    const runner = 'queryRunner' in this.db ? this.db.queryRunner : undefined;
    if (!runner) throw new Error('a counted write runs inside a transaction');
    const r = await runner.query(sql, params, true);
    return { raw: r.raw, affected: r.affected ?? 0 };
  }

  /** The first row of a query, or undefined. */
  protected async first<T>(sql: string, params: unknown[] = []): Promise<T | undefined> {
    const [row] = (await this.db.query(sql, params)) as T[];
    return row;
  }
}
