import { type MigrationInterface, type QueryRunner, Table, type TableColumnOptions } from 'typeorm';

// Written with the Table API so one migration creates the same schema on SQLite and MariaDB.
const id = (name: string): TableColumnOptions => ({
  name,
  type: 'integer',
  isPrimary: true,
  isGenerated: true,
  generationStrategy: 'increment',
});
const int = (name: string, nullable = false): TableColumnOptions => ({ name, type: 'integer', isNullable: nullable });
const str = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});
const time = (name: string): TableColumnOptions => ({ name, type: 'datetime', precision: 3 });
const auditColumns: TableColumnOptions[] = [
  int('rgst_user', true),
  str('rgst_by', 100, true),
  time('rgst_at'),
  int('edit_user', true),
  str('edit_by', 100, true),
  time('edit_at'),
];
const fk = (column: string, table: string, onDelete = 'CASCADE') => ({
  columnNames: [column],
  referencedTableName: table,
  referencedColumnNames: [column],
  onDelete,
});

export class Initial1732280000000 implements MigrationInterface {
  name = 'Initial1732280000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({
        name: 'app_user',
        columns: [
          id('user_seq'),
          { ...str('user_id', 100), isUnique: true },
          str('user_pass', 255),
          str('user_name', 100),
          str('user_type', 10),
          { name: 'user_use', type: 'boolean', default: true },
          ...auditColumns,
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'session',
        columns: [
          { ...str('session_id', 64), isPrimary: true },
          int('user_seq'),
          { name: 'created_at', type: 'bigint' },
          { name: 'expires_at', type: 'bigint' },
        ],
        foreignKeys: [fk('user_seq', 'app_user')],
        indices: [{ columnNames: ['user_seq'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'signin_attempt',
        columns: [id('attempt_seq'), str('attempt_key', 200), { name: 'attempt_at', type: 'bigint' }],
        indices: [{ columnNames: ['attempt_key', 'attempt_at'] }],
      }),
    );
    await q.createTable(
      new Table({
        name: 'roaster',
        columns: [
          id('roaster_seq'),
          str('roaster_name', 300),
          str('roaster_name_locale', 300, true),
          str('roaster_country', 3, true),
          ...auditColumns,
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'cafe',
        columns: [
          id('cafe_seq'),
          str('cafe_name', 300),
          str('cafe_name_locale', 300, true),
          str('cafe_type', 20, true),
          str('cafe_country', 3, true),
          { name: 'cafe_detail', type: 'text', isNullable: true },
          ...auditColumns,
        ],
      }),
    );
    for (const org of ['roaster', 'cafe']) {
      await q.createTable(
        new Table({
          name: `${org}_user`,
          columns: [
            { ...int(`${org}_seq`), isPrimary: true },
            { ...int('user_seq'), isPrimary: true },
            str('user_auth', 10),
            str('user_status', 10),
            ...auditColumns,
          ],
          foreignKeys: [fk(`${org}_seq`, org), fk('user_seq', 'app_user')],
          indices: [{ columnNames: ['user_seq'] }],
        }),
      );
    }
    await q.createTable(
      new Table({
        name: 'code_group',
        columns: [
          { ...str('code_group_id', 20), isPrimary: true },
          str('code_group_name', 100),
          str('code_group_name_kr', 100),
          time('edit_at'),
        ],
      }),
    );
    await q.createTable(
      new Table({
        name: 'code',
        columns: [
          { ...str('code_group_id', 20), isPrimary: true },
          { ...str('code_id', 45), isPrimary: true },
          str('code_name', 255),
          str('code_name_kr', 255),
          str('code_alias1', 100, true),
          str('code_filter', 45, true),
          { name: 'code_order', type: 'integer', default: 0 },
          { name: 'code_use', type: 'boolean', default: true },
          time('edit_at'),
        ],
        foreignKeys: [fk('code_group_id', 'code_group')],
      }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    for (const t of [
      'code',
      'code_group',
      'cafe_user',
      'roaster_user',
      'cafe',
      'roaster',
      'signin_attempt',
      'session',
      'app_user',
    ]) {
      await q.dropTable(t);
    }
  }
}
