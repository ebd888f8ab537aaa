import type { DefinedColumn, LiveColumn, TableDefinition } from './definition';

/**
 * What the table tools write from a definition (002 §2.14 "generators for code snippets with copy
 * buttons", "Table compare: … schema-change statements"): the page declaration this codebase drives
 * its screens from, and SQL for the engine the server runs on.
 */
export type SqlDialect = 'sqlite' | 'mysql';

const camel = (table: string) => table.replace(/_([a-z0-9])/g, (_m, c: string) => c.toUpperCase());
const quoteList = (names: readonly string[]) => `[${names.map((n) => `'${n}'`).join(', ')}]`;

/** The widget a column's type suggests (000 §2 field widgets). */
export function widgetOf(column: Pick<DefinedColumn, 'type' | 'length' | 'name'>): { widget: string; type?: string } {
  const t = column.type.toLowerCase();
  if (t === 'boolean' || t === 'bool' || (t === 'tinyint' && column.length === 1))
    return { widget: 'switch', type: 'boolean' };
  if (/int/.test(t)) return { widget: 'number', type: 'integer' };
  if (/double|float|decimal|real|numeric/.test(t)) return { widget: 'number', type: 'number' };
  if (t === 'datetime' || t === 'timestamp') return { widget: 'datetime' };
  if (t === 'date') return { widget: 'date' };
  if (/text/.test(t) || (column.length ?? 0) > 1000) return { widget: 'textarea' };
  return { widget: 'text' };
}

function fieldLine(def: TableDefinition, c: DefinedColumn): string {
  const { widget, type } = widgetOf(c);
  const parts = [`name: '${c.name}'`, `widget: '${widget}'`];
  if (type) parts.push(`type: '${type}'`);
  if (def.primaryKey.includes(c.name)) parts.push('key: true');
  if (c.generated) parts.push('generated: true');
  const settable = c.checks.includes('CREATE') || c.checks.includes('UPDATE');
  if (!settable || c.generated) parts.push('readOnly: true');
  else {
    if (!c.checks.includes('CREATE')) parts.push('writable: false');
    if (!c.checks.includes('UPDATE')) parts.push('editable: false');
    if (!c.nullable) parts.push('required: true');
  }
  if (widget === 'text' && c.length) parts.push(`maxBytes: ${c.length}`);
  return `        { ${parts.join(', ')} },`;
}

/** A `definePage(...)` declaration for the table (docs/ENGINE.md), to paste into contracts and complete. */
export function declarationSnippet(def: TableDefinition): string {
  const id = camel(def.table);
  const listed = def.columns.filter((c) => c.checks.includes('LIST') && !def.primaryKey.includes(c.name));
  const readable = def.columns.filter((c) => c.checks.includes('READ') || def.primaryKey.includes(c.name));
  const audit = readable.filter((c) =>
    ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at'].includes(c.name),
  );
  const fields = readable.filter((c) => !audit.includes(c));
  const columns = [
    ...def.name.filter((n) => listed.some((c) => c.name === n)),
    ...listed.map((c) => c.name).filter((n) => !def.name.includes(n)),
  ];
  const orders = def.order.map((o) => `...orderPair('${o.replace(/_at$/, '')}', '${o}')`);
  return [
    `export const ${id}Page = definePage({`,
    `  id: '${id}',`,
    `  table: '${def.table}',`,
    `  api: pageApi('/api/setting/${def.table.replace(/_/g, '/')}'),`,
    `  keys: ${quoteList(def.primaryKey)},`,
    '  list: {',
    `    columns: [${columns.map((n, i) => `{ field: '${n}'${i >= 3 ? ', mobileHidden: true' : ''} }`).join(', ')}],`,
    `    search: { title: ${quoteList(def.search)} },`,
    ...(orders.length ? [`    orders: [${orders.join(', ')}],`] : []),
    '  },',
    '  sections: [',
    '    {',
    "      id: 'basic',",
    '      fields: [',
    ...fields.map((c) => fieldLine(def, c)),
    '      ],',
    '    },',
    ...(audit.length ? ['    auditSection(),'] : []),
    '  ],',
    '  rights: adminRights(),',
    '});',
  ].join('\n');
}

const q = (d: SqlDialect, name: string) =>
  d === 'mysql' ? '`' + name.replace(/`/g, '``') + '`' : '"' + name.replace(/"/g, '""') + '"';

/** A column's SQL type in the dialect (the shapes the migrations use). */
function sqlType(c: Pick<DefinedColumn, 'type' | 'length'>, d: SqlDialect): string {
  const t = c.type.toLowerCase();
  if (/char/.test(t)) return `varchar(${c.length ?? 255})`;
  if (t === 'datetime') return d === 'mysql' ? 'datetime(3)' : 'datetime';
  if (t === 'boolean' || t === 'bool') return d === 'mysql' ? 'tinyint' : 'boolean';
  if (t === 'integer' || t === 'int') return d === 'mysql' ? 'int' : 'integer';
  return t;
}

function columnSql(c: DefinedColumn, d: SqlDialect): string {
  return `${q(d, c.name)} ${sqlType(c, d)}${c.nullable ? '' : ' NOT NULL'}`;
}

/** CREATE TABLE for the definition. */
export function createTableSql(def: TableDefinition, d: SqlDialect): string {
  const lines = def.columns.map((c) => `  ${columnSql(c, d)}`);
  lines.push(`  PRIMARY KEY (${def.primaryKey.map((k) => q(d, k)).join(', ')})`);
  return `CREATE TABLE ${q(d, def.table)} (\n${lines.join(',\n')}\n);`;
}

export interface TableComparison {
  /** In the definition, not in the live table. */
  missingInTable: DefinedColumn[];
  /** In the live table, not in the definition. */
  missingInDefinition: LiveColumn[];
  /** In both, with another type, length or nullability. */
  changed: { name: string; definition: string; table: string }[];
  /** The statements that bring the live table to the definition (review before running them). */
  statements: string[];
}

const shape = (type: string, length: number | null, nullable: boolean) =>
  `${type.toLowerCase()}${length ? `(${length})` : ''}${nullable ? '' : ' not null'}`;

/** 002 §2.14 Table compare: a definition against the live table's columns. */
export function compareTable(def: TableDefinition, live: readonly LiveColumn[], d: SqlDialect): TableComparison {
  const liveByName = new Map(live.map((c) => [c.COLUMN_NAME, c]));
  const defined = new Set(def.columns.map((c) => c.name));
  const missingInTable = def.columns.filter((c) => !liveByName.has(c.name));
  const missingInDefinition = live.filter((c) => !defined.has(c.COLUMN_NAME));
  const changed = def.columns
    .filter((c) => liveByName.has(c.name))
    .map((c) => {
      const l = liveByName.get(c.name)!;
      return {
        name: c.name,
        definition: shape(c.type, c.length, c.nullable),
        table: shape(l.DATA_TYPE, l.CHARACTER_MAXIMUM_LENGTH, l.IS_NULLABLE === 'YES'),
        column: c,
      };
    })
    .filter((x) => x.definition !== x.table);
  const t = q(d, def.table);
  const statements = [
    ...missingInTable.map((c) => `ALTER TABLE ${t} ADD COLUMN ${columnSql(c, d)};`),
    ...missingInDefinition.map((c) => `ALTER TABLE ${t} DROP COLUMN ${q(d, c.COLUMN_NAME)};`),
    // SQLite cannot change a column in place: the table is rebuilt (copy, drop, rename), which the
    // migrations do; the statement names what changes.
    ...changed.map((x) =>
      d === 'mysql'
        ? `ALTER TABLE ${t} MODIFY COLUMN ${columnSql(x.column, d)};`
        : `-- ${def.table}.${x.name}: ${x.table} → ${x.definition} (SQLite: rebuild the table in a migration)`,
    ),
  ];
  return {
    missingInTable,
    missingInDefinition,
    changed: changed.map(({ name, definition, table }) => ({ name, definition, table })),
    statements,
  };
}
