import type { RecordValues } from '@beantrail/contracts';
import { SqlRepository } from '../../core/database/sql-repository';

/** Where a green bean and its year rows are stored: a roastery's own, or the administrator's default. */
export interface BeanTables {
  table: 'greenbean_roaster' | 'greenbean_default';
  key: 'greenbean_roaster_seq' | 'greenbean_default_seq';
  years: 'greenbean_roaster_year' | 'greenbean_default_year';
  /** A roastery's bean: read as the selected roastery's only. */
  owned: boolean;
}

/**
 * The SQL of the green-bean save hooks (001 §2, §3), on the save's transaction manager
 * (`new GreenbeanSaveRepository(ctx.tx)`).
 */
export class GreenbeanSaveRepository extends SqlRepository {
  /** A green-bean seller's shop link (undefined when no such seller: a company of type GBD). */
  sellerShop(sellerSeq: unknown): Promise<{ company_shop: string | null } | undefined> {
    return this.first(`SELECT company_shop FROM ${this.q('company')} WHERE company_seq = ? AND company_type = 'GBD'`, [
      sellerSeq,
    ]);
  }

  /** Whether an administrator's default bean exists. */
  async hasDefault(defaultSeq: unknown): Promise<boolean> {
    const row = await this.first(`SELECT 1 AS x FROM ${this.q('greenbean_default')} WHERE greenbean_default_seq = ?`, [
      defaultSeq,
    ]);
    return !!row;
  }

  /** The bean's `columns` (limited to the roaster's when `owner` is given), or undefined. */
  bean(
    from: BeanTables,
    columns: readonly string[],
    beanSeq: unknown,
    owner?: unknown,
  ): Promise<RecordValues | undefined> {
    const { q } = this;
    const where = `${q(from.key)} = ?${owner !== undefined ? ` AND ${q('roaster_seq')} = ?` : ''}`;
    return this.first<RecordValues>(
      `SELECT ${columns.map(q).join(', ')} FROM ${q(from.table)} WHERE ${where}`,
      owner !== undefined ? [beanSeq, owner] : [beanSeq],
    );
  }

  /** Writes the bean's `values` into each of its year rows. */
  async copyToYears(from: BeanTables, beanSeq: unknown, values: RecordValues): Promise<void> {
    const { q } = this;
    const names = Object.keys(values);
    await this.db.query(
      `UPDATE ${q(from.years)} SET ${names.map((c) => `${q(c)} = ?`).join(', ')} WHERE ${q(from.key)} = ?`,
      [...names.map((c) => values[c]), beanSeq],
    );
  }
}
