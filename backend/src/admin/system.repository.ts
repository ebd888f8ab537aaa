import { Injectable } from '@nestjs/common';
import { dialectOf } from '../core/entity/sql';
import { SqlRepository } from '../core/database/sql-repository';

/** A MariaDB column as information_schema.columns describes it. */
export interface MysqlColumnRow {
  c: string;
  t: string;
  l: number | string | null;
  n: 'YES' | 'NO';
  k: string;
  d: string | null;
  e: string | null;
}

/** A SQLite column as PRAGMA table_info describes it. */
export interface SqliteColumnRow {
  name: string;
  type: string;
  notnull: number;
  dflt_value: string | null;
  pk: number;
}

/**
 * The live schema of this application's own database (002 §2.14 table tools), on either engine.
 * A table name reaches a query only after the caller found it in `tableNames()`.
 */
@Injectable()
export class SystemRepository extends SqlRepository {
  get mysql(): boolean {
    return dialectOf(this.db).mysql;
  }

  /** The database's name: MariaDB's current schema, SQLite's `main`. */
  async schemaName(): Promise<string> {
    if (!this.mysql) return 'main';
    const row = await this.first<{ name: string }>('SELECT DATABASE() AS name');
    return String(row!.name);
  }

  async tableNames(): Promise<string[]> {
    const rows = (await this.db.query(
      this.mysql
        ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE() ORDER BY table_name'
        : "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
    )) as { name: string }[];
    return rows.map((r) => String(r.name));
  }

  mysqlColumns(table: string): Promise<MysqlColumnRow[]> {
    return this.db.query(
      'SELECT column_name AS c, data_type AS t, character_maximum_length AS l, is_nullable AS n, column_key AS k, column_default AS d, extra AS e ' +
        'FROM information_schema.columns WHERE table_schema = DATABASE() AND table_name = ? ORDER BY ordinal_position',
      [table],
    );
  }

  /** `table` must be one of tableNames(): it stands in the pragma, which takes no parameter. */
  sqliteColumns(table: string): Promise<SqliteColumnRow[]> {
    return this.db.query(`PRAGMA table_info("${table.replace(/"/g, '""')}")`);
  }

  /** The table's CREATE statement (SQLite), which alone tells AUTOINCREMENT. */
  async sqliteDdl(table: string): Promise<string | null> {
    return (
      (
        await this.first<{ sql: string | null }>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = ?", [
          table,
        ])
      )?.sql ?? null
    );
  }
}
