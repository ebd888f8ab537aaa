import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CODE_INFO } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

/**
 * Spec 001 §4 "Variety info click with no info: alert 'no information for this variety'", §8
 * "Variety with no info": what the admin variety table (001 §3 Variety) says of a chosen variety code,
 * read by any signed-in user who chose it; null — the alert — when it says nothing.
 */
describe.each(databases())("a variety's information on %s (001 §3, §4, §8)", (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let roaster: string;
  const info = (cookie: string, code_id: unknown) =>
    request(app.getHttpServer()).post(CODE_INFO.VRT.url).set('cookie', cookie).send({ code_id });

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    roaster = await signIn(app, 'roaster');
  });
  afterAll(async () => {
    await app.close();
  });

  it('a variety with a row but no description or detail says nothing (the demo table names every VRT code, describes none)', async () => {
    const res = await info(roaster, 'TYP');
    expect([res.status, res.body.status, res.body.result]).toEqual([200, 'OK', null]);
    expect(CODE_INFO.VRT.none).toBe('variety_no_info');
  });

  it('a code the table does not hold, or an empty one, says nothing either; a guest gets 401', async () => {
    for (const code of ['NOPE', '', 42, 'X'.repeat(46)]) expect((await info(roaster, code)).body.result).toBeNull();
    expect((await request(app.getHttpServer()).post(CODE_INFO.VRT.url).send({ code_id: 'TYP' })).status).toBe(401);
  });

  it('once described, its names, species and descriptions are told; hidden (variety_disp off) or out of use, nothing', async () => {
    await db.query(
      `UPDATE variety SET variety_desc_kr = '에티오피아에서 예멘을 거쳐 퍼진 고전 품종', variety_detail = 'Tall, low yield.' WHERE variety_id = 'TYP'`,
    );
    const res = await info(roaster, 'TYP');
    expect(res.body.result).toMatchObject({
      variety_id: 'TYP',
      variety_name: 'Typica',
      variety_name_kr: '티피카',
      variety_desc_kr: expect.stringContaining('고전 품종'),
      variety_detail: 'Tall, low yield.',
    });
    await db.query(`UPDATE variety SET variety_disp = 0 WHERE variety_id = 'TYP'`);
    expect((await info(roaster, 'TYP')).body.result).toBeNull();
    await db.query(`UPDATE variety SET variety_disp = 1, variety_use = 0 WHERE variety_id = 'TYP'`);
    expect((await info(roaster, 'TYP')).body.result).toBeNull();
    await db.query(`UPDATE variety SET variety_use = 1 WHERE variety_id = 'TYP'`);
    const rows = (await db.query(`SELECT COUNT(*) AS n FROM variety WHERE variety_id = 'TYP'`)) as Row[];
    expect(Number(rows[0].n)).toBe(1);
  });
});
