import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

// Staff pages (spec 002 §2.2, §2.3, §3 "Staff"): the membership tables get the member's nick (max
// 100), description (max 3000) and use flag; the nick starts as the member's name.
export class Staff1732800000000 implements MigrationInterface {
  name = 'Staff1732800000000';

  async up(q: QueryRunner): Promise<void> {
    for (const scope of ['cafe', 'roaster']) {
      await q.addColumns(`${scope}_user`, [
        new TableColumn({ name: `${scope}_user_nick`, type: 'varchar', length: '100', isNullable: true }),
        new TableColumn({ name: `${scope}_user_desc`, type: 'text', isNullable: true }),
        new TableColumn({ name: `${scope}_user_use`, type: 'boolean', default: true }),
      ]);
      await q.query(
        `UPDATE ${scope}_user SET ${scope}_user_nick = (SELECT user_name FROM app_user WHERE app_user.user_seq = ${scope}_user.user_seq)`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const scope of ['cafe', 'roaster'])
      await q.dropColumns(`${scope}_user`, [`${scope}_user_nick`, `${scope}_user_desc`, `${scope}_user_use`]);
  }
}
