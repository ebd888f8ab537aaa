import { ROASTER_PAGES } from '@beantrail/contracts';
import { fromDbTime } from '../core/entity/sql';
import { databases } from '../testing/test-app';
import { roasterFixture, type RoasterState } from './roaster-pages.fixture';

type Row = Record<string, unknown>;

// Stock, roasts and lots (spec 001 §4, §5, §7): what a save takes from and gives back to the stock,
// the rows a roast or a blend may hold, and the values a lot derives from its roasts.
describe.each(databases())('roaster core on %s (spec 001 §3, §4, §5, §7)', (_name, database) => {
  const fixture = roasterFixture(database);
  const { year, post, write, one, count, stock } = fixture;
  let db: RoasterState['db'];
  let owner: string;
  let demo: number;
  beforeAll(() => {
    ({ db, owner, demo } = fixture.state);
  });

  it('stock: a roast takes its beans from the year stock in the save, an edit moves the difference, a removal gives them back', async () => {
    const bean = Number(
      (
        await one(
          `SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE roaster_seq = ? AND greenbean_name = 'Haiti Baptiste'`,
          [demo],
        )
      ).greenbean_roaster_seq,
    );
    const recipe = Number(
      (await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`)).roasting_seq,
    );
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
    const bean = Number(
      (
        await one(
          `SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE greenbean_name = 'Ethiopia Yirgacheffe Kochere'`,
        )
      ).greenbean_roaster_seq,
    );
    const haiti = Number(
      (await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE greenbean_name = 'Haiti Baptiste'`))
        .greenbean_roaster_seq,
    );
    const recipe = Number(
      (await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'House blend base'`)).roasting_seq,
    );
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
    const recipe = Number(
      (await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`)).roasting_seq,
    );
    const results = await count('roasting_result');
    const haiti = Number(
      (await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE greenbean_name = 'Haiti Baptiste'`))
        .greenbean_roaster_seq,
    );
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
    const haiti = Number(
      (await one(`SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE greenbean_name = 'Haiti Baptiste'`))
        .greenbean_roaster_seq,
    );
    const recipe = Number(
      (await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`)).roasting_seq,
    );
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
    const single = Number(
      (await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`)).roasting_seq,
    );
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
    const blend = Number(
      (await one(`SELECT blending_seq FROM blending_default WHERE blending_name = 'BeanTrail House Blend'`))
        .blending_seq,
    );
    const recipeOf = async (name: string) =>
      Number(
        (
          await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = ? AND roaster_seq = ?`, [
            name,
            demo,
          ])
        ).roasting_seq,
      );
    const [haiti, base] = [await recipeOf('Haiti medium'), await recipeOf('House blend base')];
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
    const blend = Number(
      (await one(`SELECT blending_seq FROM blending_default WHERE blending_name = 'BeanTrail House Blend'`))
        .blending_seq,
    );
    const roast = await one(
      `SELECT roasting_result_seq, roasting_stock_mass FROM roasting_result WHERE roasting_name = 'Haiti medium' AND roaster_seq = ?`,
      [demo],
    );
    const res = await write(
      owner,
      'blendingResult',
      {
        blending_result_year: year,
        blending_seq: blend,
        blending_result_date: '2026-11-21',
        blending_instock: 1,
        blending_use: 1,
      },
      {
        roasting_rows: [
          { roasting_result_year: year, roasting_result_seq: roast.roasting_result_seq, roasting_mass: 500 },
        ],
      },
    );
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
    expect(
      Number(
        (
          await one(`SELECT roasting_stock_mass AS m FROM roasting_result WHERE roasting_result_seq = ?`, [
            roast.roasting_result_seq,
          ])
        ).m,
      ),
    ).toBe(Number(roast.roasting_stock_mass) - 500);

    // The rival's own roast, named from a demo blending result: 404, and the demo stock is untouched.
    const stockNow = Number(
      (
        await one(`SELECT roasting_stock_mass AS m FROM roasting_result WHERE roasting_result_seq = ?`, [
          roast.roasting_result_seq,
        ])
      ).m,
    );
    const count0 = await count('blending_result');
    const bad = await write(
      owner,
      'blendingResult',
      {
        blending_result_year: year,
        blending_seq: blend,
        blending_result_date: '2026-11-21',
        blending_instock: 1,
        blending_use: 1,
      },
      {
        roasting_rows: [
          { roasting_result_year: year, roasting_result_seq: roast.roasting_result_seq, roasting_mass: 100 },
          { roasting_result_year: year, roasting_result_seq: 999999, roasting_mass: 100 },
        ],
      },
    );
    expect([bad.status, bad.body.description, bad.body.field]).toEqual([
      400,
      'field_not_found',
      'roasting_rows.1.roasting_result_seq',
    ]);
    expect(await count('blending_result')).toBe(count0);
    expect(
      Number(
        (
          await one(`SELECT roasting_stock_mass AS m FROM roasting_result WHERE roasting_result_seq = ?`, [
            roast.roasting_result_seq,
          ])
        ).m,
      ),
    ).toBe(stockNow);

    // More of a roast than it holds: the refusal names the roast as the lot's roast picker does.
    const named = await one(
      `SELECT roasting_name AS en, roasting_name_locale AS kr, roasting_result_date AS d, roasting_batch_no AS b FROM roasting_result WHERE roasting_result_seq = ?`,
      [roast.roasting_result_seq],
    );
    const short = await write(
      owner,
      'blendingResult',
      {
        blending_result_year: year,
        blending_seq: blend,
        blending_result_date: '2026-11-21',
        blending_instock: 1,
        blending_use: 1,
      },
      {
        roasting_rows: [
          { roasting_result_year: year, roasting_result_seq: roast.roasting_result_seq, roasting_mass: stockNow + 10 },
        ],
      },
    );
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
    const recipe = Number(
      (await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'House blend base'`)).roasting_seq,
    );
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
