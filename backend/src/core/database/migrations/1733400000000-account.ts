import { type MigrationInterface, type QueryRunner, Table, TableIndex, type TableColumnOptions } from 'typeorm';

const str = (name: string, length: number, nullable = false): TableColumnOptions => ({
  name,
  type: 'varchar',
  length: String(length),
  isNullable: nullable,
});

// Accounts from a third-party sign-in (docs/SECURITY.md "Accounts"):
// - `user_identity` links an account to one provider identity, keyed by the ID token's issuer and
//   `sub` (never by e-mail: an address can change hands; the pair cannot). Compared byte for byte on
//   MariaDB too (utf8mb4_bin), since `sub` is case-sensitive.
// - `oidc_pending` holds one started sign-in: state, nonce and PKCE verifier, keyed by the SHA-256 of
//   a random token in the starting browser's cookie, used once and then deleted.
export class Account1733400000000 implements MigrationInterface {
  name = 'Account1733400000000';

  async up(q: QueryRunner): Promise<void> {
    const exact = q.connection.options.type === 'mysql' ? { charset: 'utf8mb4', collation: 'utf8mb4_bin' } : {};
    await q.createTable(
      new Table({
        name: 'user_identity',
        columns: [
          {
            name: 'identity_seq',
            type: 'integer',
            isPrimary: true,
            isGenerated: true,
            generationStrategy: 'increment',
          },
          { name: 'user_seq', type: 'integer' },
          str('provider', 20),
          { ...str('issuer', 255), ...exact },
          { ...str('subject', 255), ...exact },
          str('email', 320, true),
          { name: 'rgst_at', type: 'datetime', precision: 3 },
          { name: 'last_at', type: 'datetime', precision: 3 },
        ],
        foreignKeys: [
          {
            columnNames: ['user_seq'],
            referencedTableName: 'app_user',
            referencedColumnNames: ['user_seq'],
            onDelete: 'CASCADE',
          },
        ],
      }),
    );
    await q.createIndex(
      'user_identity',
      new TableIndex({ name: 'uq_user_identity_subject', columnNames: ['issuer', 'subject'], isUnique: true }),
    );
    await q.createIndex('user_identity', new TableIndex({ name: 'idx_user_identity_user', columnNames: ['user_seq'] }));
    await q.createTable(
      new Table({
        name: 'oidc_pending',
        columns: [
          { ...str('pending_id', 64), isPrimary: true },
          str('provider', 20),
          str('state', 128),
          str('nonce', 128),
          str('code_verifier', 128),
          str('redirect_uri', 500),
          str('return_to', 1000, true),
          { name: 'expires_at', type: 'bigint' },
        ],
      }),
    );
    await q.createIndex(
      'oidc_pending',
      new TableIndex({ name: 'idx_oidc_pending_expires', columnNames: ['expires_at'] }),
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('oidc_pending');
    await q.dropTable('user_identity');
  }
}
