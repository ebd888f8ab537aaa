import type { MigrationInterface, QueryRunner } from 'typeorm';

// 001 §5 Names: a roastery or cafe needs its name in the active language only ("Roaster: names 3 to
// 300 (active-locale one required)"), so an administrator working in Korean may leave the English
// name empty. The English name columns predate the admin pages and were NOT NULL, which had made the
// English name required in both languages; here they take NULL like the Korean ones. MariaDB changes
// the column in place; SQLite cannot, so the table is rebuilt (TypeORM's changeColumn, with the keys
// off as during every migration).
export const ORGANISATION_NAMES: ReadonlyArray<[table: string, english: string, korean: string]> = [
  ['roaster', 'roaster_name', 'roaster_name_locale'],
  ['cafe', 'cafe_name', 'cafe_name_locale'],
];

async function setNullable(q: QueryRunner, table: string, column: string, nullable: boolean): Promise<void> {
  const t = await q.getTable(table);
  const old = t?.findColumnByName(column);
  if (!t || !old || old.isNullable === nullable) return;
  if (q.connection.options.type === 'mysql') {
    await q.query(`ALTER TABLE \`${table}\` MODIFY \`${column}\` varchar(300) ${nullable ? 'NULL' : 'NOT NULL'}`);
    return;
  }
  const next = old.clone();
  next.isNullable = nullable;
  await q.changeColumn(t, old, next);
}

export class OrganisationNames1734000000000 implements MigrationInterface {
  name = 'OrganisationNames1734000000000';

  async up(q: QueryRunner): Promise<void> {
    for (const [table, english] of ORGANISATION_NAMES) await setNullable(q, table, english, true);
  }

  async down(q: QueryRunner): Promise<void> {
    const e = (name: string) => q.connection.driver.escape(name);
    for (const [table, english, korean] of ORGANISATION_NAMES) {
      // A Korean-only name stands in for the English one the old column demands.
      await q.query(`UPDATE ${e(table)} SET ${e(english)} = COALESCE(${e(korean)}, '') WHERE ${e(english)} IS NULL`);
      await setNullable(q, table, english, false);
    }
  }
}
