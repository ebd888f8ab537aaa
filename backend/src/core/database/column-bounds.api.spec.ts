import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  ALL_PAGES,
  dateKindOf,
  type FieldDecl,
  type PageDecl,
  pageFields,
  pageSublists,
  scaleFactor,
  valueBounds,
  valueTypeOf,
} from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, startApp } from '../../testing/test-app';

interface Column {
  type: string;
  /** Characters a varchar holds, or bytes a text type holds. */
  chars?: number;
  bytes?: number;
}

const INT_RANGES: Record<string, [number, number]> = {
  tinyint: [-128, 127],
  smallint: [-32768, 32767],
  mediumint: [-8388608, 8388607],
  int: [-2147483648, 2147483647],
  integer: [-2147483648, 2147483647],
  bigint: [-Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER],
};
const TEXT_BYTES: Record<string, number> = {
  tinytext: 255,
  text: 65_535,
  mediumtext: 16_777_215,
  longtext: 4_294_967_295,
};

/** The columns of a table as the engine reports them (MariaDB: information_schema; SQLite: the declared types). */
async function columnsOf(db: DataSource, table: string): Promise<Map<string, Column>> {
  const mysql = db.options.type === 'mysql';
  const out = new Map<string, Column>();
  if (mysql) {
    const rows = (await db.query(
      'SELECT COLUMN_NAME AS name, DATA_TYPE AS type, CHARACTER_MAXIMUM_LENGTH AS chars FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ?',
      [table],
    )) as Array<{ name: string; type: string; chars: number | null }>;
    for (const r of rows)
      out.set(r.name, {
        type: r.type,
        ...(r.type === 'varchar' || r.type === 'char' ? { chars: Number(r.chars) } : {}),
        ...(TEXT_BYTES[r.type] ? { bytes: TEXT_BYTES[r.type] } : {}),
      });
  } else {
    const rows = (await db.query(`PRAGMA table_info("${table}")`)) as Array<{ name: string; type: string }>;
    for (const r of rows) {
      const m = /^(\w+)(?:\((\d+)\))?/.exec(r.type.toLowerCase());
      // SQLite enforces neither lengths nor ranges (its text holds 1 GB), so only the kinds are compared there; MariaDB's are real.
      out.set(r.name, { type: m?.[1] ?? r.type.toLowerCase(), bytes: 1_000_000_000 });
    }
  }
  return out;
}

/** Why a field's accepted values may not fit its column, or null. */
function misfit(field: FieldDecl, column: Column | undefined): string | null {
  if (!column) return 'no such column';
  const type = valueTypeOf(field);
  if (type === 'boolean') return null;
  if (type === 'integer' || type === 'number') {
    const range = INT_RANGES[column.type];
    if (!range)
      return /double|float|real|decimal|numeric/.test(column.type) ? null : `number in a ${column.type} column`;
    const factor = scaleFactor(field);
    const { min, max } = valueBounds(field);
    return Math.round(min * factor) < range[0] || Math.round(max * factor) > range[1]
      ? `bounds ${min}…${max} (×${factor}) exceed ${column.type}`
      : null;
  }
  if (field.widget === 'datetime')
    return /datetime|timestamp/.test(column.type) ? null : `date-time in a ${column.type} column`;
  const kind = dateKindOf(field);
  const max = field.maxBytes ?? (kind === 'date' ? 10 : kind === 'month' ? 7 : kind === 'time' ? 8 : undefined);
  if (max === undefined) return 'text without maxBytes';
  if (column.chars !== undefined)
    return max > column.chars ? `maxBytes ${max} > ${column.type}(${column.chars})` : null;
  if (column.bytes !== undefined)
    return max > column.bytes ? `maxBytes ${max} > ${column.type} (${column.bytes} bytes)` : null;
  return `text in a ${column.type} column`;
}

const PAGES: readonly PageDecl[] = ALL_PAGES;

/**
 * What a declaration accepts fits the column it is stored in, on the real
 * schema of each engine — numbers within the column's range (declared bounds, else the INT bound
 * the contracts derive), text within its varchar or text type, date-times in datetime columns. A
 * value the checks let through can then never fail in the database (a 500 on MariaDB).
 */
describe.each(databases())('declared bounds fit the columns on %s', (_name, database) => {
  let app: NestFastifyApplication;
  beforeAll(async () => {
    app = await startApp(await database());
  });
  afterAll(() => app.close());

  it('every saved field of every declaration, sublist rows included', async () => {
    const db = app.get(DataSource);
    const problems: string[] = [];
    let checked = 0;
    const check = async (table: string, fields: readonly FieldDecl[]) => {
      const columns = await columnsOf(db, table);
      for (const f of fields) {
        if (f.saveable === false || f.readOnly) continue;
        const problem = misfit(f, columns.get(f.column ?? f.name));
        checked++;
        if (problem) problems.push(`${table}.${f.name}: ${problem}`);
      }
    };
    for (const page of PAGES) {
      if (!page.table) continue;
      await check(page.table, pageFields(page));
      for (const sub of pageSublists(page)) await check(sub.table!, sub.fields);
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(900);
  });
});
