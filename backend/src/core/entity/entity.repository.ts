import { SqlRepository } from '../database/sql-repository';
import type { ListPlan } from './list-plan';
import type { ListQuery } from './list-query';

/** A row as the database driver gives it: column → value (times as Date or stored text, big integers as bigint on MariaDB). */
export type StoredRow = Record<string, unknown>;

/** `SELECT COUNT(*) AS n`: a number on SQLite, a bigint or its text on MariaDB. */
interface CountRow {
  n: number | bigint | string | null;
}

/** The filter part of a list query: the WHERE body and its parameters. */
export type ListFilter = Pick<ListQuery, 'where' | 'params'>;

/**
 * The SQL of the generic list (controller → EntityService → here): what to read, not when nor
 * whether (caching, paging decisions and rights stay in the service). Every statement is built
 * from declared identifiers (ListQuery, ListPlan) and bound parameters only.
 */
export class EntityRepository extends SqlRepository {
  /** The number of rows the filter lets through. */
  async count(table: string, filter: ListFilter): Promise<number> {
    const [row] = (await this.db.query(
      `SELECT COUNT(*) AS n FROM ${this.q(table)} WHERE ${filter.where}`,
      filter.params,
    )) as CountRow[];
    return Number(row?.n ?? 0);
  }

  /** The order-column values of the row at `offset` (0-based) in the list's order, or undefined past the end. */
  async orderValuesAt(
    table: string,
    lq: Pick<ListQuery, 'where' | 'params' | 'orderBy' | 'orderColumns'>,
    offset: number,
  ): Promise<StoredRow | undefined> {
    const { q } = this;
    const [row] = (await this.db.query(
      `SELECT ${lq.orderColumns.map(q).join(', ')} FROM ${q(table)} WHERE ${lq.where} ORDER BY ${lq.orderBy} LIMIT 1 OFFSET ${offset}`,
      lq.params,
    )) as StoredRow[];
    return row;
  }

  /**
   * One page of rows. Deferred join: the inner query walks only the (order, key) index to the page,
   * then the outer one reads just those rows, so a page past row 500,000 stays cheap on both engines.
   */
  async page(
    table: string,
    plan: ListPlan,
    filter: ListFilter,
    orderBy: string,
    limit: number,
    skip: number,
  ): Promise<StoredRow[]> {
    const { q } = this;
    const sql =
      `SELECT ${plan.select} FROM ${q(table)} t ` +
      `INNER JOIN (SELECT ${plan.keys} FROM ${q(table)} WHERE ${filter.where} ORDER BY ${orderBy} LIMIT ${limit} OFFSET ${skip}) k ON ${plan.on} ` +
      `ORDER BY ${plan.outerOrder}`;
    return (await this.db.query(sql, filter.params)) as StoredRow[];
  }
}
