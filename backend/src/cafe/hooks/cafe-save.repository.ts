import { SqlRepository } from '../../core/database/sql-repository';

/** A cafe bean's name pair, as its lots, brews and notes copy it. */
export interface CafeBeanNames {
  coffeebean_name: string | null;
  coffeebean_name_locale: string | null;
}

/** A cafe bean's names and the blend it was registered from (its cafe uuid). */
export interface CafeBeanBlend extends CafeBeanNames {
  blending_uuid: string | null;
}

/** A received lot's bean and the roaster's blending values it carries (002 §3). */
export interface ReceivedLotRow {
  coffeebean_seq: number;
  blending_result_date: string | null;
  blending_loss: number | null;
  blending_organic_loss: number | null;
}

/**
 * The reads of the cafe save hooks (002 §3, §4), on the save's transaction manager
 * (`new CafeSaveRepository(ctx.tx)`). Ownership was checked before the hooks
 * (core/entity/reference-check.ts), so these read by number.
 */
export class CafeSaveRepository extends SqlRepository {
  /** A cafe bean's names, or undefined. */
  beanNames(coffeebeanSeq: unknown): Promise<CafeBeanNames | undefined> {
    return this.first(
      `SELECT coffeebean_name, coffeebean_name_locale FROM ${this.q('cafe_coffeebean')} WHERE coffeebean_seq = ?`,
      [coffeebeanSeq],
    );
  }

  /** A cafe bean's names and blend, or undefined. */
  beanAndBlend(coffeebeanSeq: unknown): Promise<CafeBeanBlend | undefined> {
    return this.first(
      `SELECT coffeebean_name, coffeebean_name_locale, blending_uuid FROM ${this.q('cafe_coffeebean')} WHERE coffeebean_seq = ?`,
      [coffeebeanSeq],
    );
  }

  /** A received lot, or undefined. */
  lot(receivedSeq: unknown): Promise<ReceivedLotRow | undefined> {
    return this.first(
      `SELECT coffeebean_seq, blending_result_date, blending_loss, blending_organic_loss FROM ${this.q('cafe_received')} WHERE received_seq = ?`,
      [receivedSeq],
    );
  }
}
