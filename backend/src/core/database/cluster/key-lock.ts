import { createHash } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { SIGNIN_LOCK_SLOTS } from '../migrations/1733300000000-signin-lock';

/** The lock row a key hashes onto: a fixed table, so keys chosen by strangers add no rows. */
export function lockSlot(key: string): number {
  return createHash('sha256').update(key).digest().readUInt32BE(0) % SIGNIN_LOCK_SLOTS;
}

/**
 * On MariaDB/MySQL, serialises the transactions that name the same key, until `tx` ends: it writes
 * the keys' lock rows (`signin_lock`, a counter). The write holds the row lock on one server, and on
 * a Galera cluster — which certifies what a transaction wrote, not what it locked — it makes a
 * second node's transaction on the same key fail at commit and run again (conflict-retry.ts),
 * seeing the first one's rows. SQLite needs nothing: its write transactions run one at a time.
 * Slots are taken in order, so two transactions naming the same two keys cannot deadlock.
 */
export async function lockKeys(tx: EntityManager, mysql: boolean, keys: readonly string[]): Promise<void> {
  if (!mysql) return;
  const slots = [...new Set(keys.map(lockSlot))].sort((a, b) => a - b);
  await tx.query(
    `UPDATE signin_lock SET lock_tick = lock_tick + 1 WHERE lock_slot IN (${slots.map(() => '?').join(', ')}) ORDER BY lock_slot`,
    slots,
  );
}
