import fs from 'node:fs';
import path from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { AppConfig } from '../config/config';
import {
  CafeEntity,
  CafeUserEntity,
  CodeEntity,
  CodeGroupEntity,
  OidcPendingEntity,
  RoasterEntity,
  RoasterUserEntity,
  SessionEntity,
  SigninAttemptEntity,
  UserEntity,
  UserIdentityEntity,
} from './entities';
import { Initial1732280000000 } from './migrations/1732280000000-initial';
import { MasterData1732290000000 } from './migrations/1732290000000-master-data';
import { Roaster1732300000000 } from './migrations/1732300000000-roaster';
import { Cafe1732400000000 } from './migrations/1732400000000-cafe';
import { User1732500000000 } from './migrations/1732500000000-user';
import { UserCupnote1732600000000 } from './migrations/1732600000000-user-cupnote';
import { CafeCupnote1732700000000 } from './migrations/1732700000000-cafe-cupnote';
import { Staff1732800000000 } from './migrations/1732800000000-staff';
import { Event1732900000000 } from './migrations/1732900000000-event';
import { Link1733000000000 } from './migrations/1733000000000-link';
import { RoasterQc1733100000000 } from './migrations/1733100000000-roaster-qc';
import { SigninLock1733300000000 } from './migrations/1733300000000-signin-lock';
import { Account1733400000000 } from './migrations/1733400000000-account';
import { TextBounds1733450000000 } from './migrations/1733450000000-text-bounds';
import { ForeignKeys1733500000000 } from './migrations/1733500000000-foreign-keys';
import { CupnoteSteps1733600000000 } from './migrations/1733600000000-cupnote-steps';
import { CafeBeanOrigin1733700000000 } from './migrations/1733700000000-cafe-bean-origin';
import { SigninLockTick1733800000000 } from './migrations/1733800000000-signin-lock-tick';
import { OrganisationKeys1733900000000 } from './migrations/1733900000000-organisation-keys';
import { OrganisationNames1734000000000 } from './migrations/1734000000000-organisation-names';
import { UserProfile1734100000000 } from './migrations/1734100000000-user-profile';
import { NoteBeans1734200000000 } from './migrations/1734200000000-note-beans';
import { EquipPerson1734300000000 } from './migrations/1734300000000-equip-person';
import { AdsHide1734400000000 } from './migrations/1734400000000-ads-hide';
import { LotRowRecipe1734450000000 } from './migrations/1734450000000-lot-row-recipe';

export const ENTITIES = [
  UserEntity,
  SessionEntity,
  SigninAttemptEntity,
  RoasterEntity,
  CafeEntity,
  RoasterUserEntity,
  CafeUserEntity,
  CodeGroupEntity,
  CodeEntity,
  UserIdentityEntity,
  OidcPendingEntity,
];
export const MIGRATIONS = [
  Initial1732280000000,
  MasterData1732290000000,
  Roaster1732300000000,
  Cafe1732400000000,
  User1732500000000,
  UserCupnote1732600000000,
  CafeCupnote1732700000000,
  Staff1732800000000,
  Event1732900000000,
  Link1733000000000,
  RoasterQc1733100000000,
  SigninLock1733300000000,
  Account1733400000000,
  TextBounds1733450000000,
  ForeignKeys1733500000000,
  CupnoteSteps1733600000000,
  CafeBeanOrigin1733700000000,
  SigninLockTick1733800000000,
  OrganisationKeys1733900000000,
  OrganisationNames1734000000000,
  UserProfile1734100000000,
  NoteBeans1734200000000,
  EquipPerson1734300000000,
  AdsHide1734400000000,
  LotRowRecipe1734450000000,
];

/** TypeORM options for either engine. Migrations, never `synchronize`, create the schema. */
export function dataSourceOptions(db: AppConfig['database']): DataSourceOptions {
  // No TypeORM query logging: expected failures (a duplicate → 409) would be logged as errors with
  // their parameters; unexpected ones reach EnvelopeFilter, which logs the stack of every 500.
  const common = {
    entities: ENTITIES,
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    logging: false,
  };
  if (db.type === 'mysql') {
    // Migrations run after the data source opens, under the startup lock (open-data-source.ts). A
    // node that does not answer fails a request within seconds (503), never leaves it hanging.
    return {
      ...common,
      migrationsRun: false,
      type: 'mysql',
      url: db.url,
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      supportBigNumbers: true,
      bigNumberStrings: false,
      connectTimeout: 3000,
    };
  }
  if (db.path !== ':memory:') fs.mkdirSync(path.dirname(db.path), { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    database: db.path,
    // WAL lets a second process read while one writes; foreign keys are off by default in SQLite.
    prepareDatabase: (sqlite: { pragma: (s: string) => unknown }) => {
      sqlite.pragma('journal_mode = WAL');
      sqlite.pragma('foreign_keys = ON');
      sqlite.pragma('busy_timeout = 5000');
    },
  };
}
