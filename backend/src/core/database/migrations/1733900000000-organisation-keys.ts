import type { MigrationInterface, QueryRunner } from 'typeorm';
import { ORGANISATION_REFERENCES, REFERENCES, type Reference } from '../references';
import { addForeignKeys, dropForeignKeys } from './foreign-key-steps';

// Every record of a roastery or a cafe becomes a FOREIGN KEY … ON DELETE RESTRICT
// to its organisation, on both engines (the list: ORGANISATION_REFERENCES in core/database/references.ts).
//
// Before, removing a cafe in administration deleted its memberships and left its beans, lots,
// equipment, recipes, brews, notes, events and links behind with a cafe_seq that no longer existed
// (and the bean's public page still answered). Those rows belong to no one and can be reached by no
// one: they are deleted here, each sublist row of such a record first, then the records, in as many
// passes as the records' own keys need (a lot before its bean). The keys then prove it.

const pending = (): Reference[] => ORGANISATION_REFERENCES.filter((r) => r.keyedBy === 'organisation');

export class OrganisationKeys1733900000000 implements MigrationInterface {
  name = 'OrganisationKeys1733900000000';

  async up(q: QueryRunner): Promise<void> {
    const e = (name: string) => q.connection.driver.escape(name);
    const ownerGone = (r: Reference, alias: string) =>
      `NOT EXISTS (SELECT 1 FROM ${e(r.references)} o WHERE o.${e(r.referencedColumns[0])} = ${alias}.${e(r.columns[0])})`;
    const deleted = async (sql: string): Promise<number> => {
      try {
        return (await q.query(sql, [], true)).affected ?? 0;
      } catch {
        // A record another orphan still holds (a bean under a lot): the next pass, once that one is gone.
        return 0;
      }
    };
    for (let pass = 0; pass < 10; pass++) {
      let removed = 0;
      for (const row of REFERENCES.filter((r) => r.ownRows)) {
        for (const org of pending().filter((o) => o.table === row.references)) {
          const link = row.columns
            .map((c, i) => `p.${e(row.referencedColumns[i])} = ${e(row.table)}.${e(c)}`)
            .join(' AND ');
          removed += await deleted(
            `DELETE FROM ${e(row.table)} WHERE EXISTS (SELECT 1 FROM ${e(row.references)} p WHERE ${link} AND ${ownerGone(org, 'p')})`,
          );
        }
      }
      for (const r of pending())
        removed += await deleted(`DELETE FROM ${e(r.table)} WHERE ${ownerGone(r, e(r.table))}`);
      if (!removed) break;
    }
    await addForeignKeys(q, pending(), (table, r) => `idx_fko_${table}_${ORGANISATION_REFERENCES.indexOf(r)}`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropForeignKeys(q, pending(), 'idx_fko_');
  }
}
