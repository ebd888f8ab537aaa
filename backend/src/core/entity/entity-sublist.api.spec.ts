import { databases } from '../../testing/test-app';
import { admin, probe, probeFixture, type ProbeState, refusal } from './entity-sublist.fixture';

// A record and its rows saved in one call: rows added, changed and deleted, the checks over the rows
// as they would be after the save, one transaction. Who may save what: entity-sublist-rights.api.spec.ts.
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
  },
);
