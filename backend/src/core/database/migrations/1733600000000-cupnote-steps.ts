import { brewingStepsSection, noteSwitch } from '@beantrail/contracts';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { addMissingColumns } from './declared-tables';

// 002 §2.9 "step detail … toggled by use flags": the user's coffee note gained the QC record's step
// table (brewing_step_use, the start time, steps 1–9 and end, the calculated masses). The table's
// first migration types it from the declaration as it is now, so a new database already has these
// columns; a database made before them gets them here. Only missing columns are added.
const FIELDS = [noteSwitch('brewing_step_use'), ...brewingStepsSection().fields];

export class CupnoteSteps1733600000000 implements MigrationInterface {
  name = 'CupnoteSteps1733600000000';

  async up(q: QueryRunner): Promise<void> {
    await addMissingColumns(q, 'user_cupnote', FIELDS);
  }

  async down(_q: QueryRunner): Promise<void> {
    // The columns belong to the current declaration: a rollback leaves them (dropping would lose notes' steps).
  }
}
