import { SqlRepository } from '../database/sql-repository';

/** A row of a master-data table, by column. */
export type MasterRow = Record<string, unknown>;

/** The master-data tables the demo seed fills (master-data.ts), on the seed's transaction manager. */
export class MasterDataRepository extends SqlRepository {
  async isEmpty(table: string): Promise<boolean> {
    const row = await this.first<{ n: number | string }>(`SELECT COUNT(*) AS n FROM ${this.q(table)}`);
    return Number(row?.n ?? 0) === 0;
  }

  /** The rows (each with the first row's columns), a hundred to a statement. */
  async insert(table: string, rows: MasterRow[]): Promise<void> {
    if (!rows.length) return;
    const q = this.q;
    const names = Object.keys(rows[0]);
    for (let i = 0; i < rows.length; i += 100) {
      const chunk = rows.slice(i, i + 100);
      const values = chunk.map(() => `(${names.map(() => '?').join(', ')})`).join(', ');
      await this.db.query(
        `INSERT INTO ${q(table)} (${names.map(q).join(', ')}) VALUES ${values}`,
        chunk.flatMap((r) => names.map((n) => r[n])),
      );
    }
  }
}
