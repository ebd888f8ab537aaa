import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ADMIN_PAGES, ALL_PAGES, MESSAGES, pageFields, pageSublists } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { assertValueNotInUse } from '../core/entity/declared-uses';
import { dialectOf } from '../core/entity/sql';
import { databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

// "A record that others use is not deleted out from under them", for master data,
// which records use by value: a code by its id, a region or a company by its number (once,
// deleting the note-place group NTPLC left no one able to save a coffee note).
describe.each(databases())('master data in use is not removed on %s (001 §2, §3; 000 §8)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let sadmin: string;
  const http = () => request(app.getHttpServer());
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const remove = (path: string, keys: Row) =>
    http().post(path).set('cookie', sadmin).set('x-locale', 'en').send({ keys });

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    sadmin = await signIn(app, 'sadmin');
  });
  afterAll(async () => app.close());

  it('a code group a form lists stays, with the message naming why', async () => {
    const res = await remove(ADMIN_PAGES.codeGroup.api.remove!, { code_group_id: 'NTPLC' });
    expect([res.status, res.body.description]).toEqual([409, 'record_in_use_flag']);
    expect(res.body.message).toBe(MESSAGES.record_in_use_flag.en.replace('{{what}}', 'a form of the product'));
    expect(await one(`SELECT code_group_id FROM code_group WHERE code_group_id = 'NTPLC'`)).toBeTruthy();
    expect(Number((await one(`SELECT COUNT(*) AS n FROM code WHERE code_group_id = 'NTPLC'`)).n)).toBeGreaterThan(0);
  });

  it('a code a note holds stays; an unused one of the same group goes', async () => {
    const used = String(
      (
        await one(
          `SELECT cupnote_place AS p FROM user_cupnote WHERE cupnote_place IS NOT NULL AND cupnote_place <> '' LIMIT 1`,
        )
      ).p,
    );
    const refused = await remove(ADMIN_PAGES.code.api.remove!, { code_group_id: 'NTPLC', code_id: used });
    expect([refused.status, refused.body.description, refused.body.params?.what]).toEqual([
      409,
      'record_in_use_flag',
      'coffee note',
    ]);
    // A code of the group nothing holds (found with the same check).
    const codes = (await db.query(`SELECT code_id FROM code WHERE code_group_id = 'NTPLC' ORDER BY code_id`)) as Row[];
    let free: string | undefined;
    for (const c of codes) {
      const inUse = await assertValueNotInUse(
        db.manager,
        dialectOf(db),
        'code',
        { code_group_id: 'NTPLC', code_id: c.code_id },
        true,
      ).then(
        () => false,
        () => true,
      );
      if (!inUse) free = String(c.code_id);
    }
    expect(free).toBeDefined();
    const removed = await remove(ADMIN_PAGES.code.api.remove!, { code_group_id: 'NTPLC', code_id: free! });
    expect([removed.status, removed.body.description]).toEqual([200, 'delete_ok']);
  });

  it('a code held in a comma-separated list stays (the countries of a blended lot), matched as a whole item only', async () => {
    const lists = String(
      (
        await one(
          `SELECT blending_country_list AS l FROM blending_result WHERE blending_country_list LIKE '%,%' LIMIT 1`,
        )
      ).l,
    );
    const last = lists.split(',').pop()!;
    const refused = await remove(ADMIN_PAGES.code.api.remove!, { code_group_id: 'CNTR', code_id: last });
    expect([refused.status, refused.body.description]).toEqual([409, 'record_in_use_flag']);
    // A code that is only part of a listed one ('HT' in 'HTI') is not in use by it.
    const d = dialectOf(db);
    await expect(
      assertValueNotInUse(db.manager, d, 'code', { code_group_id: 'CNTR', code_id: last.slice(0, 2) }, true),
    ).resolves.toBeUndefined();
  });

  it('a region a green bean names stays', async () => {
    const bean = await one(
      `SELECT greenbean_region_seq AS r FROM greenbean_roaster WHERE greenbean_region_seq IS NOT NULL LIMIT 1`,
    );
    const res = await remove(ADMIN_PAGES.region.api.remove!, { region_seq: bean.r });
    expect([res.status, res.body.description, res.body.params?.what]).toEqual([
      409,
      'record_in_use_flag',
      'green bean',
    ]);
    expect(await one(`SELECT region_seq FROM region WHERE region_seq = ?`, [bean.r])).toBeTruthy();
  });

  it('every declared use can be looked up on this schema (no field names a column its table lacks)', async () => {
    const d = dialectOf(db);
    const groups = new Set<string>();
    for (const page of ALL_PAGES)
      for (const f of [...pageFields(page), ...pageSublists(page).flatMap((s) => s.fields)])
        if (f.source?.codeGroup) groups.add(f.source.codeGroup);
    expect(groups.size).toBeGreaterThan(10);
    for (const group of groups)
      await expect(
        assertValueNotInUse(db.manager, d, 'code', { code_group_id: group, code_id: 'NO-SUCH-CODE' }, true),
      ).resolves.toBeUndefined();
    for (const [table, column] of [
      ['region', 'region_seq'],
      ['farm', 'farm_seq'],
      ['company', 'company_seq'],
      ['greenbean_default', 'greenbean_default_seq'],
      ['equip', 'equip_seq'],
    ]) {
      await expect(assertValueNotInUse(db.manager, d, table, { [column]: -1 }, true)).resolves.toBeUndefined();
    }
  });
});
