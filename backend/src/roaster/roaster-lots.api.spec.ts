import { ROASTER_PAGES } from '@beantrail/contracts';
import { fromDbTime } from '../core/entity/sql';
import { databases } from '../testing/test-app';
import { roasterFixture, type RoasterState } from './roaster-pages.fixture';

type Row = Record<string, unknown>;

// Recipes, blends and lots (spec 001 §4, §5, §7): the rows a recipe or a blend may hold, and what a
// lot takes from its roasts and derives from them. Green-bean stock and roasts: roaster-stock.api.spec.ts.
describe.each(databases())('roaster core on %s (spec 001 §3, §4, §5, §7)', (_name, database) => {
  const fixture = roasterFixture(database);
  const { year, post, write, one, count, recipeSeq, blendSeq, roastStock } = fixture;
  let db: RoasterState['db'];
  let owner: string;
  let demo: number;
  beforeAll(() => {
    ({ db, owner, demo } = fixture.state);
  });

  it('§4 a bean already in the rows is refused with roasting_greenbean_exist; a roasting already in the blend with roasting_exist', async () => {
    const bean = Number(
      (await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ?`, [demo]))
        .greenbean_roaster_seq,
    );
    const twice = await write(
      owner,
      'roastingDefault',
      { roasting_name: 'Twice', roasting_name_locale: '두 번', roasting_use: 1, roasting_profile_use: 0 },
      {
        greenbean_rows: [
          { greenbean_roaster_seq: bean, greenbean_mass: 1000 },
          { greenbean_roaster_seq: bean, greenbean_mass: 2000 },
        ],
      },
    );
    expect([twice.status, twice.body.description]).toEqual([400, 'roasting_greenbean_exist']);
    const recipe = Number(
      (await one(`SELECT roasting_seq FROM roasting_default WHERE roaster_seq = ?`, [demo])).roasting_seq,
    );
    const blend = await write(
      owner,
      'blendingDefault',
      { blending_name: 'Twice', blending_name_locale: '두 번 블렌드', roasting_instock_change: 0, blending_use: 1 },
      {
        roasting_rows: [
          { roasting_seq: recipe, roasting_mass: 1000 },
          { roasting_seq: recipe, roasting_mass: 1000 },
        ],
      },
    );
    expect([blend.status, blend.body.description]).toEqual([400, 'roasting_exist']);
  });

  it('§4 blending default: QR uuids on create, single origin only for one single-origin roasting; §7 its roasting rows', async () => {
    const single = await recipeSeq('Haiti medium');
    const res = await write(
      owner,
      'blendingDefault',
      {
        blending_name: 'Haiti single',
        blending_name_locale: '아이티 싱글',
        roasting_instock_change: 0,
        blending_use: 1,
      },
      { roasting_rows: [{ roasting_seq: single, roasting_mass: 3000 }] },
    );
    expect(res.status).toBe(200);
    const seq = res.body.result.blending_seq;
    const d = (await post(owner, ROASTER_PAGES.blendingDefault.api.detail!, { blending_seq: seq })).body.result;
    expect(d).toMatchObject({ blending_single_origin: true, blending_total_mass: 3000 });
    expect(d.blending_uuid_str).toMatch(/^[0-9a-f-]{36}$/);
    expect(d.blending_uuid_cafe).not.toBe(d.blending_uuid_str);
    const house = (await db.query(
      `SELECT blending_single_origin AS s FROM blending_default WHERE blending_name = 'BeanTrail House Blend'`,
    )) as Row[];
    expect(Number(house[0].s)).toBe(0);
    const rows = await post(owner, `/api/roaster/blending/default/roasting/${seq}`);
    expect(rows.body.result).toEqual([
      expect.objectContaining({ roasting_seq: single, roasting_mass: 3000, roasting_percent: 1000 }),
    ]);
  });

  it('lot rows name their recipe: the blend copies it, the roast picker lists only its roasts (newest first), a roast of another recipe is 400 roasting_not_recipe', async () => {
    const blend = await blendSeq('BeanTrail House Blend');
    const [haiti, base] = [await recipeSeq('Haiti medium'), await recipeSeq('House blend base')];
    const copied = (await post(owner, '/api/roaster/blending/default/copy', { blending_seq: blend })).body.result
      .roasting_rows as Row[];
    expect(copied.map((r) => Number(r.roasting_seq))).toEqual([haiti, base]);
    // The picker of a Haiti row: Haiti roasts only, the newest first.
    const picker = (
      await post(owner, '/api/roaster/roasting/result/code', { roasting_result_year: year, roasting_seq: haiti })
    ).body.result as Row[];
    const haitiRoasts = (await db.query(
      `SELECT roasting_result_seq FROM roasting_result WHERE roasting_seq = ? AND roasting_result_year = ? ORDER BY roasting_result_date DESC, roasting_result_seq DESC`,
      [haiti, year],
    )) as Row[];
    expect(picker.map((r) => Number(r.roasting_result_seq))).toEqual(
      haitiRoasts.map((r) => Number(r.roasting_result_seq)),
    );
    expect(picker.length).toBeGreaterThan(0);
    const baseRoast = Number(
      (
        await one(`SELECT roasting_result_seq FROM roasting_result WHERE roasting_seq = ? AND roaster_seq = ?`, [
          base,
          demo,
        ])
      ).roasting_result_seq,
    );
    expect(picker.map((r) => Number(r.roasting_result_seq))).not.toContain(baseRoast);
    // A Haiti row given the base recipe's roast: refused with the translated key, nothing stored.
    const count0 = await count('blending_result');
    const lot = {
      blending_result_year: year,
      blending_seq: blend,
      blending_result_date: '2026-11-21',
      blending_instock: 1,
      blending_use: 1,
    };
    const wrong = await write(owner, 'blendingResult', lot, {
      roasting_rows: [
        { roasting_seq: haiti, roasting_result_year: year, roasting_result_seq: baseRoast, roasting_mass: 10 },
      ],
    });
    expect([wrong.status, wrong.body.description, wrong.body.field]).toEqual([
      400,
      'roasting_not_recipe',
      'roasting_rows.0.roasting_result_seq',
    ]);
    expect(wrong.body.message).toBe('선택한 로스팅 기록은 이 행의 로스팅 레시피로 로스팅한 것이 아닙니다');
    expect(await count('blending_result')).toBe(count0);
    // The same roast on a row of its own recipe, and on a row that names none (a lot saved before rows named one), is taken.
    const right = await write(owner, 'blendingResult', lot, {
      roasting_rows: [
        { roasting_seq: base, roasting_result_year: year, roasting_result_seq: baseRoast, roasting_mass: 10 },
      ],
    });
    expect(right.status).toBe(200);
    const keys = { blending_result_year: year, blending_result_seq: right.body.result.blending_result_seq };
    const rows = (await post(owner, ROASTER_PAGES.blendingResult.api.detail!, keys)).body.result.roasting_rows as Row[];
    expect(Number(rows[0].roasting_seq)).toBe(base);
    const none = await write(owner, 'blendingResult', lot, {
      roasting_rows: [{ roasting_result_year: year, roasting_result_seq: baseRoast, roasting_mass: 10 }],
    });
    expect(none.status).toBe(200);
  });

  it("blending result: aggregates of the chosen roasting results, weighted loss, roasted stock consumed; another roastery's result rolls it all back", async () => {
    const blend = await blendSeq('BeanTrail House Blend');
    const roast = await one(
      `SELECT roasting_result_seq, roasting_stock_mass FROM roasting_result WHERE roasting_name = 'Haiti medium' AND roaster_seq = ?`,
      [demo],
    );
    const lot = {
      blending_result_year: year,
      blending_seq: blend,
      blending_result_date: '2026-11-21',
      blending_instock: 1,
      blending_use: 1,
    };
    const res = await write(owner, 'blendingResult', lot, {
      roasting_rows: [
        { roasting_result_year: year, roasting_result_seq: roast.roasting_result_seq, roasting_mass: 500 },
      ],
    });
    expect(res.status).toBe(200);
    const keys = { blending_result_year: year, blending_result_seq: res.body.result.blending_result_seq };
    const d = (await post(owner, ROASTER_PAGES.blendingResult.api.detail!, keys)).body.result;
    expect(d).toMatchObject({
      blending_name: 'BeanTrail House Blend',
      blending_total_mass: 500,
      blending_loss: 148,
      blending_organic_loss: 500,
      blending_country_list: ['HTI'],
    });
    expect(await roastStock(roast.roasting_result_seq)).toBe(Number(roast.roasting_stock_mass) - 500);

    // The rival's own roast, named from a demo blending result: 404, and the demo stock is untouched.
    const stockNow = await roastStock(roast.roasting_result_seq);
    const count0 = await count('blending_result');
    const bad = await write(owner, 'blendingResult', lot, {
      roasting_rows: [
        { roasting_result_year: year, roasting_result_seq: roast.roasting_result_seq, roasting_mass: 100 },
        { roasting_result_year: year, roasting_result_seq: 999999, roasting_mass: 100 },
      ],
    });
    expect([bad.status, bad.body.description, bad.body.field]).toEqual([
      400,
      'field_not_found',
      'roasting_rows.1.roasting_result_seq',
    ]);
    expect(await count('blending_result')).toBe(count0);
    expect(await roastStock(roast.roasting_result_seq)).toBe(stockNow);

    // More of a roast than it holds: the refusal names the roast as the lot's roast picker does.
    const named = await one(
      `SELECT roasting_name AS en, roasting_name_locale AS kr, roasting_result_date AS d, roasting_batch_no AS b FROM roasting_result WHERE roasting_result_seq = ?`,
      [roast.roasting_result_seq],
    );
    const short = await write(owner, 'blendingResult', lot, {
      roasting_rows: [
        { roasting_result_year: year, roasting_result_seq: roast.roasting_result_seq, roasting_mass: stockNow + 10 },
      ],
    });
    const label = `${String(named.d).slice(0, 10)} ${String(named.kr || named.en)}${named.b ? ` #${String(named.b)}` : ''}`;
    expect([short.status, short.body.description, short.body.field, short.body.params?.what]).toEqual([
      400,
      'stock_short',
      'roasting_rows',
      label,
    ]);
    expect(short.body.message).toContain(`재고가 부족합니다: ${label} (남은 재고 `);
    expect(await count('blending_result')).toBe(count0);

    // The roast corrected below what its lots took: the message says how much they took (it said only "stock is short").
    const r = await one(
      `SELECT roasting_mass, roasting_stock_mass, edit_at FROM roasting_result WHERE roasting_result_seq = ?`,
      [roast.roasting_result_seq],
    );
    const used = Number(r.roasting_mass) - Number(r.roasting_stock_mass);
    const below = await post(owner, ROASTER_PAGES.roastingResult.api.edit, {
      mode: 'edit',
      keys: { roasting_result_seq: roast.roasting_result_seq },
      edit_at: fromDbTime(r.edit_at as string),
      UPList: { roasting_mass: used - 10 },
    });
    expect([below.status, below.body.description, below.body.field]).toEqual([
      400,
      'roasting_mass_used',
      'roasting_mass',
    ]);
    expect(below.body.message).toBe(
      `로트에서 이미 ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(used / 10)} g을 썼습니다. 그보다 적게 고칠 수 없습니다`,
    );
  });
});
