/**
 * The top administrator's table tools (002 §2.14, §5 "Table definition", §8 "Parsing Error"): a
 * table definition made from a live table's columns — key, search, order and name columns, and per
 * column the LIST/READ/CREATE/UPDATE/EXCEL_IN/EXCEL_UP checks — and what is generated from it. Pure,
 * so the page, the server and the tests share it.
 */
export const COLUMN_CHECKS = ['LIST', 'READ', 'CREATE', 'UPDATE', 'EXCEL_IN', 'EXCEL_UP'] as const;
export type ColumnCheck = (typeof COLUMN_CHECKS)[number];

/** A live column as the server reports it (002 §7 /api/setting/system/column). */
export interface LiveColumn {
  COLUMN_NAME: string;
  /** The engine's type name, lower case: varchar, integer, int, datetime, text, boolean, double… */
  DATA_TYPE: string;
  CHARACTER_MAXIMUM_LENGTH: number | null;
  IS_NULLABLE: 'YES' | 'NO';
  COLUMN_KEY: 'PRI' | '';
  COLUMN_DEFAULT: string | null;
  /** Auto-increment. */
  IS_GENERATED: boolean;
}

export interface DefinedColumn {
  name: string;
  type: string;
  length: number | null;
  nullable: boolean;
  generated: boolean;
  checks: ColumnCheck[];
}

export interface TableDefinition {
  schema: string;
  table: string;
  primaryKey: string[];
  search: string[];
  order: string[];
  /** The columns that name a row (shown first in lists, searched by default). */
  name: string[];
  columns: DefinedColumn[];
}

const AUDIT = new Set(['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at']);

/**
 * A first definition of a live table: its primary key; every column read; listed unless it is an
 * audit stamp, long text or generated; the settable ones creatable and updatable.
 */
export function definitionOf(schema: string, table: string, live: readonly LiveColumn[]): TableDefinition {
  const columns = live.map((c): DefinedColumn => {
    const settable = !c.IS_GENERATED && !AUDIT.has(c.COLUMN_NAME);
    const listed = settable && !/text/i.test(c.DATA_TYPE);
    const checks: ColumnCheck[] = [
      ...(listed ? (['LIST'] as const) : []),
      'READ',
      ...(settable ? (['CREATE', 'UPDATE'] as const) : []),
    ];
    return {
      name: c.COLUMN_NAME,
      type: c.DATA_TYPE,
      length: c.CHARACTER_MAXIMUM_LENGTH,
      nullable: c.IS_NULLABLE === 'YES',
      generated: c.IS_GENERATED,
      checks,
    };
  });
  const primaryKey = live.filter((c) => c.COLUMN_KEY === 'PRI').map((c) => c.COLUMN_NAME);
  const names = live.filter((c) => /_name(_locale)?$/.test(c.COLUMN_NAME)).map((c) => c.COLUMN_NAME);
  return {
    schema,
    table,
    primaryKey,
    search: names,
    order: live.some((c) => c.COLUMN_NAME === 'rgst_at') ? ['rgst_at'] : [],
    name: names,
    columns,
  };
}

/**
 * 002 §5 "required fields must be filled, else field_required names the field": the schema, the
 * table and a primary key.
 */
export function definitionProblem(
  def: Partial<TableDefinition>,
): { key: 'field_required'; field: 'schema' | 'table' | 'primaryKey' } | null {
  if (!def.schema) return { key: 'field_required', field: 'schema' };
  if (!def.table) return { key: 'field_required', field: 'table' };
  if (!def.primaryKey?.length) return { key: 'field_required', field: 'primaryKey' };
  return null;
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** A pasted definition (the JSON this tool writes), or null: the page says "Parsing Error" (002 §8). */
export function parseDefinition(text: string): TableDefinition | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
  const d = raw as Record<string, unknown>;
  if (
    typeof d.schema !== 'string' ||
    typeof d.table !== 'string' ||
    !isStrings(d.primaryKey) ||
    !isStrings(d.search) ||
    !isStrings(d.order) ||
    !isStrings(d.name)
  )
    return null;
  if (!Array.isArray(d.columns)) return null;
  const columns: DefinedColumn[] = [];
  for (const c of d.columns as unknown[]) {
    if (!c || typeof c !== 'object') return null;
    const col = c as Record<string, unknown>;
    if (typeof col.name !== 'string' || !col.name || typeof col.type !== 'string' || !isStrings(col.checks))
      return null;
    if (!col.checks.every((k) => (COLUMN_CHECKS as readonly string[]).includes(k))) return null;
    const length = typeof col.length === 'number' ? col.length : null;
    columns.push({
      name: col.name,
      type: col.type,
      length,
      nullable: col.nullable === true,
      generated: col.generated === true,
      checks: col.checks as ColumnCheck[],
    });
  }
  const known = new Set(columns.map((c) => c.name));
  // Every named column must be one of the columns.
  if (![...d.primaryKey, ...d.search, ...d.order, ...d.name].every((n) => known.has(n))) return null;
  return {
    schema: d.schema,
    table: d.table,
    primaryKey: d.primaryKey,
    search: d.search,
    order: d.order,
    name: d.name,
    columns,
  };
}
