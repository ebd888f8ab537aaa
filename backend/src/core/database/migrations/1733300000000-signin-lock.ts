import { type MigrationInterface, type QueryRunner, Table } from 'typeorm';

/** How many lock rows the sign-in throttle hashes its keys onto (core/auth/throttle.service.ts). */
export const SIGNIN_LOCK_SLOTS = 256;

// A fixed set of lock rows, so the throttle can serialise the attempts of one
// account or address on MariaDB (SELECT … FOR UPDATE) without a row per guessed user id.
export class SigninLock1733300000000 implements MigrationInterface {
  name = 'SigninLock1733300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.createTable(
      new Table({ name: 'signin_lock', columns: [{ name: 'lock_slot', type: 'integer', isPrimary: true }] }),
    );
    const slots = Array.from({ length: SIGNIN_LOCK_SLOTS }, (_, i) => i);
    await q.query(`INSERT INTO signin_lock (lock_slot) VALUES ${slots.map(() => '(?)').join(', ')}`, slots);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropTable('signin_lock');
  }
}
