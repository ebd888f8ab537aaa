import type { EntityManager } from 'typeorm';
import { CupnoteBeanRepository } from './cupnote-bean.repository';

/**
 * The public uuid of the cafe bean a note's serial names (002 §3 cup note `coffeebean_uuid`): the
 * bean itself for CAFEDF, the received lot's bean for CAFEDT; null for a roaster's serial or none.
 * A drinker's beans (the brewing result's bean select) are the cafe beans their notes name so.
 */
export async function cafeBeanOfSerial(tx: EntityManager, type: unknown, serial: unknown): Promise<string | null> {
  if (typeof serial !== 'string' || !serial.trim()) return null;
  const beans = new CupnoteBeanRepository(tx);
  const uuid =
    type === 'CAFEDF'
      ? await beans.bean(serial.trim())
      : type === 'CAFEDT'
        ? await beans.receivedBean(serial.trim())
        : undefined;
  return uuid ? String(uuid) : null;
}
