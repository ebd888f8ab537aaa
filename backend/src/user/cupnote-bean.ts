import type { EntityManager } from 'typeorm';
import type { Dialect } from '../core/entity/sql';

/**
 * The public uuid of the cafe bean a note's serial names (002 §3 cup note `coffeebean_uuid`): the
 * bean itself for CAFEDF, the received lot's bean for CAFEDT; null for a roaster's serial or none.
 * A drinker's beans (the brewing result's bean select) are the cafe beans their notes name so.
 */
export async function cafeBeanOfSerial(
  tx: EntityManager,
  d: Dialect,
  type: unknown,
  serial: unknown,
): Promise<string | null> {
  if (typeof serial !== 'string' || !serial.trim()) return null;
  const { q } = d;
  const [row] =
    type === 'CAFEDF'
      ? await tx.query(`SELECT coffeebean_uuid_str AS u FROM ${q('cafe_coffeebean')} WHERE coffeebean_uuid_str = ?`, [
          serial.trim(),
        ])
      : type === 'CAFEDT'
        ? await tx.query(
            `SELECT b.coffeebean_uuid_str AS u FROM ${q('cafe_received')} r JOIN ${q('cafe_coffeebean')} b ON b.coffeebean_seq = r.coffeebean_seq WHERE r.received_uuid_str = ?`,
            [serial.trim()],
          )
        : [];
  return row?.u ? String(row.u) : null;
}
