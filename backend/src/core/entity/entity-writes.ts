import type { PageDecl } from '@beantrail/contracts';
import type { DataSource } from 'typeorm';
import type { EntityHooks } from './entity-hooks';
import type { Dialect } from './sql';

/** What the generic save and remove stand on (EntityService hands them the same one). */
export interface EntityWrites {
  db: DataSource;
  d: Dialect;
  /** The page's save hooks, when it has any. */
  hooksOf(page: PageDecl): EntityHooks | undefined;
  /** After a commit: the table's cached list counts and anchors are stale. */
  written(table: string): void;
}
