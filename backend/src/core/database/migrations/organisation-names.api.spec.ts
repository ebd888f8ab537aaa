import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../auth/password';
import { toDbTime } from '../../entity/sql';
import { databases, signIn, startApp } from '../../../testing/test-app';
import { ORGANISATION_NAMES, OrganisationNames1734000000000 } from './1734000000000-organisation-names';

type Row = Record<string, unknown>;

// 001 §5 Names: "Roaster: names 3 to 300 (active-locale one required)" — an administrator working in
// Korean saves a roastery or a cafe with its Korean name only, and everything that names it (the
// role selection, in either language) shows that name.
describe.each(databases())('organisation names in the active language only on %s (001 §5 Names)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let admin: string;
  const http = () => request(app.getHttpServer());
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const nullable = async (table: string, column: string) => {
    const q = db.createQueryRunner();
    const t = await q.getTable(table);
    await q.release();
    return t?.findColumnByName(column)?.isNullable;
  };

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    admin = await signIn(app, 'admin');
  });
  afterAll(() => app.close());

  it('an ADMIN in Korean saves a roastery and a cafe with the Korean name alone; in English the English name is the required one', async () => {
    const roaster = await http()
      .post('/api/setting/roaster/edit')
      .set('cookie', admin)
      .set('x-locale', 'kr')
      .send({
        mode: 'write',
        UPList: {
          roaster_country: 'KOR',
          roaster_type: 'PRV',
          roaster_name_locale: '한글 이름 로스터리',
          roaster_use: 1,
        },
      });
    expect([roaster.status, roaster.body.description]).toEqual([200, 'save_ok']);
    expect(
      await one('SELECT roaster_name, roaster_name_locale FROM roaster WHERE roaster_seq = ?', [
        roaster.body.result.roaster_seq,
      ]),
    ).toEqual({ roaster_name: null, roaster_name_locale: '한글 이름 로스터리' });
    const cafe = await http()
      .post('/api/setting/cafe/edit')
      .set('cookie', admin)
      .set('x-locale', 'kr')
      .send({
        mode: 'write',
        UPList: { cafe_country: 'KOR', cafe_type: 'PRV', cafe_name_locale: '한글 이름 카페', cafe_use: 1 },
      });
    expect([cafe.status, cafe.body.description]).toEqual([200, 'save_ok']);
    const english = await http()
      .post('/api/setting/cafe/edit')
      .set('cookie', admin)
      .set('x-locale', 'en')
      .send({
        mode: 'write',
        UPList: { cafe_country: 'KOR', cafe_type: 'PRV', cafe_name_locale: '영어 없는 카페', cafe_use: 1 },
      });
    expect([english.status, english.body.description, english.body.field]).toEqual([
      400,
      'field_required',
      'cafe_name',
    ]);

    // A member of the Korean-only roastery and cafe sees their names in the role selection, in English too.
    const now = toDbTime(new Date());
    const stamp = [null, 'test', now, null, 'test', now];
    await db.query(
      `INSERT INTO app_user (user_id, user_pass, user_name, user_type, user_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('koreanonly', ?, 'Member', 'USER', 1, ?, ?, ?, ?, ?, ?)`,
      [await hashPassword('beantrail'), ...stamp],
    );
    const member = Number((await one(`SELECT user_seq FROM app_user WHERE user_id = 'koreanonly'`)).user_seq);
    await db.query(
      `INSERT INTO roaster_user (roaster_seq, user_seq, user_auth, user_status, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, 'MNG', 'JOIN', ?, ?, ?, ?, ?, ?)`,
      [roaster.body.result.roaster_seq, member, ...stamp],
    );
    await db.query(
      `INSERT INTO cafe_user (cafe_seq, user_seq, user_auth, user_status, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, 'MNG', 'JOIN', ?, ?, ?, ?, ?, ?)`,
      [cafe.body.result.cafe_seq, member, ...stamp],
    );
    const cookie = await signIn(app, 'koreanonly');
    for (const locale of ['en', 'kr']) {
      const roles = await http()
        .post('/api/userAuth/select')
        .set('cookie', cookie)
        .set('x-locale', locale)
        .send({ auth: ['roaster', 'cafe'] });
      expect({ locale, result: roles.body.result }).toEqual({
        locale,
        result: {
          roaster_auth: [
            {
              auth_seq: roaster.body.result.roaster_seq,
              user_auth: 'MNG',
              auth_name: '한글 이름 로스터리',
              ads_hidden: false,
            },
          ],
          cafe_auth: [
            { auth_seq: cafe.body.result.cafe_seq, user_auth: 'MNG', auth_name: '한글 이름 카페', ads_hidden: false },
          ],
        },
      });
    }
  });

  it('migration 1734000000000: the English name columns take NULL; back down they are filled from the Korean name', async () => {
    for (const [table, english] of ORGANISATION_NAMES)
      expect({ table, nullable: await nullable(table, english) }).toEqual({ table, nullable: true });
    const sqlite = db.options.type === 'better-sqlite3';
    const q = db.createQueryRunner();
    // As TypeORM runs migrations on SQLite: with its keys off (the table is rebuilt).
    if (sqlite) await db.query('PRAGMA foreign_keys = OFF');
    await db.query(`UPDATE roaster SET roaster_name = NULL WHERE roaster_name = 'Demo Roasters'`);
    const before = Number((await one('SELECT COUNT(*) AS n FROM roaster')).n);
    await new OrganisationNames1734000000000().down(q);
    expect(await nullable('roaster', 'roaster_name')).toBe(false);
    expect(await one(`SELECT roaster_name FROM roaster WHERE roaster_name_locale = '데모 로스터스'`)).toEqual({
      roaster_name: '데모 로스터스',
    });
    await new OrganisationNames1734000000000().up(q);
    await q.release();
    if (sqlite) await db.query('PRAGMA foreign_keys = ON');
    for (const [table, english] of ORGANISATION_NAMES)
      expect({ table, nullable: await nullable(table, english) }).toEqual({ table, nullable: true });
    expect(Number((await one('SELECT COUNT(*) AS n FROM roaster')).n)).toBe(before);
    await db.query(`UPDATE roaster SET roaster_name = 'Demo Roasters' WHERE roaster_name_locale = '데모 로스터스'`);
    if (sqlite) expect(await db.query('PRAGMA foreign_key_check')).toEqual([]);
  });
});
