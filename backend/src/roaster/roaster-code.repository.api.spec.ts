import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DataSource } from 'typeorm';
import { toDbTime } from '../core/entity/sql';
import { databases, startApp } from '../testing/test-app';
import { RoasterCodeRepository } from './roaster-code.repository';

type Row = Record<string, unknown>;

// 001 §7 lookup calls: every option query keeps to the roaster it is given, and the kept row of a
// stock filter (include_seq) cannot bring in another roaster's row.
describe.each(databases())('roaster option queries on %s keep to the roaster given', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let rows: RoasterCodeRepository;
  let demo: number;
  let rival: number;
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    rows = app.get(RoasterCodeRepository);
    demo = Number((await one(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Demo Roasters'`)).roaster_seq);
    const now = toDbTime(new Date());
    await db.query(
      `INSERT INTO roaster (roaster_name, roaster_name_locale, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('Rival Roasters', '라이벌', ?, ?, ?, ?, ?, ?)`,
      [null, 'test', now, null, 'test', now],
    );
    rival = Number((await one(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Rival Roasters'`)).roaster_seq);
  });
  afterAll(async () => app.close());

  it("another roaster's defaults read as none, and its lists hold none of this roaster's rows", async () => {
    const roasting = Number(
      (
        await one(`SELECT roasting_seq FROM roasting_default WHERE roaster_seq = ? ORDER BY roasting_seq LIMIT 1`, [
          demo,
        ])
      ).roasting_seq,
    );
    const blending = Number(
      (
        await one(`SELECT blending_seq FROM blending_default WHERE roaster_seq = ? ORDER BY blending_seq LIMIT 1`, [
          demo,
        ])
      ).blending_seq,
    );
    expect(await rows.roastingDefault(demo, roasting)).toMatchObject({ roasting_seq: roasting });
    expect(await rows.roastingDefault(rival, roasting)).toBeUndefined();
    expect(await rows.hasBlendingDefault(demo, blending)).toBe(true);
    expect(await rows.hasBlendingDefault(rival, blending)).toBe(false);
    for (const list of [
      rows.greenbeans.bind(rows),
      rows.roastingDefaults.bind(rows),
      rows.blendingDefaults.bind(rows),
    ]) {
      expect((await list(demo)).length).toBeGreaterThan(0);
      expect(await list(rival)).toEqual([]);
    }
    expect(await rows.equipment(rival, null)).toEqual([]);
  });

  it('a kept row (include_seq) of another roaster is not offered: the stock filter stays within the roaster', async () => {
    const roast = await one(
      `SELECT roasting_result_seq, roasting_result_year FROM roasting_result WHERE roaster_seq = ? ORDER BY roasting_result_seq LIMIT 1`,
      [demo],
    );
    const year = Number(roast.roasting_result_year);
    const keep = { only: true, keep: Number(roast.roasting_result_seq) };
    expect((await rows.roastingResults(demo, year, null, { only: false, keep: null })).length).toBeGreaterThan(0);
    expect(await rows.roastingResults(rival, year, null, keep)).toEqual([]);
    const lot = await one(
      `SELECT blending_result_seq, blending_result_date FROM blending_result WHERE roaster_seq = ? ORDER BY blending_result_seq LIMIT 1`,
      [demo],
    );
    const month = String(lot.blending_result_date).slice(0, 7);
    const lotKeep = { only: true, keep: Number(lot.blending_result_seq) };
    expect(
      (await rows.blendingResults(demo, month, null, lotKeep, true)).map((r) => Number(r.blending_result_seq)),
    ).toContain(lotKeep.keep);
    expect(await rows.blendingResults(rival, month, null, lotKeep, true)).toEqual([]);
    const bean = await one(
      `SELECT greenbean_roaster_seq, greenbean_year FROM greenbean_roaster_year WHERE roaster_seq = ? ORDER BY greenbean_roaster_seq LIMIT 1`,
      [demo],
    );
    expect(
      await rows.greenbeanYears(rival, Number(bean.greenbean_year), {
        only: true,
        keep: Number(bean.greenbean_roaster_seq),
      }),
    ).toEqual([]);
  });
});
