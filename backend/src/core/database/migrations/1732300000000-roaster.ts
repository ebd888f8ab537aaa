import { GREENBEAN_ADMIN_PAGES, type PageDecl, pageSublists, ROASTER_PAGES } from '@beantrail/contracts';
import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';
import { recordTable, rowTable } from './declared-tables';

// Roaster area tables (spec 001 §3). The ~170 columns of a roasting (20 profile stages ×
// 6 readings, environment, aggregates) are typed from the page declarations here, once: a later
// change to a declaration needs its own migration (the schema test in roaster-schema.api.spec.ts
// fails when a declared column is missing). Table API, so SQLite and MariaDB get the same schema.

const PAGES: PageDecl[] = [...Object.values(GREENBEAN_ADMIN_PAGES), ...Object.values(ROASTER_PAGES)];

export class Roaster1732300000000 implements MigrationInterface {
  name = 'Roaster1732300000000';

  async up(q: QueryRunner): Promise<void> {
    for (const page of PAGES) {
      const table = page.table!;
      await q.createTable(recordTable(page));
      // Lists filter by the owner and order by registration time (000 §9); the key breaks ties.
      const lead = page.ownerField ? [page.ownerField] : [];
      await q.createIndex(
        table,
        new TableIndex({ name: `idx_${table}_rgst`, columnNames: [...lead, 'rgst_at', ...page.keys] }),
      );
      for (const sub of pageSublists(page)) {
        await q.createTable(rowTable(sub));
        await q.createIndex(
          sub.table!,
          new TableIndex({ name: `idx_${sub.table}_parent`, columnNames: [...(sub.parentKeys ?? [])] }),
        );
      }
    }
    // QR uuids are looked up by the public and cafe pages (001 §2 QR link paths).
    for (const [table, cols] of [
      ['blending_default', ['blending_uuid_str', 'blending_uuid_cafe']],
      ['blending_result', ['blending_result_uuid_str', 'blending_result_uuid_cafe']],
    ] as const) {
      for (const c of cols)
        await q.createIndex(table, new TableIndex({ name: `idx_${c}`, columnNames: [c], isUnique: true }));
    }
    await q.createIndex(
      'roasting_result',
      new TableIndex({
        name: 'idx_roasting_result_date',
        columnNames: ['roaster_seq', 'roasting_result_date', 'roasting_result_seq'],
      }),
    );
    await q.createIndex(
      'blending_result',
      new TableIndex({
        name: 'idx_blending_result_date',
        columnNames: ['roaster_seq', 'blending_result_date', 'blending_result_seq'],
      }),
    );
    await q.createIndex(
      'roasting_result_greenbean',
      new TableIndex({ name: 'idx_rrg_bean', columnNames: ['greenbean_roaster_seq', 'greenbean_year'] }),
    );
    await q.createIndex(
      'blending_result_roasting',
      new TableIndex({ name: 'idx_brr_result', columnNames: ['roasting_result_seq'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const page of [...PAGES].reverse()) {
      for (const sub of pageSublists(page)) await q.dropTable(sub.table!);
      await q.dropTable(page.table!);
    }
  }
}
