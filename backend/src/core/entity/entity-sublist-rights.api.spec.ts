import { databases } from '../../testing/test-app';
import { admin, grant, owned, probe, probeFixture, type ProbeState, refusal } from './entity-sublist.fixture';

// Rights in a save with sublists: a field only a SADMIN may send, and a page owned by the selected
// roaster (000 §6; GUIDE §3). The rows themselves: entity-sublist.api.spec.ts.
describe.each(databases())(
  'generic save with sublists on %s (000 §3 UPList/DEList, §5 checks 2–3)',
  (_name, database) => {
    const fixture = probeFixture(database);
    const { parents } = fixture;
    let entities: ProbeState['entities'];
    let db: ProbeState['db'];
    beforeAll(() => {
      ({ entities, db } = fixture.state);
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
