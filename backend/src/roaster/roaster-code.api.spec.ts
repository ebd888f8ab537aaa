import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

// 001 §7 lookup calls: the roast and green-bean pickers of a lot or a roast list only what has stock
// left (check_instock), yet a record that used something up must still name it (include_seq,
// OptionSource.currentParam) — the lot view showed its roast row as a bare number.
describe.each(databases())('roaster option lists with stock on %s (001 §4, §7)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let owner: string;
  let demo: number;
  const year = new Date().getUTCFullYear();
  const post = (path: string, body: Row) =>
    request(app.getHttpServer())
      .post(path)
      .set('cookie', owner)
      .send({ roaster_seq: demo, ...body });
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const seqs = (rows: Row[], key: string) => rows.map((r) => Number(r[key]));

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    demo = Number((await one(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Demo Roasters'`)).roaster_seq);
    owner = await signIn(app, 'roaster');
  });
  afterAll(async () => app.close());

  it('a roast with no stock left is offered only as the value a record already holds', async () => {
    const roast = Number(
      (
        await one(
          `SELECT roasting_result_seq FROM roasting_result WHERE roaster_seq = ? AND roasting_result_year = ? ORDER BY roasting_result_seq LIMIT 1`,
          [demo, year],
        )
      ).roasting_result_seq,
    );
    await db.query(`UPDATE roasting_result SET roasting_instock = 0 WHERE roasting_result_seq = ?`, [roast]);
    const path = '/api/roaster/roasting/result/code';
    const picking = await post(path, { roasting_result_year: year, check_instock: true });
    expect(picking.status).toBe(200);
    expect(seqs(picking.body.result, 'roasting_result_seq')).not.toContain(roast);
    const holding = await post(path, { roasting_result_year: year, check_instock: true, include_seq: roast });
    const kept = (holding.body.result as Row[]).find((r) => Number(r.roasting_result_seq) === roast);
    expect(kept).toMatchObject({ roasting_result_label: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \S/) });
    // Each option says what is left of its roast, in both languages (roaster review).
    const stock = Number(
      (await one(`SELECT roasting_stock_mass FROM roasting_result WHERE roasting_result_seq = ?`, [roast]))
        .roasting_stock_mass,
    );
    const grams = `${(stock / 10).toLocaleString('en-US', { maximumFractionDigits: 1 })} g`;
    expect(kept!.roasting_result_label).toMatch(new RegExp(` · ${grams} in stock$`));
    expect(kept!.roasting_result_label_locale).toMatch(new RegExp(` · 재고 ${grams}$`));
    // Only that one more: the other used-up roasts stay out; a number that is no roast of this roastery adds nothing.
    expect(holding.body.result.length).toBe(picking.body.result.length + 1);
    const foreign = await post(path, { roasting_result_year: year, check_instock: true, include_seq: 999999 });
    expect(foreign.body.result.length).toBe(picking.body.result.length);
    // A value that is no whole number is ignored, not an error.
    expect(
      (await post(path, { roasting_result_year: year, check_instock: true, include_seq: '1 OR 1=1' })).body.result
        .length,
    ).toBe(picking.body.result.length);
  });

  it('a green bean year with no stock left likewise, for the roast that used it up', async () => {
    const bean = await one(
      `SELECT greenbean_roaster_seq, greenbean_year FROM greenbean_roaster_year WHERE roaster_seq = ? ORDER BY greenbean_year DESC LIMIT 1`,
      [demo],
    );
    const [seq, beanYear] = [Number(bean.greenbean_roaster_seq), Number(bean.greenbean_year)];
    await db.query(
      `UPDATE greenbean_roaster_year SET greenbean_instock = 0 WHERE greenbean_roaster_seq = ? AND greenbean_year = ?`,
      [seq, beanYear],
    );
    const path = '/api/roaster/greenbean/year/code';
    const picking = await post(path, { greenbean_year: beanYear, check_instock: true });
    expect(seqs(picking.body.result, 'greenbean_roaster_seq')).not.toContain(seq);
    const holding = await post(path, { greenbean_year: beanYear, check_instock: true, include_seq: seq });
    expect(seqs(holding.body.result, 'greenbean_roaster_seq')).toContain(seq);
  });
});
