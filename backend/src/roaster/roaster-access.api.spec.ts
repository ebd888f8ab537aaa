import { type PageDecl, ROASTER_PAGES } from '@beantrail/contracts';
import { databases, signIn } from '../testing/test-app';
import { roasterFixture, type RoasterState } from './roaster-pages.fixture';

type Row = Record<string, unknown>;

// Who reaches a roastery's records (spec 001 §6, 000 §6): another roastery neither reads nor names
// them, and each role does what its rank allows. The pages themselves: roaster-pages.api.spec.ts.
describe.each(databases())('roaster core on %s (spec 001 §3, §4, §5, §7)', (_name, database) => {
  const fixture = roasterFixture(database);
  const { year, post, write, one, count } = fixture;
  let app: RoasterState['app'];
  let owner: string;
  let staff: string;
  let rival: string;
  let demo: number;
  let other: number;
  beforeAll(() => {
    ({ app, owner, staff, rival, demo, other } = fixture.state);
  });

  it('ownership: another roastery neither lists, reads, saves nor removes a record of this one (404, not the record)', async () => {
    const samples: Record<string, Row> = {
      roasterGreenbean: await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ?`, [demo]),
      roasterGreenbeanYear: await one(
        `SELECT greenbean_year, greenbean_roaster_seq FROM greenbean_roaster_year WHERE roaster_seq = ?`,
        [demo],
      ),
      roastingDefault: await one(`SELECT roasting_seq FROM roasting_default WHERE roaster_seq = ?`, [demo]),
      roastingResult: await one(`SELECT roasting_result_seq FROM roasting_result WHERE roaster_seq = ?`, [demo]),
      blendingDefault: await one(`SELECT blending_seq FROM blending_default WHERE roaster_seq = ?`, [demo]),
      blendingResult: await one(
        `SELECT blending_result_year, blending_result_seq FROM blending_result WHERE roaster_seq = ?`,
        [demo],
      ),
      roasterEquip: await one(`SELECT roaster_equip_seq FROM roaster_equip WHERE roaster_seq = ?`, [demo]),
    };
    for (const page of Object.values(ROASTER_PAGES) as PageDecl[]) {
      const keys = Object.fromEntries(page.keys.map((k) => [k, Number(samples[page.id][k])]));
      const list = await post(rival, page.api.list!, { list_count: 50 }, other);
      expect([page.id, list.status, list.body.result.length]).toEqual([page.id, 200, 0]);
      const detail = await post(rival, page.api.detail!, keys, other);
      expect([page.id, detail.status, detail.body.description]).toEqual([page.id, 404, 'nopage_text']);
      expect(detail.body.result ?? null).toBeNull();
      const edit = await post(
        rival,
        page.api.edit,
        {
          mode: 'edit',
          keys,
          edit_at: new Date().toISOString(),
          UPList: { [page.useFlag ?? 'roasting_result_memo']: page.useFlag ? 0 : 'x' },
        },
        other,
      );
      expect([page.id, edit.status]).toEqual([page.id, 404]);
      const remove = await post(rival, page.api.remove!, { keys }, other);
      expect([page.id, remove.status]).toEqual([page.id, 404]);
      // Naming the demo roastery while holding no role there is refused by the role guard.
      const claimed = await post(rival, page.api.list!, {}, demo);
      expect([page.id, claimed.status]).toEqual([page.id, 403]);
    }
    expect(await count('greenbean_roaster')).toBe(2);
  });

  it("ownership of references: a row naming another roastery's bean, roasting or result is 400 field_not_found and nothing is written", async () => {
    const bean = Number(
      (await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ?`, [demo]))
        .greenbean_roaster_seq,
    );
    const before = await count('roasting_default');
    const res = await write(
      rival,
      'roastingDefault',
      { roasting_name: 'Stolen', roasting_name_locale: '훔친 것', roasting_use: 1, roasting_profile_use: 0 },
      { greenbean_rows: [{ greenbean_roaster_seq: bean, greenbean_mass: 1000 }] },
      other,
    );
    expect([res.status, res.body.description, res.body.field]).toEqual([
      400,
      'field_not_found',
      'greenbean_rows.0.greenbean_roaster_seq',
    ]);
    expect(await count('roasting_default')).toBe(before);
    expect(await count('roasting_default_greenbean')).toBe(3);
    const year1 = await write(
      rival,
      'roasterGreenbeanYear',
      { greenbean_year: year, greenbean_roaster_seq: bean, greenbean_instock: 1, greenbean_use: 1 },
      undefined,
      other,
    );
    expect([year1.status, year1.body.description, year1.body.field]).toEqual([
      400,
      'field_not_found',
      'greenbean_roaster_seq',
    ]);
    const roasting = Number(
      (await one(`SELECT roasting_seq FROM roasting_default WHERE roaster_seq = ?`, [demo])).roasting_seq,
    );
    const blend = await write(
      rival,
      'blendingDefault',
      { blending_name: 'Stolen', blending_name_locale: '훔친 블렌드', roasting_instock_change: 0, blending_use: 1 },
      { roasting_rows: [{ roasting_seq: roasting, roasting_mass: 1000 }] },
      other,
    );
    expect([blend.status, blend.body.description, blend.body.field]).toEqual([
      400,
      'field_not_found',
      'roasting_rows.0.roasting_seq',
    ]);
    expect(Number((await one(`SELECT COUNT(*) AS n FROM blending_default WHERE roaster_seq = ?`, [other])).n)).toBe(0);
    const lookups = await post(rival, '/api/roaster/greenbean/default/code', {}, other);
    expect(lookups.body.result).toEqual([]);
    const batch = await post(rival, `/api/roaster/roasting/default/greenbean/${roasting}`, {}, other);
    expect(batch.status).toBe(404);
  });

  it('§6 roles: green-bean pages need SAST/MNG/SMNG/OWN; roaster staff may roast but not edit the bean catalogue', async () => {
    const beans = await post(staff, ROASTER_PAGES.roasterGreenbean.api.list!);
    expect([beans.status, beans.body.description]).toEqual([403, 'role_not_held']);
    const roasts = await post(staff, ROASTER_PAGES.roastingResult.api.list!);
    expect(roasts.status).toBe(200);
    const user = await signIn(app, 'user');
    expect((await post(user, ROASTER_PAGES.roastingResult.api.list!)).status).toBe(403);
  });

  it("roles: the roaster staff record and correct but do not delete; a manager does (roaster review: staff deleted the owner's grinder)", async () => {
    const made = await write(owner, 'roasterEquip', {
      equip_type: 'GRND',
      equip_name: 'Review grinder',
      equip_name_locale: '리뷰 그라인더',
      equip_use: true,
    });
    expect(made.status).toBe(200);
    const key = { roaster_equip_seq: made.body.result.roaster_equip_seq };
    const remove = (cookie: string) =>
      post(cookie, ROASTER_PAGES.roasterEquip.api.remove!, { keys: key, edit_at: made.body.result.edit_at });
    const refused = await remove(staff);
    expect([refused.status, refused.body.description]).toEqual([403, 'role_not_held']);
    expect(
      await one('SELECT equip_name FROM roaster_equip WHERE roaster_equip_seq = ?', [key.roaster_equip_seq]),
    ).toEqual({ equip_name: 'Review grinder' });
    const edited = await post(staff, ROASTER_PAGES.roasterEquip.api.edit, {
      mode: 'edit',
      keys: key,
      edit_at: made.body.result.edit_at,
      UPList: { equip_nick: 'checked' },
    });
    expect(edited.status).toBe(200);
    const removed = await post(owner, ROASTER_PAGES.roasterEquip.api.remove!, {
      keys: key,
      edit_at: edited.body.result.edit_at,
    });
    expect(removed.status).toBe(200);
    expect(
      await one('SELECT equip_name FROM roaster_equip WHERE roaster_equip_seq = ?', [key.roaster_equip_seq]),
    ).toBeUndefined();
  });
});
