import { brewingStepsSection, noteSwitch } from '@beantrail/contracts';
import { type MigrationInterface, type QueryRunner, TableColumn } from 'typeorm';
import { column } from './declared-tables';

// 002 §2.9 "step detail … toggled by use flags": the user's coffee note gained the QC record's step
// table (brewing_step_use, the start time, steps 1–9 and end, the calculated masses). The table's
// first migration types it from the declaration as it is now, so a new database already has these
// columns; a database made before them gets them here. Only missing columns are added.
const FIELDS = [noteSwitch('brewing_step_use'), ...brewingStepsSection().fields];

export class CupnoteSteps1733600000000 implements MigrationInterface {
  name = 'CupnoteSteps1733600000000';

  async up(q: QueryRunner): Promise<void> {
    const table = await q.getTable('user_cupnote');
    const missing = FIELDS.filter((f) => !table?.findColumnByName(f.name));
    if (missing.length) await q.addColumns('user_cupnote', missing.map((f) => new TableColumn(column(f))));
  }

  async down(_q: QueryRunner): Promise<void> {
    // The columns belong to the current declaration: a rollback leaves them (dropping would lose notes' steps).
  }
}
