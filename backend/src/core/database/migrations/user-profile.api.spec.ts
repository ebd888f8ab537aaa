import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { databases } from '../../../testing/test-app';
import { dataSourceOptions } from '../data-source-options';
import { toDbTime } from '../../entity/sql';
import { USER_PROFILE_COLUMNS, UserProfile1734100000000 } from './1734100000000-user-profile';

type Row = Record<string, unknown>;

// 001 §3 User basic info: a database made before the profile columns gets them; an account linked to
// a Google identity becomes Google's with that identity's e-mail, the others 'local', and every
// account a uuid of its own. A new database (the migrations run) already has them.
describe.each(databases())('the user profile migration on %s', (_name, database) => {
  let db: DataSource;
  const columns = USER_PROFILE_COLUMNS.map(([name]) => name);

  beforeAll(async () => {
    db = await new DataSource(dataSourceOptions(await database())).initialize();
    await db.runMigrations({ transaction: 'each' });
  });
  afterAll(async () => {
    await db.destroy();
  });

  it('a database from before the columns gets them, filled from what it knows', async () => {
    const q = db.createQueryRunner();
    await q.dropIndex('app_user', 'uq_app_user_uuid');
    await q.dropColumns('app_user', columns);
    const now = toDbTime(new Date());
    const user = async (id: string) => {
      await db.query(
        `INSERT INTO app_user (user_id, user_pass, user_name, user_type, user_use, rgst_at, edit_at) VALUES (?, '!', ?, 'USER', 1, ?, ?)`,
        [id, id, now, now],
      );
      return Number(((await db.query(`SELECT user_seq FROM app_user WHERE user_id = ?`, [id])) as Row[])[0].user_seq);
    };
    const local = await user('old.local');
    const google = await user('google:123');
    await db.query(
      `INSERT INTO user_identity (user_seq, provider, issuer, subject, email, rgst_at, last_at) VALUES (?, 'google', 'https://accounts.google.com', '123', 'old@example.com', ?, ?)`,
      [google, now, now],
    );
    await new UserProfile1734100000000().up(q);
    await q.release();
    const rows = (await db.query(
      `SELECT user_seq, user_provider, user_email, user_img, user_uuid FROM app_user WHERE user_seq IN (?, ?) ORDER BY user_seq`,
      [local, google],
    )) as Row[];
    expect(rows.map((r) => [r.user_provider, r.user_email, r.user_img])).toEqual([
      ['local', null, null],
      ['google', 'old@example.com', null],
    ]);
    for (const r of rows) expect(r.user_uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows[0].user_uuid).not.toBe(rows[1].user_uuid);
  });

  it('running it again changes nothing', async () => {
    const before = (await db.query(
      `SELECT user_seq, user_uuid, user_provider FROM app_user ORDER BY user_seq`,
    )) as Row[];
    const q = db.createQueryRunner();
    await new UserProfile1734100000000().up(q);
    await q.release();
    expect(await db.query(`SELECT user_seq, user_uuid, user_provider FROM app_user ORDER BY user_seq`)).toEqual(before);
  });
});
