import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ADMIN_PAGES, GREENBEAN_ADMIN_PAGES, LOOKUPS, type PageDecl } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { ALL_REFERENCES } from '../core/database/references';
import { assertNotInUse } from '../core/entity/in-use';
import { dialectOf, toDbTime } from '../core/entity/sql';
import { databases, demoOrganisations, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

/**
 * Administration removes nothing that others use. A cafe or a roastery with records
 * is refused (409 naming one, "turn it off instead"), as is every kind of master data a record uses;
 * one with nothing but its members goes, memberships with it. The database's keys hold the same line
 * for any other path (migration 1733900000000-organisation-keys, which also drops the orphans the
 * old cafe removal left).
 */
describe.each(databases())('removing what others use, in administration, on %s', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let sadmin: string;
  let demo: { cafe: number; roaster: number };

  const q = (name: string) => dialectOf(db).q(name);
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const count = async (sql: string, params: unknown[] = []) => Number((await one(sql, params)).n);
  const post = async (cookie: string, url: string, body: Row, locale = 'en') => {
    const res = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', cookie, 'x-locale': locale },
      payload: JSON.stringify(body),
    });
    return {
      status: res.statusCode,
      body: JSON.parse(res.body) as { status: string; description?: string; message?: string; result?: Row },
    };
  };

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    sadmin = await signIn(app, 'sadmin');
    demo = await demoOrganisations(app);
  });
  afterAll(() => app.close());

  it('Demo Cafe and Demo Roasters, which have records, are refused (409, naming one, in both languages); nothing goes', async () => {
    for (const [org, seq, kr, en] of [
      ['cafe', demo.cafe, '카페', "cafe's"],
      ['roaster', demo.roaster, '생두|로스팅|블렌딩', 'roast|green bean|blend|lot'],
    ] as const) {
      const members = await count(`SELECT COUNT(*) AS n FROM ${org}_user WHERE ${org}_seq = ?`, [seq]);
      const res = await post(sadmin, `/api/setting/${org}/remove`, { keys: { [`${org}_seq`]: seq } });
      expect([org, res.status, res.body.description]).toEqual([org, 409, 'record_in_use_flag']);
      // "This record cannot be removed: cafe's bean 'Kenya Nyeri AA' uses it. Turn "in use" off instead"
      expect(res.body.message).toMatch(
        new RegExp(`^This record cannot be removed: .*${en}.* '.+' uses it\\. Turn "in use" off instead$`),
      );
      const korean = await post(sadmin, `/api/setting/${org}/remove`, { keys: { [`${org}_seq`]: seq } }, 'kr');
      expect(korean.body.message).toMatch(new RegExp(`^.*(${kr}).* '.+'.*삭제할 수 없습니다`));
      expect(await count(`SELECT COUNT(*) AS n FROM ${org} WHERE ${org}_seq = ?`, [seq])).toBe(1);
      expect(await count(`SELECT COUNT(*) AS n FROM ${org}_user WHERE ${org}_seq = ?`, [seq])).toBe(members);
    }
  });

  it('a new cafe and a new roastery: refused while they hold equipment, gone with their memberships once it is removed', async () => {
    const owner = await signIn(app, 'tester');
    for (const org of ['cafe', 'roaster'] as const) {
      const created = await post(owner, `/api/${org}/create`, {
        mode: 'write',
        UPList: { [`${org}_name`]: `Short-lived ${org}`, [`${org}_name_locale`]: `잠깐 ${org}` },
      });
      expect(created.status).toBe(200);
      const seq = Number(created.body.result![`${org}_seq`]);
      const equip = await post(owner, `/api/${org}/item/equip/edit`, {
        [`${org}_seq`]: seq,
        mode: 'write',
        UPList: {
          equip_type: org === 'cafe' ? 'GRND' : 'RSTR',
          equip_name: 'The only machine',
          equip_name_locale: '유일한 기계',
          equip_use: 1,
        },
      });
      expect(equip.status).toBe(200);
      const held = await post(sadmin, `/api/setting/${org}/remove`, { keys: { [`${org}_seq`]: seq } });
      expect([held.status, held.body.description]).toEqual([409, 'record_in_use_flag']);
      expect(held.body.message).toContain("equipment 'The only machine'");
      const key = `${org}_equip_seq`;
      expect(
        (
          await post(owner, `/api/${org}/item/equip/remove`, {
            [`${org}_seq`]: seq,
            keys: { [key]: equip.body.result![key] },
          })
        ).status,
      ).toBe(200);
      const gone = await post(sadmin, `/api/setting/${org}/remove`, { keys: { [`${org}_seq`]: seq } });
      expect([org, gone.status]).toEqual([org, 200]);
      expect(await count(`SELECT COUNT(*) AS n FROM ${org} WHERE ${org}_seq = ?`, [seq])).toBe(0);
      expect(await count(`SELECT COUNT(*) AS n FROM ${org}_user WHERE ${org}_seq = ?`, [seq])).toBe(0);
    }
  });

  it('the keys hold on any other path: a raw delete of Demo Cafe fails, and so does a record naming a cafe that does not exist', async () => {
    await expect(db.query(`DELETE FROM cafe WHERE cafe_seq = ?`, [demo.cafe])).rejects.toThrow();
    const now = toDbTime(new Date());
    await expect(
      db.query(
        `INSERT INTO cafe_equip (cafe_seq, equip_type, equip_name, equip_use, rgst_at, edit_at) VALUES (?, 'GRND', 'Nobody''s grinder', 1, ?, ?)`,
        [2_000_000_000, now, now],
      ),
    ).rejects.toThrow();
    expect(await count(`SELECT COUNT(*) AS n FROM cafe WHERE cafe_seq = ?`, [demo.cafe])).toBe(1);
  });

  // Every kind of master data a record can use, generated from the admin pages: the first row that is
  // in use (by key or by value) is refused, naming what uses it. The demo data uses no farm, catalogue
  // machine or catalogue bean, so one record is made to (as a roaster choosing them would).
  const masterPages: PageDecl[] = [...Object.values(ADMIN_PAGES), ...Object.values(GREENBEAN_ADMIN_PAGES)].filter(
    (p) => p.table && !['roaster', 'cafe'].includes(p.table),
  );
  const NOTHING_REFERS = ['greenbean_default_year', 'material'];

  it("only the material catalogue and the catalogue beans' years are referred to by nothing (their removal takes nothing from anyone)", () => {
    const referable = new Set([
      ...Object.values(LOOKUPS).map((l) => l.table),
      ...ALL_REFERENCES.map((r) => r.references),
      'code',
      'country',
      'variety',
    ]);
    expect(
      masterPages
        .map((p) => p.table!)
        .filter((t) => !referable.has(t))
        .sort(),
    ).toEqual(NOTHING_REFERS);
  });

  it.each(masterPages.filter((p) => !NOTHING_REFERS.includes(p.table!)).map((p) => [p.id, p] as const))(
    '%s: a row a record uses stays (409 naming the user)',
    async (_id, page) => {
      // The demo has no farm and no catalogue machine yet: an administrator adds one first.
      if (page.table === 'farm' && !(await count('SELECT COUNT(*) AS n FROM farm'))) {
        const country = (
          await one(
            `SELECT code_id FROM code WHERE code_group_id = 'CNTR' AND code_filter = 'CFPRDC' ORDER BY code_id LIMIT 1`,
          )
        ).code_id;
        expect(
          (
            await post(sadmin, page.api.edit!, {
              mode: 'write',
              UPList: {
                farm_name: 'Finca Prueba',
                farm_name_locale: '테스트 농장',
                farm_country_code: country,
                farm_use: 1,
              },
            })
          ).status,
        ).toBe(200);
      }
      if (page.table === 'equip' && !(await count('SELECT COUNT(*) AS n FROM equip'))) {
        expect(
          (
            await post(sadmin, page.api.edit!, {
              mode: 'write',
              UPList: {
                equip_type: 'RSTR',
                equip_name: 'Catalogue drum',
                equip_name_locale: '카탈로그 드럼',
                equip_use: 1,
              },
            })
          ).status,
        ).toBe(200);
      }
      const first = async (table: string, key: string) =>
        (await one(`SELECT ${q(key)} AS k FROM ${q(table)} ORDER BY ${q(key)} LIMIT 1`)).k;
      if (page.table === 'farm')
        await db.query(`UPDATE greenbean_roaster SET greenbean_farm_seq = ? WHERE roaster_seq = ?`, [
          await first('farm', 'farm_seq'),
          demo.roaster,
        ]);
      if (page.table === 'equip')
        await db.query(`UPDATE roaster_equip SET equip_seq = ? WHERE roaster_seq = ?`, [
          await first('equip', 'equip_seq'),
          demo.roaster,
        ]);
      if (page.table === 'greenbean_default')
        await db.query(`UPDATE greenbean_roaster SET greenbean_default_seq = ? WHERE roaster_seq = ?`, [
          await first('greenbean_default', 'greenbean_default_seq'),
          demo.roaster,
        ]);
      const rows = (await db.query(`SELECT * FROM ${q(page.table!)} ORDER BY ${page.keys.map(q).join(', ')}`)) as Row[];
      let used: Row | undefined;
      for (const row of rows.slice(0, 400)) {
        try {
          await assertNotInUse(db.manager, dialectOf(db), page.table!, row, false);
        } catch {
          used = row;
          break;
        }
      }
      // Every kind has a row in use in the demo data, or this test would prove nothing for it.
      expect({ page: page.id, used: !!used }).toEqual({ page: page.id, used: true });
      const keys = Object.fromEntries(page.keys.map((k) => [k, used![k]]));
      const res = await post(sadmin, page.api.remove!, { keys });
      expect({ page: page.id, status: res.status, description: res.body.description }).toEqual({
        page: page.id,
        status: 409,
        description: page.useFlag ? 'record_in_use_flag' : 'record_in_use',
      });
      const where = page.keys.map((k) => `${q(k)} = ?`).join(' AND ');
      expect(await count(`SELECT COUNT(*) AS n FROM ${q(page.table!)} WHERE ${where}`, Object.values(keys))).toBe(1);
    },
  );
});
