import { buildSavePayload, formatMass, gramsOf, recordToDisplay, ROASTER_PAGES } from '@beantrail/contracts';
import { databases } from '../testing/test-app';
import { roasterFixture } from './roaster-pages.fixture';

type Row = Record<string, unknown>;

// Field bounds and units on the server (spec 000 §5, §9; 001 §3): ranges, dates, the declared
// bounds and one mass unit, each refused as a 400 naming the field with nothing stored.
describe.each(databases())('roaster core on %s (spec 001 §3, §4, §5, §7)', (_name, database) => {
  const fixture = roasterFixture(database);
  const { year, post, write, one, count, stock } = fixture;
  let owner: string;
  beforeAll(() => {
    ({ owner } = fixture.state);
  });

  it('001 §3, §5 green-bean ranges and dates: a max below its min and an impossible YYYYMMDD are 400 naming the field; nothing stored', async () => {
    const before = await count('greenbean_roaster');
    const bean = {
      greenbean_name: 'Range Check',
      greenbean_name_locale: '범위 확인',
      greenbean_country_code: 'COL',
      greenbean_use: 1,
    };
    const refused = async (UPList: Row, key: string, field: string) => {
      const res = await write(owner, 'roasterGreenbean', { ...bean, ...UPList });
      expect([res.status, res.body.description, res.body.field]).toEqual([400, key, field]);
    };
    await refused(
      { greenbean_altitude_min: 1500, greenbean_altitude_max: 1000 },
      'field_minValue',
      'greenbean_altitude_max',
    );
    await refused({ greenbean_import_date: '20261345' }, 'field_date', 'greenbean_import_date');
    await refused({ greenbean_packaging_date: 'abcd' }, 'field_date', 'greenbean_packaging_date');
    expect(await count('greenbean_roaster')).toBe(before);
    const saved = await write(owner, 'roasterGreenbean', {
      ...bean,
      greenbean_altitude_min: 1000,
      greenbean_altitude_max: 1500,
      greenbean_import_date: '20260315',
    });
    expect(saved.status).toBe(200);
    const seq = Number(saved.body.result.greenbean_roaster_seq);
    // An edit that sends only the min is checked against the stored max.
    const detail = (await post(owner, ROASTER_PAGES.roasterGreenbean.api.detail!, { greenbean_roaster_seq: seq })).body
      .result;
    const edit = await post(owner, ROASTER_PAGES.roasterGreenbean.api.edit, {
      mode: 'edit',
      keys: { greenbean_roaster_seq: seq },
      edit_at: detail.edit_at,
      UPList: { greenbean_altitude_min: 1600 },
    });
    expect([edit.status, edit.body.description, edit.body.field]).toEqual([
      400,
      'field_minValue',
      'greenbean_altitude_max',
    ]);
    expect(
      Number(
        (await one(`SELECT greenbean_altitude_min AS v FROM greenbean_roaster WHERE greenbean_roaster_seq = ?`, [seq]))
          .v,
      ),
    ).toBe(1000);
  });

  it('000 §5 "Field bounds" on the server: agtron 25 to 95, coffee temperature 0 to 300, textarea 1000 characters; 400 naming the field, nothing stored', async () => {
    const bean = {
      greenbean_name: 'Bounds Check',
      greenbean_name_locale: '범위 점검',
      greenbean_country_code: 'COL',
      greenbean_use: 1,
    };
    const before = await count('greenbean_roaster');
    for (const [UPList, key, field] of [
      [{ greenbean_agtron_min: 20 }, 'field_minValue', 'greenbean_agtron_min'],
      [{ greenbean_roasting_agtron_max: 96 }, 'field_maxValue', 'greenbean_roasting_agtron_max'],
      // A large textarea (the 10000-byte description) takes more than 1000 characters.
      [{ greenbean_desc: 'x'.repeat(5000) }, null, null],
    ] as const) {
      const res = await write(owner, 'roasterGreenbean', { ...bean, ...UPList });
      if (key) expect([res.status, res.body.description, res.body.field]).toEqual([400, key, field]);
      else expect(res.status).toBe(200);
    }
    expect(await count('greenbean_roaster')).toBe(before + 1);
    const ok = await write(owner, 'roasterGreenbean', {
      ...bean,
      greenbean_agtron_min: 25,
      greenbean_agtron_max: 95,
      greenbean_roasting_agtron_min: 55,
      greenbean_roasting_agtron_max: 65,
    });
    expect([ok.status, ok.body.description]).toEqual([200, 'save_ok']);

    const r = (await post(owner, ROASTER_PAGES.roastingResult.api.list!)).body.result[0];
    const d = (
      await post(owner, ROASTER_PAGES.roastingResult.api.detail!, { roasting_result_seq: r.roasting_result_seq })
    ).body.result;
    const edit = (UPList: Row) =>
      post(owner, ROASTER_PAGES.roastingResult.api.edit, {
        mode: 'edit',
        keys: { roasting_result_seq: r.roasting_result_seq },
        edit_at: d.edit_at,
        UPList,
      });
    // Stored units: °C ×100 (000 §9).
    for (const [UPList, key, field] of [
      [{ roasting_first_start_bean: 30010 }, 'field_maxValue', 'roasting_first_start_bean'],
      [{ pre_heating_start_air: -100 }, 'field_minValue', 'pre_heating_start_air'],
      [{ roasting_agtron: 24 }, 'field_minValue', 'roasting_agtron'],
      [{ roasting_result_memo: 'x'.repeat(1001) }, 'field_maxLength', 'roasting_result_memo'],
    ] as const) {
      const res = await edit(UPList);
      expect([res.status, res.body.description, res.body.field]).toEqual([400, key, field]);
    }
    const after = (
      await post(owner, ROASTER_PAGES.roastingResult.api.detail!, { roasting_result_seq: r.roasting_result_seq })
    ).body.result;
    expect(after.edit_at).toBe(d.edit_at);
  });

  it('one mass unit — 30 Kg bought (as a Kg user sends it) less a 400 g roast leaves 29.6 Kg, in the detail and the list; bounds in the stored unit', async () => {
    const seller = Number((await one(`SELECT company_seq FROM company WHERE company_type = 'GBD'`)).company_seq);
    const bean = await write(owner, 'roasterGreenbean', {
      greenbean_name: 'Colombia Huila Units',
      greenbean_name_locale: '콜롬비아 우일라 단위',
      greenbean_country_code: 'COL',
      greenbean_seller_seq: seller,
      greenbean_use: 1,
    });
    expect(bean.status).toBe(200);
    const seq = Number(bean.body.result.greenbean_roaster_seq);
    const yearPage = ROASTER_PAGES.roasterGreenbeanYear;
    // The browser: a user showing masses in Kg types 30; the form holds grams, the payload tenths of a gram.
    const form = {
      greenbean_year: year,
      greenbean_roaster_seq: seq,
      greenbean_instock: true,
      greenbean_use: true,
      greenbean_purchase_mass: gramsOf('Kg', 30),
    };
    const payload = buildSavePayload(yearPage, null, form, { mode: 'write' })!;
    expect(payload.UPList.greenbean_purchase_mass).toBe(300000);
    expect((await post(owner, yearPage.api.edit, { ...payload })).status).toBe(200);
    expect(Number((await stock(seq)).mass)).toBe(300000);
    // A 400 g roast (rows in g, the same stored unit) takes 4000 from the same column.
    const recipe = Number(
      (await one(`SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`)).roasting_seq,
    );
    const roast = await write(
      owner,
      'roastingResult',
      {
        roasting_seq: recipe,
        roasting_result_year: year,
        roasting_result_date: `${year}-11-21`,
        roasting_mass: 3400,
        roasting_instock: 1,
        roasting_profile_use: 0,
      },
      {
        greenbean_rows: [{ greenbean_year: year, greenbean_roaster_seq: seq, greenbean_mass: 4000 }],
      },
    );
    expect(roast.status).toBe(200);
    const detail = (await post(owner, yearPage.api.detail!, { greenbean_year: year, greenbean_roaster_seq: seq })).body
      .result;
    expect(detail).toMatchObject({ greenbean_purchase_mass: 300000, greenbean_stock_mass: 296000 });
    const shown = recordToDisplay(yearPage, detail);
    expect([
      formatMass(shown.greenbean_purchase_mass as number, 'Kg', 'en'),
      formatMass(shown.greenbean_stock_mass as number, 'Kg', 'kr'),
    ]).toEqual(['30 Kg', '29.6 Kg']);
    // The year list carries the stock column.
    const list = (await post(owner, yearPage.api.list!, { searchTitle: 'Huila Units', searchSelect: 'greenbean_name' }))
      .body.result;
    expect(list).toEqual([expect.objectContaining({ greenbean_roaster_seq: seq, greenbean_stock_mass: 296000 })]);
    // Bounds in the stored unit: 200 t (2,000,000,000 tenths of a gram) is the most, one more is refused naming the field.
    const next = { greenbean_roaster_seq: seq, greenbean_instock: 1, greenbean_use: 1 };
    const over = await write(owner, 'roasterGreenbeanYear', {
      ...next,
      greenbean_year: year + 1,
      greenbean_purchase_mass: 2_000_000_001,
    });
    expect([over.status, over.body.description, over.body.field]).toEqual([
      400,
      'field_maxValue',
      'greenbean_purchase_mass',
    ]);
    const most = await write(owner, 'roasterGreenbeanYear', {
      ...next,
      greenbean_year: year + 1,
      greenbean_purchase_mass: 2_000_000_000,
    });
    expect(most.status).toBe(200);
    expect(
      Number(
        (
          await one(
            `SELECT greenbean_stock_mass AS m FROM greenbean_roaster_year WHERE greenbean_year = ? AND greenbean_roaster_seq = ?`,
            [year + 1, seq],
          )
        ).m,
      ),
    ).toBe(2_000_000_000);
  });
});
