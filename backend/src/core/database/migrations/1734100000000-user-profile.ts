import { randomUUID } from 'node:crypto';
import { type MigrationInterface, type QueryRunner, TableIndex } from 'typeorm';

/** The account's profile columns (001 §3 User basic info), as `UserEntity` declares them. */
export const USER_PROFILE_COLUMNS = [
  ['user_img', 'varchar(1000)'],
  ['user_provider', 'varchar(20)'],
  ['user_email', 'varchar(320)'],
  ['user_uuid', 'varchar(36)'],
] as const;

// 001 §3 "User basic info: user_img, user_seq, user_provider, user_type, user_name, user_email,
// user_id, user_uuid, user_serial …": an account keeps how it signs in ('local': an id and a
// password; 'google'), the e-mail and picture its provider gave, and a uuid of its own (the serial
// is the uuid's short form, worked out when read). Existing accounts: a linked Google identity makes
// the account Google's, with that identity's last e-mail; every account gets its uuid. Only missing
// columns are added (ALTER TABLE … ADD COLUMN: no table rebuild on SQLite).
export class UserProfile1734100000000 implements MigrationInterface {
  name = 'UserProfile1734100000000';

  async up(q: QueryRunner): Promise<void> {
    const e = (name: string) => q.connection.driver.escape(name);
    const table = await q.getTable('app_user');
    for (const [name, type] of USER_PROFILE_COLUMNS) {
      if (!table?.findColumnByName(name))
        await q.query(`ALTER TABLE ${e('app_user')} ADD COLUMN ${e(name)} ${type} NULL`);
    }
    await q.query(
      `UPDATE ${e('app_user')} SET ${e('user_provider')} = 'google', ${e('user_email')} = (SELECT i.${e('email')} FROM ${e('user_identity')} i WHERE i.${e('user_seq')} = ${e('app_user')}.${e('user_seq')} ORDER BY i.${e('last_at')} DESC LIMIT 1) ` +
        `WHERE ${e('user_provider')} IS NULL AND EXISTS (SELECT 1 FROM ${e('user_identity')} i WHERE i.${e('user_seq')} = ${e('app_user')}.${e('user_seq')})`,
    );
    await q.query(`UPDATE ${e('app_user')} SET ${e('user_provider')} = 'local' WHERE ${e('user_provider')} IS NULL`);
    const unnamed: Array<{ user_seq: number }> = await q.query(
      `SELECT ${e('user_seq')} FROM ${e('app_user')} WHERE ${e('user_uuid')} IS NULL`,
    );
    for (const { user_seq } of unnamed)
      await q.query(`UPDATE ${e('app_user')} SET ${e('user_uuid')} = ? WHERE ${e('user_seq')} = ?`, [
        randomUUID(),
        user_seq,
      ]);
    if (!(await q.getTable('app_user'))?.indices.some((i) => i.name === 'uq_app_user_uuid')) {
      await q.createIndex(
        'app_user',
        new TableIndex({ name: 'uq_app_user_uuid', columnNames: ['user_uuid'], isUnique: true }),
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropIndex('app_user', 'uq_app_user_uuid');
    // The columns stay: dropping them would lose what the providers gave.
  }
}
