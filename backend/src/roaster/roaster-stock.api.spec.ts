import { ROASTER_PAGES } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { roasterFixture } from './roaster-pages.fixture';

type Row = Record<string, unknown>;

// Green-bean stock and roasts (spec 001 §4, §5, §7): what a roast's save takes from and gives back
// to the year stock, and the rules a roast's values follow. Recipes, blends and lots:
// roaster-lots.api.spec.ts.
describe.each(databases())('roaster core on %s (spec 001 §3, §4, §5, §7)', (_name, database) => {
  const fixture = roasterFixture(database);
  const { year, post, write, one, count, stock, beanSeq, recipeSeq } = fixture;
  let owner: string;
  let demo: number;
  beforeAll(() => {
    ({ owner, demo } = fixture.state);
  });

  it('stock: a roast takes its beans from the year stock in the save, an edit moves the difference, a removal gives them back', async () => {
    const bean = await beanSeq('Haiti Baptiste');
    const recipe = await recipeSeq('Haiti medium');
    const start = Number((await stock(bean)).mass);
    const res = await write(
      owner,
      'roastingResult',
      {
        roasting_seq: recipe,
        roasting_result_year: year,
        roasting_result_date: `${year}-11-20`,
        roasting_mass: 8500,
        roasting_instock: 1,
        roasting_profile_use: 0,
      },
      {
        greenbean_rows: [{ greenbean_year: year, greenbean_roaster_seq: bean, greenbean_mass: 10000 }],
      },
    );
    expect(res.status).toBe(200);
    const seq = res.body.result.roasting_result_seq;
    expect(Number((await stock(bean)).mass)).toBe(start - 10000);
    // The automatic batch number is the day's next one (§4).
    expect(
      (await one(`SELECT roasting_batch_no AS n FROM roasting_result WHERE roasting_result_seq = ?`, [seq])).n,
    ).toBe(1);
    const detail = (await post(owner, ROASTER_PAGES.roastingResult.api.detail!, { roasting_result_seq: seq })).body
      .result;
    const row = detail.greenbean_rows[0];
    const edit = await post(owner, ROASTER_PAGES.roastingResult.api.edit, {
      mode: 'edit',
      keys: { roasting_result_seq: seq },
      edit_at: detail.edit_at,
      UPList: {},
      sublists: {
        greenbean_rows: {
          UPList: [{ roasting_greenbean_seq: row.roasting_greenbean_seq, greenbean_mass: 12000 }],
          DEList: [],
        },
      },
    });
    expect(edit.status).toBe(200);
    expect(Number((await stock(bean)).mass)).toBe(start - 12000);
    const removed = await post(owner, ROASTER_PAGES.roastingResult.api.remove!, {
      keys: { roasting_result_seq: seq },
      edit_at: edit.body.result.edit_at,
    });
    expect(removed.status).toBe(200);
    expect(Number((await stock(bean)).mass)).toBe(start);
  });

  it('stock: a roast needing more than is in stock is refused (stock_short) and every row stays as it was', async () => {
    const bean = await beanSeq('Ethiopia Yirgacheffe Kochere');
    const haiti = await beanSeq('Haiti Baptiste');
    const recipe = await recipeSeq('House blend base');
    const [eth, hai, results, rows] = [
      await stock(bean),
      await stock(haiti),
      await count('roasting_result'),
      await count('roasting_result_greenbean'),
    ];
    const res = await write(
      owner,
      'roastingResult',
      {
        roasting_seq: recipe,
        roasting_result_year: year,
        roasting_result_date: `${year}-11-20`,
        roasting_mass: 8500,
        roasting_instock: 1,
        roasting_profile_use: 0,
      },
      {
        // The first row fits (and is applied first inside the transaction); the second does not.
        greenbean_rows: [
          { greenbean_year: year, greenbean_roaster_seq: haiti, greenbean_mass: 1000 },
          { greenbean_year: year, greenbean_roaster_seq: bean, greenbean_mass: Number(eth.mass) + 10 },
        ],
      },
    );
    expect([res.status, res.body.description]).toEqual([400, 'stock_short']);
    // It names the row that is short and says how much is left, in grams (roaster review: only
    // "stock is short", then no word of which of the rows).
    const left = `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(Number(eth.mass) / 10)} g`;
    const names = await one(
      `SELECT greenbean_name AS en, greenbean_name_locale AS kr FROM greenbean_roaster_year WHERE greenbean_year = ? AND greenbean_roaster_seq = ?`,
      [year, bean],
    );
    expect(res.body.message).toBe(`재고가 부족합니다: ${String(names.kr || names.en)} (${year}) (남은 재고 ${left})`);
    expect(res.body.params).toEqual({ what: `${String(names.kr || names.en)} (${year})`, available: left });
    expect([
      await stock(bean),
      await stock(haiti),
      await count('roasting_result'),
      await count('roasting_result_greenbean'),
    ]).toEqual([eth, hai, results, rows]);
    // In English, the English name.
    const en = await post(owner, ROASTER_PAGES.roastingResult.api.edit, {
      mode: 'write',
      UPList: {
        roasting_seq: recipe,
        roasting_result_year: year,
        roasting_result_date: `${year}-11-20`,
        roasting_mass: 8500,
        roasting_instock: 1,
        roasting_profile_use: 0,
      },
      sublists: {
        greenbean_rows: {
          UPList: [{ greenbean_year: year, greenbean_roaster_seq: bean, greenbean_mass: Number(eth.mass) + 10 }],
          DEList: [],
        },
      },
    }).set('x-locale', 'en');
    expect(en.body.message).toBe(`Not enough in stock: Ethiopia Yirgacheffe Kochere (${year}) (${left} left)`);
  });

  it("a roast is filed under its date's year: a year that is not the date's is 400 field_year_date, nothing stored (roaster review: a 2021 log, then dated today)", async () => {
    const recipe = await recipeSeq('Haiti medium');
    const results = await count('roasting_result');
    const haiti = await beanSeq('Haiti Baptiste');
    const before = await stock(haiti);
    const res = await write(
      owner,
      'roastingResult',
      {
        roasting_seq: recipe,
        roasting_result_year: 2021,
        roasting_result_date: `${year}-01-15`,
        roasting_mass: 850,
        roasting_instock: 1,
        roasting_profile_use: 0,
      },
      {
        greenbean_rows: [{ greenbean_year: year, greenbean_roaster_seq: haiti, greenbean_mass: 1000 }],
      },
    );
    expect([res.status, res.body.description, res.body.field]).toEqual([
      400,
      'field_year_date',
      'roasting_result_year',
    ]);
    expect([await count('roasting_result'), await stock(haiti)]).toEqual([results, before]);
  });

  it('a roast weighing more than the green beans put in is refused (roasting_mass_over), on write and on edit; stock and loss stay as they were', async () => {
    const haiti = await beanSeq('Haiti Baptiste');
    const recipe = await recipeSeq('Haiti medium');
    const [before, results] = [await stock(haiti), await count('roasting_result')];
    const rows = { greenbean_rows: [{ greenbean_year: year, greenbean_roaster_seq: haiti, greenbean_mass: 10000 }] };
    const roast = {
      roasting_seq: recipe,
      roasting_result_year: year,
      roasting_result_date: `${year}-11-22`,
      roasting_instock: 1,
      roasting_profile_use: 0,
    };
    const over = await write(owner, 'roastingResult', { ...roast, roasting_mass: 50000 }, rows);
    expect([over.status, over.body.description, over.body.field]).toEqual([400, 'roasting_mass_over', 'roasting_mass']);
    expect([await stock(haiti), await count('roasting_result')]).toEqual([before, results]);
    // 1000 g in, 1000 g out is the most (no loss); an edit to more is refused and nothing moves.
    const even = await write(owner, 'roastingResult', { ...roast, roasting_mass: 10000 }, rows);
    expect(even.status).toBe(200);
    const seq = Number(even.body.result.roasting_result_seq);
    const detail = (await post(owner, ROASTER_PAGES.roastingResult.api.detail!, { roasting_result_seq: seq })).body
      .result;
    expect(detail.roasting_loss).toBe(0);
    const edit = await post(owner, ROASTER_PAGES.roastingResult.api.edit, {
      mode: 'edit',
      keys: { roasting_result_seq: seq },
      edit_at: detail.edit_at,
      UPList: { roasting_mass: 10010 },
    });
    expect([edit.status, edit.body.description]).toEqual([400, 'roasting_mass_over']);
    expect(
      await one(
        `SELECT roasting_mass AS m, roasting_stock_mass AS s, roasting_loss AS l FROM roasting_result WHERE roasting_result_seq = ?`,
        [seq],
      ),
    ).toEqual({ m: 10000, s: 10000, l: 0 });
  });

  it('§5 roasting result: year and date locked on update, at least one bean row, memo max 3000 bytes', async () => {
    const r = (await post(owner, ROASTER_PAGES.roastingResult.api.list!)).body.result[0];
    const d = (
      await post(owner, ROASTER_PAGES.roastingResult.api.detail!, { roasting_result_seq: r.roasting_result_seq })
    ).body.result;
    const locked = await post(owner, ROASTER_PAGES.roastingResult.api.edit, {
      mode: 'edit',
      keys: { roasting_result_seq: r.roasting_result_seq },
      edit_at: d.edit_at,
      UPList: { roasting_result_year: 2001 },
    });
    expect(locked.status).toBe(403);
    const memo = await post(owner, ROASTER_PAGES.roastingResult.api.edit, {
      mode: 'edit',
      keys: { roasting_result_seq: r.roasting_result_seq },
      edit_at: d.edit_at,
      UPList: { roasting_result_memo: '가'.repeat(1001) },
    });
    expect([memo.status, memo.body.description]).toEqual([400, 'field_maxLength']);
    const noRows = await write(owner, 'roastingResult', {
      roasting_seq: d.roasting_seq,
      roasting_result_year: year,
      roasting_result_date: `${year}-11-20`,
      roasting_mass: 100,
      roasting_instock: 1,
      roasting_profile_use: 0,
    });
    expect([noRows.status, noRows.body.description]).toEqual([400, 'sublist_minLength']);
  });

  it("§7 POST roasting/default/greenbean/{seq}: the recipe rows and, with roasting_batch_auto, the day's next batch number", async () => {
    const recipe = await recipeSeq('House blend base');
    const today = (
      await one(`SELECT MAX(roasting_result_date) AS d FROM roasting_result WHERE roaster_seq = ?`, [demo])
    ).d as string;
    const max = Number(
      (
        await one(
          `SELECT MAX(roasting_batch_no) AS n FROM roasting_result WHERE roaster_seq = ? AND roasting_result_date = ?`,
          [demo, today],
        )
      ).n,
    );
    const res = await post(owner, `/api/roaster/roasting/default/greenbean/${recipe}`, {
      roasting_result_date: today.replace(/-/g, ''),
      roasting_batch_auto: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.roasting_batch_no).toBe(max + 1);
    expect(res.body.result.roasting_default_greenbean.map((r: Row) => r.greenbean_mass)).toEqual([6000, 4000]);
    const manual = await post(owner, `/api/roaster/roasting/default/greenbean/${recipe}`, {
      roasting_result_date: today,
      roasting_batch_auto: false,
    });
    expect(manual.body.result.roasting_batch_no).toBeNull();
    // The recipe's roaster and profile setting come along (roaster review: every batch retyped them).
    const def = await one(
      `SELECT roasting_machine_seq, roasting_profile_use FROM roasting_default WHERE roasting_seq = ?`,
      [recipe],
    );
    expect(def.roasting_machine_seq).not.toBeNull();
    expect([manual.body.result.roasting_machine_seq, manual.body.result.roasting_profile_use]).toEqual([
      Number(def.roasting_machine_seq),
      Number(def.roasting_profile_use) === 1,
    ]);
  });
});
