import { databases } from '../../testing/test-app';
import { admin, grant, owned, probe, probeFixture, type ProbeState, refusal } from './entity-sublist.fixture';

// A record and its rows saved in one call through the EntityService: rows added, changed and deleted, the
// checks over the rows as they would be after the save, per-field rights, one transaction, and a page
// owned by the selected roaster. The probe page and its tables: entity-sublist.fixture.ts.
describe.each(databases())(
  'generic save with sublists on %s (000 §3 UPList/DEList, §5 checks 2–3)',
  (_name, database) => {
    const fixture = probeFixture(database);
    const { rows, parents } = fixture;
    let entities: ProbeState['entities'];
    let db: ProbeState['db'];
    beforeAll(() => {
      ({ entities, db } = fixture.state);
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
