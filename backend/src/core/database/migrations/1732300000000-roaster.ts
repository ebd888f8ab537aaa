import {
  type FieldDecl, GREENBEAN_ADMIN_PAGES, type PageDecl, pageFields, pageSublists, ROASTER_PAGES, type SublistDecl, valueTypeOf,
} from '@beantrail/contracts';
import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions, TableIndex } from 'typeorm';

// Roaster area tables (issue 4; spec 001 §3). The ~170 columns of a roasting (20 profile stages ×
// 6 readings, environment, aggregates) are typed from the page declarations here, once: a later
// change to a declaration needs its own migration (the schema test in roaster-schema.api.spec.ts
// fails when a declared column is missing). Table API, so SQLite and MariaDB get the same schema.

const AUDIT = ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by', 'edit_at'];
const time = (name: string): TableColumnOptions => ({ name, type: 'datetime', precision: 3, isNullable: name !== 'rgst_at' && name !== 'edit_at' });
const auditColumns: TableColumnOptions[] = [
  { name: 'rgst_user', type: 'integer', isNullable: true }, { name: 'rgst_by', type: 'varchar', length: '100', isNullable: true }, time('rgst_at'),
  { name: 'edit_user', type: 'integer', isNullable: true }, { name: 'edit_by', type: 'varchar', length: '100', isNullable: true }, time('edit_at'),
];
const serial = (name: string): TableColumnOptions => ({ name, type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' });

/** A declared field as a column: numbers are stored scaled as integers (000 §9), lists as text. */
function column(f: FieldDecl): TableColumnOptions {
  const type = valueTypeOf(f);
  if (type === 'boolean') return { name: f.name, type: 'boolean', isNullable: true, default: f.default === true ? true : f.default === false ? false : undefined };
  if (type === 'integer' || (type === 'number' && f.scale)) return { name: f.name, type: 'integer', isNullable: true };
  if (type === 'number') return { name: f.name, type: 'double', isNullable: true };
  if (f.widget === 'datetime') return time(f.name);
  if (type === 'list' || f.widget === 'textarea' || (f.maxBytes ?? 0) > 1000) return { name: f.name, type: 'text', isNullable: true };
  return { name: f.name, type: 'varchar', length: String(Math.max(f.maxBytes ?? 300, 10)), isNullable: true };
}

function recordTable(page: PageDecl): Table {
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

function rowTable(sub: SublistDecl): Table {
  const columns = sub.fields.map((f) => (sub.rowKeys.includes(f.name) ? serial(f.name) : column(f)));
  for (const k of sub.parentKeys ?? []) columns.push({ name: k, type: 'integer', isNullable: false });
  return new Table({ name: sub.table!, columns });
}

const PAGES: PageDecl[] = [...Object.values(GREENBEAN_ADMIN_PAGES), ...Object.values(ROASTER_PAGES)];

export class Roaster1732300000000 implements MigrationInterface {
  name = 'Roaster1732300000000';

  async up(q: QueryRunner): Promise<void> {
    for (const page of PAGES) {
      const table = page.table!;
      await q.createTable(recordTable(page));
      // Lists filter by the owner and order by registration time (000 §9); the key breaks ties.
      const lead = page.ownerField ? [page.ownerField] : [];
      await q.createIndex(table, new TableIndex({ name: `idx_${table}_rgst`, columnNames: [...lead, 'rgst_at', ...page.keys] }));
      for (const sub of pageSublists(page)) {
        await q.createTable(rowTable(sub));
        await q.createIndex(sub.table!, new TableIndex({ name: `idx_${sub.table}_parent`, columnNames: [...(sub.parentKeys ?? [])] }));
      }
    }
    // QR uuids are looked up by the public and cafe pages (001 §2 QR link paths).
    for (const [table, cols] of [['blending_default', ['blending_uuid_str', 'blending_uuid_cafe']], ['blending_result', ['blending_result_uuid_str', 'blending_result_uuid_cafe']]] as const) {
      for (const c of cols) await q.createIndex(table, new TableIndex({ name: `idx_${c}`, columnNames: [c], isUnique: true }));
    }
    await q.createIndex('roasting_result', new TableIndex({ name: 'idx_roasting_result_date', columnNames: ['roaster_seq', 'roasting_result_date', 'roasting_result_seq'] }));
    await q.createIndex('blending_result', new TableIndex({ name: 'idx_blending_result_date', columnNames: ['roaster_seq', 'blending_result_date', 'blending_result_seq'] }));
    await q.createIndex('roasting_result_greenbean', new TableIndex({ name: 'idx_rrg_bean', columnNames: ['greenbean_roaster_seq', 'greenbean_year'] }));
    await q.createIndex('blending_result_roasting', new TableIndex({ name: 'idx_brr_result', columnNames: ['roasting_result_seq'] }));
  }

  async down(q: QueryRunner): Promise<void> {
    for (const page of [...PAGES].reverse()) {
      for (const sub of pageSublists(page)) await q.dropTable(sub.table!);
      await q.dropTable(page.table!);
    }
  }
}
