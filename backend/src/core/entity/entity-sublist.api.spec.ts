import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { definePage } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../auth/auth-user';
import { ApiRefusal } from '../envelope/api-refusal';
import { databases, startApp } from '../../testing/test-app';
import { EntityService } from './entity.service';
import { dialectOf } from './sql';

/** A probe page with a sublist and a SADMIN-only field, over two tables the test creates. */
const probe = definePage({
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
const owned = definePage({
  ...probe,
  id: 'ownedProbe',
  ownerField: 'owner_seq',
  rights: { ...probe.rights, scope: 'roaster' },
});
const grant = (seq: number) => ({ scope: 'roaster' as const, seq, role: 'OWN' as const });

const admin: AuthUser = {
  user_seq: 2,
  user_id: 'admin',
  user_name: 'Admin',
  user_type: 'ADMIN',
  session_id: 's',
  session_created: 0,
  session_expires: 0,
};

async function refusal(promise: Promise<unknown>): Promise<{ status: number; key: string; field?: string }> {
  try {
    await promise;
  } catch (e) {
    if (e instanceof ApiRefusal) return { status: e.getStatus(), key: e.key, field: e.field };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe.each(databases())(
  'generic save with sublists on %s (000 §3 UPList/DEList, §5 checks 2–3)',
  (_name, database) => {
    let app: NestFastifyApplication;
    let entities: EntityService;
    let db: DataSource;
    const rows = async (seq: number) =>
      (await db.query(`SELECT row_seq, mass, note FROM probe_row WHERE probe_seq = ? ORDER BY row_seq`, [
        seq,
      ])) as Array<{ row_seq: number; mass: number; note: string | null }>;
    const parents = async () => Number((await db.query('SELECT COUNT(*) AS n FROM probe_parent'))[0].n);

    beforeAll(async () => {
      app = await startApp(await database());
      entities = app.get(EntityService);
      db = app.get(DataSource);
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
      await db.query('DROP TABLE probe_row');
      await db.query('DROP TABLE probe_parent');
      await app.close();
    });

    it('writes the record and its rows (scaled to stored units), then updates, adds and deletes rows by UPList/DEList', async () => {
      const saved = await entities.save(
        probe,
        {
          mode: 'write',
          UPList: { probe_name: 'p', probe_temp: 20050 },
          sublists: {
            beans: {
              UPList: [
                { mass: 125, note: 'a' },
                { mass: 20, note: 'b' },
              ],
              DEList: [],
            },
          },
        },
        admin,
        'kr',
      );
      const seq = saved.result.probe_seq as number;
      const first = await rows(seq);
      expect(first.map((r) => [Number(r.mass), r.note])).toEqual([
        [125, 'a'],
        [20, 'b'],
      ]);
      await entities.save(
        probe,
        {
          mode: 'edit',
          keys: { probe_seq: seq },
          edit_at: saved.result.edit_at,
          UPList: {},
          sublists: {
            beans: {
              UPList: [
                { row_seq: first[0].row_seq, mass: 130 },
                { mass: 5, note: 'c' },
              ],
              DEList: [{ row_seq: first[1].row_seq }],
            },
          },
        },
        admin,
        'kr',
      );
      expect((await rows(seq)).map((r) => [Number(r.mass), r.note])).toEqual([
        [130, 'a'],
        [5, 'c'],
      ]);
    });

    it('§5 checks 2 and 3 over the rows as they would be after the save', async () => {
      expect(
        await refusal(
          entities.save(
            probe,
            { mode: 'write', UPList: { probe_name: 'p' }, sublists: { beans: { UPList: [], DEList: [] } } },
            admin,
            'kr',
          ),
        ),
      ).toEqual({ status: 400, key: 'sublist_minLength', field: 'beans' });
      expect(
        await refusal(
          entities.save(
            probe,
            {
              mode: 'write',
              UPList: { probe_name: 'p' },
              sublists: { beans: { UPList: [{ note: 'x' }], DEList: [] } },
            },
            admin,
            'kr',
          ),
        ),
      ).toEqual({ status: 400, key: 'field_required', field: 'beans.0.mass' });
      const four = Array.from({ length: 4 }, () => ({ mass: 1, note: 'n' }));
      expect(
        await refusal(
          entities.save(
            probe,
            { mode: 'write', UPList: { probe_name: 'p' }, sublists: { beans: { UPList: four, DEList: [] } } },
            admin,
            'kr',
          ),
        ),
      ).toEqual({ status: 400, key: 'sublist_maxLength', field: 'beans' });
      expect(
        await refusal(
          entities.save(
            probe,
            {
              mode: 'write',
              UPList: { probe_name: 'p', probe_temp: 30001 },
              sublists: { beans: { UPList: [{ mass: 1, note: 'n' }], DEList: [] } },
            },
            admin,
            'kr',
          ),
        ),
      ).toEqual({ status: 400, key: 'field_maxValue', field: 'probe_temp' });
    });

    it('per-field rights: a SADMIN-only field sent by an ADMIN is refused with 403, nothing written', async () => {
      const before = await parents();
      expect(
        await refusal(
          entities.save(
            probe,
            {
              mode: 'write',
              UPList: { probe_name: 'p', probe_secret: 's' },
              sublists: { beans: { UPList: [{ mass: 1, note: 'n' }], DEList: [] } },
            },
            admin,
            'kr',
          ),
        ),
      ).toEqual({ status: 403, key: 'nopermission_text', field: 'probe_secret' });
      const sadmin = { ...admin, user_type: 'SADMIN' as const };
      await entities.save(
        probe,
        {
          mode: 'write',
          UPList: { probe_name: 'p', probe_secret: 's' },
          sublists: { beans: { UPList: [{ mass: 1, note: 'n' }], DEList: [] } },
        },
        sadmin,
        'kr',
      );
      expect(await parents()).toBe(before + 1);
    });

    it('one transaction: a row the database refuses rolls the parent back too', async () => {
      const before = await parents();
      await expect(
        entities.save(
          probe,
          {
            mode: 'write',
            UPList: { probe_name: 'rollback' },
            sublists: { beans: { UPList: [{ mass: 1, note: 'ok' }, { mass: 2 }], DEList: [] } },
          },
          admin,
          'kr',
        ),
      ).rejects.toThrow();
      expect(await parents()).toBe(before);
      expect(Number((await db.query(`SELECT COUNT(*) AS n FROM probe_row WHERE note = 'ok'`))[0].n)).toBe(0);
    });

    it('scoped pages: rows belong to the selected roaster; other roasters neither see nor change them; the owner is never taken from the body', async () => {
      const rows1 = { beans: { UPList: [{ mass: 1, note: 'n' }], DEList: [] } };
      const saved = await entities.save(
        owned,
        { mode: 'write', UPList: { probe_name: 'mine' }, sublists: rows1 },
        admin,
        'kr',
        grant(1),
      );
      const keys = { probe_seq: saved.result.probe_seq };
      expect(
        (await db.query('SELECT owner_seq FROM probe_parent WHERE probe_seq = ?', [keys.probe_seq]))[0].owner_seq,
      ).toBe(1);
      expect((await entities.detail(owned, keys, admin, grant(1))).result).toMatchObject({ probe_name: 'mine' });
      expect(await refusal(entities.detail(owned, keys, admin, grant(2)))).toEqual({
        status: 404,
        key: 'nopage_text',
        field: undefined,
      });
      const other = await entities.list(owned, { list_count: 100 }, admin, grant(2));
      expect(other.result.some((r) => r.probe_seq === keys.probe_seq)).toBe(false);
      expect(
        (await entities.list(owned, { list_count: 100 }, admin, grant(1))).result.some(
          (r) => r.probe_seq === keys.probe_seq,
        ),
      ).toBe(true);
      expect(
        await refusal(
          entities.save(
            owned,
            { mode: 'edit', keys, edit_at: saved.result.edit_at, UPList: { probe_name: 'theirs' } },
            admin,
            'kr',
            grant(2),
          ),
        ),
      ).toMatchObject({ status: 404 });
      expect(await refusal(entities.remove(owned, { keys }, admin, grant(2)))).toMatchObject({ status: 404 });
      expect(
        await refusal(
          entities.save(
            owned,
            { mode: 'write', UPList: { probe_name: 'x', owner_seq: 2 }, sublists: rows1 },
            admin,
            'kr',
            grant(1),
          ),
        ),
      ).toMatchObject({ status: 400 });
      expect(await refusal(entities.list(owned, {}, admin))).toEqual({
        status: 403,
        key: 'noroaster_text',
        field: undefined,
      });
    });
  },
);
