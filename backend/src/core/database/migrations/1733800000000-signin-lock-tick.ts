import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';

// The sign-in throttle serialises attempts per key on its lock rows (core/auth/throttle.service.ts).
// SELECT … FOR UPDATE locks a row on one server only: a Galera cluster certifies what a transaction
// writes, not what it locked, so two nodes could each count the same failures and both pass. Each
// attempt now writes its lock rows (a counter), so a second node's attempt on the same key is
// refused at commit and runs again, seeing the first.
export class SigninLockTick1733800000000 implements MigrationInterface {
  name = 'SigninLockTick1733800000000';

  async up(q: QueryRunner): Promise<void> {
    if (!(await q.hasColumn('signin_lock', 'lock_tick'))) {
      await q.addColumn(
        'signin_lock',
        new TableColumn({ name: 'lock_tick', type: 'bigint', isNullable: false, default: 0 }),
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    await q.dropColumn('signin_lock', 'lock_tick');
  }
}
