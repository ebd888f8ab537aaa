import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import type { LiveColumn, SchemaRow, TableNameRow } from '@beantrail/contracts';
import { UserTypes } from '../core/auth/guards';
import { ApiRefusal } from '../core/envelope/api-refusal';
import type { RequestBody } from '../core/http/body';
import { SystemRepository } from './system.repository';

/**
 * The top administrator's table tools read the live schema (002 §2.14, §6 "system settings: SADMIN
 * only", §7 /api/setting/system/{schema,table,column}). Only this application's own database is
 * offered; a schema or table name is checked against the live list before it reaches any query.
 */
@Controller('api/setting/system')
@UserTypes('SADMIN')
export class SystemController {
  constructor(private readonly schemaRows: SystemRepository) {}

  private async tableNames(schema: unknown): Promise<string[]> {
    if (schema !== (await this.schemaRows.schemaName())) throw new ApiRefusal(404, 'nopage_text', 'TABLE_SCHEMA');
    return this.schemaRows.tableNames();
  }

  @Post('schema')
  @HttpCode(200)
  async schema(): Promise<SchemaRow[]> {
    // The statements the compare page writes are in the engine's dialect.
    return [{ TABLE_SCHEMA: await this.schemaRows.schemaName(), DIALECT: this.schemaRows.mysql ? 'mysql' : 'sqlite' }];
  }

  @Post('table')
  @HttpCode(200)
  async table(@Body() body: RequestBody): Promise<TableNameRow[]> {
    return (await this.tableNames(body?.TABLE_SCHEMA)).map((TABLE_NAME) => ({ TABLE_NAME }));
  }

  @Post('column')
  @HttpCode(200)
  async column(@Body() body: RequestBody): Promise<LiveColumn[]> {
    const tables = await this.tableNames(body?.TABLE_SCHEMA);
    const name = String(body?.TABLE_NAME ?? '');
    if (!tables.includes(name)) throw new ApiRefusal(404, 'nopage_text', 'TABLE_NAME');
    if (this.schemaRows.mysql) {
      return (await this.schemaRows.mysqlColumns(name)).map((r) => ({
        COLUMN_NAME: String(r.c),
        DATA_TYPE: String(r.t).toLowerCase(),
        CHARACTER_MAXIMUM_LENGTH: r.l === null ? null : Number(r.l),
        IS_NULLABLE: r.n === 'YES' ? 'YES' : 'NO',
        COLUMN_KEY: r.k === 'PRI' ? 'PRI' : '',
        COLUMN_DEFAULT: r.d === null ? null : String(r.d),
        IS_GENERATED: /auto_increment/i.test(String(r.e ?? '')),
      }));
    }
    // The name is one of the live tables (checked above), so it may stand in the pragma.
    const rows = await this.schemaRows.sqliteColumns(name);
    const autoincrement = /AUTOINCREMENT/i.test(String((await this.schemaRows.sqliteDdl(name)) ?? ''));
    return rows.map((r) => {
      const [, type, length] = /^([a-z ]+)(?:\((\d+)\))?/i.exec(String(r.type)) ?? [];
      const primary = Number(r.pk) > 0;
      return {
        COLUMN_NAME: String(r.name),
        DATA_TYPE: (type ?? String(r.type)).trim().toLowerCase(),
        CHARACTER_MAXIMUM_LENGTH: length && /char/i.test(type) ? Number(length) : null,
        IS_NULLABLE: Number(r.notnull) || primary ? 'NO' : 'YES',
        COLUMN_KEY: primary ? 'PRI' : '',
        COLUMN_DEFAULT: r.dflt_value === null ? null : String(r.dflt_value),
        IS_GENERATED: primary && autoincrement && /int/i.test(String(r.type)),
      };
    });
  }
}
