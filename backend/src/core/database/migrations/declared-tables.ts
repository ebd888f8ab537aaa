import { type FieldDecl, type PageDecl, pageFields, type SublistDecl, valueTypeOf } from '@beantrail/contracts';
import { type QueryRunner, Table, TableColumn, type TableColumnOptions } from 'typeorm';

// Tables typed from page declarations (used by the roaster and cafe migrations). A migration
// calls these once, with the declarations as they were then: a later change to a declaration
// needs its own migration, and the schema tests fail when a declared column is missing.

const AUDIT = ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at'];
const time = (name: string): TableColumnOptions => ({
  name,
  type: 'datetime',
  precision: 3,
  isNullable: name !== 'rgst_at' && name !== 'edit_at',
});
const auditColumns: TableColumnOptions[] = [
  { name: 'rgst_user', type: 'integer', isNullable: true },
  { name: 'rgst_by', type: 'varchar', length: '100', isNullable: true },
  time('rgst_at'),
  { name: 'edit_user', type: 'integer', isNullable: true },
  { name: 'edit_by', type: 'varchar', length: '100', isNullable: true },
  time('edit_at'),
];
const serial = (name: string): TableColumnOptions => ({
  name,
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});

/** A declared field as a column: numbers are stored scaled as integers (000 §9), lists as text. */
export function column(f: FieldDecl): TableColumnOptions {
  const type = valueTypeOf(f);
  if (type === 'boolean')
    return {
      name: f.name,
      type: 'boolean',
      isNullable: true,
      default: f.default === true ? true : f.default === false ? false : undefined,
    };
  if (type === 'integer' || (type === 'number' && f.scale)) return { name: f.name, type: 'integer', isNullable: true };
  if (type === 'number') return { name: f.name, type: 'double', isNullable: true };
  if (f.widget === 'datetime') return time(f.name);
  if (type === 'list' || f.widget === 'textarea' || (f.maxBytes ?? 0) > 1000)
    return { name: f.name, type: 'text', isNullable: true };
  return { name: f.name, type: 'varchar', length: String(Math.max(f.maxBytes ?? 300, 10)), isNullable: true };
}

/**
 * For a migration that adds fields a declaration gained after its table's first migration (which
 * types the table from the declaration as it is now, so a new database already has them): adds
 * those of `fields` the table lacks, and nothing else.
 */
export async function addMissingColumns(q: QueryRunner, table: string, fields: readonly FieldDecl[]): Promise<void> {
  const current = await q.getTable(table);
  const missing = fields.filter((f) => !current?.findColumnByName(f.name));
  if (missing.length)
    await q.addColumns(
      table,
      missing.map((f) => new TableColumn(column(f))),
    );
}

export function recordTable(page: PageDecl): Table {
  const fields = pageFields(page).filter((f) => f.saveable !== false && !AUDIT.includes(f.name));
  const generated = fields.find((f) => f.key && f.generated);
  const columns: TableColumnOptions[] = fields.map((f) => {
    if (f === generated) return serial(f.name);
    // Without a generated key the declared keys form the primary key.
    if (f.key && !generated) return { ...column(f), isPrimary: true, isNullable: false };
    return column(f);
  });
  if (page.ownerField) columns.push({ name: page.ownerField, type: 'integer', isNullable: false });
  return new Table({ name: page.table!, columns: [...columns, ...auditColumns] });
}

export function rowTable(sub: SublistDecl): Table {
  const columns = sub.fields.map((f) => (sub.rowKeys.includes(f.name) ? serial(f.name) : column(f)));
  for (const k of sub.parentKeys ?? []) columns.push({ name: k, type: 'integer', isNullable: false });
  return new Table({ name: sub.table!, columns });
}
