import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { definePage } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { ApiRefusal } from '../envelope/api-refusal';
import { type databases, startApp } from '../../testing/test-app';
import { EntityService } from './entity.service';
import { dialectOf } from './sql';

/** A probe page with a sublist and a SADMIN-only field, over two tables the fixture creates. */
export const probe = definePage({
  id: 'probe',
  table: 'probe_parent',
  api: { list: '/probe/list', detail: '/probe/detail', edit: '/probe/edit' },
  keys: ['probe_seq'],
  rights: {
    userTypes: {
      view: ['ADMIN', 'SADMIN'],
      listview: ['ADMIN', 'SADMIN'],
      write: ['ADMIN', 'SADMIN'],
      edit: ['ADMIN', 'SADMIN'],
      remove: ['ADMIN', 'SADMIN'],
    },
  },
  sections: [
    {
      id: 'main',
      fields: [
        { name: 'probe_seq', widget: 'number', key: true, generated: true, readOnly: true },
        { name: 'probe_name', widget: 'text', required: true, maxBytes: 30 },
        { name: 'probe_secret', widget: 'text', editTypes: ['SADMIN'] },
        { name: 'probe_temp', widget: 'number', scale: 'temperature', maxValue: 300 },
        { name: 'edit_at', widget: 'datetime', readOnly: true, saveable: false },
        { name: 'rgst_at', widget: 'datetime', readOnly: true, saveable: false },
      ],
    },
    {
      id: 'rows',
      fields: [],
      sublist: {
        name: 'beans',
        table: 'probe_row',
        rowKeys: ['row_seq'],
        parentKeys: ['probe_seq'],
        minRows: 1,
        maxRows: 3,
        fields: [
          { name: 'row_seq', widget: 'number' },
          { name: 'mass', widget: 'number', scale: 'mass', required: true, maxValue: 1000 },
          { name: 'note', widget: 'text', maxBytes: 10 },
        ],
      },
    },
  ],
});

/** The same page owned by the selected roaster (GUIDE §3: ownership checked in the query itself). */
export const owned = definePage({
  ...probe,
  id: 'ownedProbe',
  ownerField: 'owner_seq',
  rights: { ...probe.rights, scope: 'roaster' },
});
/** The selected roaster's owner role, as the role guard hands it to the service. */
export const grant = (seq: number) => ({ scope: 'roaster' as const, seq, role: 'OWN' as const });

export const admin: AuthUser = {
  user_seq: 2,
  user_id: 'admin',
  user_name: 'Admin',
  user_type: 'ADMIN',
  session_id: 's',
  session_created: 0,
  session_expires: 0,
};

export async function refusal(promise: Promise<unknown>): Promise<{ status: number; key: string; field?: string }> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiRefusal) return { status: e.getStatus(), key: e.key, field: e.field };
    throw e;
  }
  throw new Error('expected a refusal');
}

export interface ProbeState {
  app: NestFastifyApplication;
  entities: EntityService;
  db: DataSource;
}

/**
 * The generic save's specs with sublists (000 §3 UPList/DEList, §5): the app with the probe page's two
 * tables, called through the EntityService. Registers its beforeAll/afterAll in the calling describe;
 * `state` is filled once beforeAll has run.
 */
export function probeFixture(database: ReturnType<typeof databases>[number][1]) {
  const state = {} as ProbeState;
  const rows = async (seq: number) =>
    (await state.db.query(`SELECT row_seq, mass, note FROM probe_row WHERE probe_seq = ? ORDER BY row_seq`, [
      seq,
    ])) as Array<{ row_seq: number; mass: number; note: string | null }>;
  const parents = async () => Number((await state.db.query('SELECT COUNT(*) AS n FROM probe_parent'))[0].n);

  beforeAll(async () => {
    state.app = await startApp(await database());
    state.entities = state.app.get(EntityService);
    state.db = state.app.get(DataSource);
    const db = state.db;
    const mysql = dialectOf(db).mysql;
    const auto = mysql ? 'INTEGER PRIMARY KEY AUTO_INCREMENT' : 'INTEGER PRIMARY KEY AUTOINCREMENT';
    const time = mysql ? 'DATETIME(3)' : 'DATETIME';
    await db.query(`CREATE TABLE probe_parent (probe_seq ${auto}, probe_name VARCHAR(30) NOT NULL, probe_secret VARCHAR(30), probe_temp INTEGER, owner_seq INTEGER,
      rgst_user INTEGER, rgst_by VARCHAR(100), rgst_at ${time} NOT NULL, edit_user INTEGER, edit_by VARCHAR(100), edit_at ${time} NOT NULL)`);
    // note is NOT NULL in the table on purpose: a row without it fails in the database, after the parent was written.
    await db.query(
      `CREATE TABLE probe_row (row_seq ${auto}, probe_seq INTEGER NOT NULL, mass INTEGER NOT NULL, note VARCHAR(10) NOT NULL)`,
    );
  });
  afterAll(async () => {
    await state.db.query('DROP TABLE probe_row');
    await state.db.query('DROP TABLE probe_parent');
    await state.app.close();
  });

  return { state, rows, parents };
}
