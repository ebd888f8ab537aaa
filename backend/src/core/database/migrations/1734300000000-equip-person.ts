import type { MigrationInterface, QueryRunner } from 'typeorm';
import { TableColumn } from 'typeorm';

/** The equipment tables whose person in charge became a member (002 §3, 001 §3 equip_auth). */
export const EQUIP_PERSON_TABLES = ['cafe_equip', 'roaster_equip'] as const;

// 002 §3 "equip_auth (cafe only; selector labelled select_auth)", 001 §3 roaster equipment: the
// person in charge is one of the cafe's or roastery's members, stored by user_seq (an integer
// column), where it had been typed text. A typed name cannot name an account, so it is kept where
// the team can still read it: a line at the end of the equipment's detail, "담당자 / Person in
// charge: <text>"; the field is then empty until someone chooses a member. A database made after
// the change (its tables typed from today's declarations) already has the integer column.
export class EquipPerson1734300000000 implements MigrationInterface {
  name = 'EquipPerson1734300000000';

  async up(q: QueryRunner): Promise<void> {
    const e = (name: string) => q.connection.driver.escape(name);
    const mysql = q.connection.options.type === 'mysql';
    for (const table of EQUIP_PERSON_TABLES) {
      const column = (await q.getTable(table))?.findColumnByName('equip_auth');
      if (!column || /int/i.test(column.type)) continue;
      const [detail, auth] = [e('equip_detail'), e('equip_auth')];
      const line = mysql
        ? `CONCAT('담당자 / Person in charge: ', ${auth})`
        : `'담당자 / Person in charge: ' || ${auth}`;
      const kept = mysql
        ? `CONCAT(COALESCE(CONCAT(${detail}, '\\n'), ''), ${line})`
        : `COALESCE(${detail} || char(10), '') || ${line}`;
      await q.query(`UPDATE ${e(table)} SET ${detail} = ${kept} WHERE ${auth} IS NOT NULL AND TRIM(${auth}) <> ''`);
      await q.query(`UPDATE ${e(table)} SET ${auth} = NULL`);
      if (mysql) await q.query(`ALTER TABLE ${e(table)} MODIFY ${auth} int NULL`);
      // SQLite cannot change a column's type in place: TypeORM rebuilds the table (keys off during migrations).
      else
        await q.changeColumn(
          table,
          'equip_auth',
          new TableColumn({ name: 'equip_auth', type: 'integer', isNullable: true }),
        );
    }
  }

  async down(_q: QueryRunner): Promise<void> {
    // The typed names were moved into the detail; there is nothing to put back.
  }
}
