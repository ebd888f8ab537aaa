import { SqlRepository } from '../core/database/sql-repository';

/**
 * The cafe bean a cup note's serial names (cupnote-bean.ts), on the note save's transaction manager:
 * each query the bean's public uuid, or undefined when the serial names none.
 */
export class CupnoteBeanRepository extends SqlRepository {
  /** A CAFEDF serial: the cafe bean's own uuid. */
  async bean(serial: string): Promise<unknown> {
    const q = this.q;
    const row = await this.first<{ u: unknown }>(
      `SELECT coffeebean_uuid_str AS u FROM ${q('cafe_coffeebean')} WHERE coffeebean_uuid_str = ?`,
      [serial],
    );
    return row?.u;
  }

  /** A CAFEDT serial: the received lot's bean's uuid. */
  async receivedBean(serial: string): Promise<unknown> {
    const q = this.q;
    const row = await this.first<{ u: unknown }>(
      `SELECT b.coffeebean_uuid_str AS u FROM ${q('cafe_received')} r JOIN ${q('cafe_coffeebean')} b ON b.coffeebean_seq = r.coffeebean_seq WHERE r.received_uuid_str = ?`,
      [serial],
    );
    return row?.u;
  }
}
