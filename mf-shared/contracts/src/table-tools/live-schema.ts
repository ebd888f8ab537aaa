import type { SqlDialect } from './generate';

/**
 * The live schema rows the top administrator's table tools read (002 §7
 * /api/setting/system/{schema,table,column}); a column's row is `LiveColumn` (definition.ts).
 */

/** POST /api/setting/system/schema: the application's own database, and the dialect its statements are written in. */
export interface SchemaRow {
  TABLE_SCHEMA: string;
  DIALECT: SqlDialect;
}

/** POST /api/setting/system/table: one table of that schema. */
export interface TableNameRow {
  TABLE_NAME: string;
}
