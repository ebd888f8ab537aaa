import {
  type MigrationInterface,
  type QueryRunner,
  Table,
  TableColumn,
  type TableColumnOptions,
  TableIndex,
} from 'typeorm';

// Admin master data for the generic page engine (spec 001 §3 "Master data"). Table API, so one
// migration serves SQLite and MariaDB; the initial migration is never edited.
const id = (name: string): TableColumnOptions => ({
  name,
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const int = (name: string, nullable = true): TableColumnOptions => ({ name, type: 'integer', isNullable: nullable });
const str = (name: string, length: number, nullable = true): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const text = (name: string): TableColumnOptions => ({ name, type: 'text', isNullable: true });
const flag = (name: string): TableColumnOptions => ({ name, type: 'boolean', default: true });
const time = (name: string): TableColumnOptions => ({ name, type: 'datetime', precision: 3 });
const auditColumns: TableColumnOptions[] = [
  int('rgst_user'),
  str('rgst_by', 100),
  time('rgst_at'),
  int('edit_user'),
  str('edit_by', 100),
  time('edit_at'),
];
const names = (p: string, length = 300): TableColumnOptions[] => [
  str(`${p}_name`, length),
  str(`${p}_name_locale`, length),
  str(`${p}_nick`, 300),
  str(`${p}_nick_locale`, 300),
];
// Lists order by registration time by default (000 §9); the key breaks ties and keeps deep pages index-only.
const listIndex = (table: string, key: string) =>
  new TableIndex({ name: `idx_${table}_rgst`, columnNames: ['rgst_at', key] });

export class MasterData1732290000000 implements MigrationInterface {
  name = 'MasterData1732290000000';

  async up(q: QueryRunner): Promise<void> {
    const mysql = q.connection.options.type === 'mysql';
    const table = async (name: string, key: string, columns: TableColumnOptions[], indices: string[][] = []) => {
      await q.createTable(new Table({ name, columns: [id(key), ...columns, ...auditColumns] }));
      await q.createIndex(name, listIndex(name, key));
      for (const cols of indices)
        await q.createIndex(name, new TableIndex({ name: `idx_${name}_${cols.join('_')}`, columnNames: cols }));
    };
    await table(
      'country',
      'country_seq',
      [
        { ...str('country_id', 45, false), isUnique: true },
        str('country_name', 300, false),
        str('country_nick', 300),
        str('country_code2', 45),
        str('country_code1', 45),
        str('country_filter', 45),
        flag('country_use'),
      ],
      [['country_name']],
    );
    await table(
      'region',
      'region_seq',
      [
        str('region_country', 45, false),
        int('region_parent_seq'),
        str('region_code', 45),
        ...names('region'),
        text('region_desc'),
        flag('region_use'),
      ],
      [['region_country', 'region_name']],
    );
    await table(
      'farm',
      'farm_seq',
      [
        ...names('farm'),
        str('farm_country_code', 45, false),
        int('farm_region_seq'),
        str('farm_region_etc', 300),
        text('farm_desc'),
        text('farm_detail'),
        flag('farm_use'),
      ],
      [['farm_country_code', 'farm_region_seq']],
    );
    await table('variety', 'variety_seq', [
      str('species_type', 45),
      { ...str('variety_id', 45, false), isUnique: true },
      str('variety_name', 250),
      str('variety_name_kr', 250),
      text('variety_desc'),
      text('variety_desc_kr'),
      text('variety_detail'),
      flag('variety_disp'),
      flag('variety_use'),
    ]);
    await table(
      'company',
      'company_seq',
      [
        str('company_country_code', 45),
        str('company_type', 45),
        ...names('company'),
        str('company_site', 300),
        str('company_shop', 300),
        text('company_type_list'),
        text('company_detail'),
        text('company_etc'),
        flag('company_use'),
      ],
      [['company_type']],
    );
    await table('equip', 'equip_seq', [
      str('equip_type', 45, false),
      ...names('equip'),
      int('equip_manufacture_seq'),
      text('equip_option'),
      text('equip_detail'),
      flag('equip_use'),
    ]);
    await table('material', 'material_seq', [
      str('material_type', 45, false),
      ...names('material'),
      text('material_detail'),
      flag('material_use'),
    ]);

    // Existing tables gain the columns their admin pages declare (all nullable or defaulted).
    const rgstAt = new TableColumn({
      ...time('rgst_at'),
      isNullable: true,
      default: mysql ? 'CURRENT_TIMESTAMP(3)' : 'CURRENT_TIMESTAMP',
    });
    const auditAdds = () => [
      new TableColumn(int('rgst_user')),
      new TableColumn(str('rgst_by', 100)),
      rgstAt,
      new TableColumn(int('edit_user')),
      new TableColumn(str('edit_by', 100)),
    ];
    await q.addColumns('code_group', [
      new TableColumn(text('code_group_desc')),
      new TableColumn(flag('code_group_use')),
      ...auditAdds(),
    ]);
    await q.addColumns('code', [
      new TableColumn(text('code_desc')),
      new TableColumn(text('code_desc_kr')),
      new TableColumn(str('code_alias2', 255)),
      new TableColumn(str('code_alias3', 255)),
      new TableColumn(str('code_alias4', 255)),
      ...auditAdds(),
    ]);
    await q.addColumns('roaster', [
      new TableColumn(str('roaster_type', 45)),
      new TableColumn(text('roaster_detail')),
      new TableColumn(flag('roaster_use')),
    ]);
    await q.addColumns('cafe', [new TableColumn(flag('cafe_use'))]);
    await q.query(`UPDATE code_group SET rgst_at = edit_at`);
    await q.query(`UPDATE code SET rgst_at = edit_at`);
    if (mysql) await this.widenForMysql(q);
  }

  /**
   * 001 §5 allows code_group_id up to 45 bytes, aliases 255 and filters 3000; the initial tables
   * were narrower. SQLite does not enforce varchar lengths, so only MariaDB/MySQL need the change
   * (the foreign key must be dropped while both key columns widen).
   */
  private async widenForMysql(q: QueryRunner): Promise<void> {
    const code = await q.getTable('code');
    const fk = code?.foreignKeys.find((f) => f.referencedTableName.endsWith('code_group'));
    if (fk) await q.dropForeignKey('code', fk);
    await q.query('ALTER TABLE `code_group` MODIFY `code_group_id` varchar(45) NOT NULL');
    await q.query('ALTER TABLE `code` MODIFY `code_group_id` varchar(45) NOT NULL');
    await q.query('ALTER TABLE `code` MODIFY `code_alias1` varchar(255) NULL');
    await q.query('ALTER TABLE `code` MODIFY `code_filter` text NULL');
    if (fk) await q.createForeignKey('code', fk);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of ['material', 'equip', 'company', 'variety', 'farm', 'region', 'country']) await q.dropTable(t);
    await q.dropColumns('cafe', ['cafe_use']);
    await q.dropColumns('roaster', ['roaster_type', 'roaster_detail', 'roaster_use']);
    const audit = ['rgst_user', 'rgst_by', 'rgst_at', 'edit_user', 'edit_by'];
    await q.dropColumns('code', ['code_desc', 'code_desc_kr', 'code_alias2', 'code_alias3', 'code_alias4', ...audit]);
    await q.dropColumns('code_group', ['code_group_desc', 'code_group_use', ...audit]);
  }
}
