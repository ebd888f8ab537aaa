import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { type PageDecl, type Scope, STAFF_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { toDbTime } from '../entity/sql';
import { databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';

type Row = Record<string, unknown>;

/**
 * A manager (MNG) could demote or fire a senior manager (SMNG). Nobody may change
 * a member whose role ranks at or above their own (docs/STAFF.md), in a cafe and in a roastery;
 * the detail's edit_check says so, so the browser shows no edit button (002 §2 edit check).
 */
describe.each(databases())('staff ranks on %s (spec 002 §4, §6)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let orgs: Record<Scope, number>;
  const http = () => request(app.getHttpServer());
  const seqOf = async (userId: string) =>
    Number(((await db.query('SELECT user_seq FROM app_user WHERE user_id = ?', [userId])) as Row[])[0].user_seq);
  const member = async (scope: Scope, userSeq: number) =>
    (
      (await db.query(
        `SELECT user_auth, ${scope}_user_use AS use_flag FROM ${scope}_user WHERE ${scope}_seq = ? AND user_seq = ?`,
        [orgs[scope], userSeq],
      )) as Row[]
    )[0];
  /** Gives a user a role in the demo cafe/roastery (inserted or changed), as a past save would have. */
  const setRole = async (scope: Scope, userId: string, role: string) => {
    const userSeq = await seqOf(userId);
    const now = toDbTime(new Date());
    await db.query(`DELETE FROM ${scope}_user WHERE ${scope}_seq = ? AND user_seq = ?`, [orgs[scope], userSeq]);
    await db.query(
      `INSERT INTO ${scope}_user (${scope}_seq, user_seq, user_auth, user_status, ${scope}_user_nick, ${scope}_user_use, rgst_at, edit_at) VALUES (?, ?, ?, 'JOIN', ?, 1, ?, ?)`,
      [orgs[scope], userSeq, role, `${role} ${userId}`, now, now],
    );
    return userSeq;
  };
  const page = (scope: Scope): PageDecl => (scope === 'cafe' ? STAFF_PAGES.cafeUser : STAFF_PAGES.roasterUser);
  const detail = (cookie: string, scope: Scope, userSeq: number) =>
    http()
      .get(`${page(scope).api.detail}/${userSeq}?${scope}_seq=${orgs[scope]}`)
      .set('cookie', cookie);
  const edit = async (cookie: string, scope: Scope, userSeq: number, UPList: Row) => {
    const loaded = await detail(cookie, scope, userSeq);
    return http()
      .post(page(scope).api.edit)
      .set('cookie', cookie)
      .set('x-locale', 'en')
      .send({
        [`${scope}_seq`]: orgs[scope],
        mode: 'edit',
        keys: { user_seq: userSeq },
        edit_at: loaded.body.result?.edit_at,
        UPList,
      });
  };

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    orgs = await demoOrganisations(app);
  });
  afterAll(() => app.close());

  for (const scope of ['cafe', 'roaster'] as const) {
    const base = scope === 'cafe' ? 'BARISTA' : 'ROASTER';

    it(`${scope}: a manager neither demotes, fires nor switches off a senior manager or another manager, and is offered no edit`, async () => {
      const senior = await setRole(scope, 'paid', 'SMNG');
      const peer = await setRole(scope, 'tester', 'MNG');
      const junior = await setRole(scope, 'user', 'SAST');
      await setRole(scope, 'admin', 'MNG');
      const manager = await signIn(app, 'admin');
      for (const [target, before] of [
        [senior, 'SMNG'],
        [peer, 'MNG'],
      ] as const) {
        expect((await detail(manager, scope, target)).body.detail_result.edit_check).toBe(0);
        for (const change of [
          { user_auth: base },
          { user_auth: 'SAST' },
          { [`${scope}_user_use`]: 0 },
          ...(scope === 'roaster' ? [{ user_auth: 'FIRE' }] : []),
        ]) {
          const res = await edit(manager, scope, target, change);
          expect({ target: before, change, status: res.status, key: res.body.description }).toEqual({
            target: before,
            change,
            status: 403,
            key: 'staff_outranks',
          });
        }
        expect(await member(scope, target)).toEqual({ user_auth: before, use_flag: 1 });
      }
      // Below the manager's own rank, as before.
      expect((await detail(manager, scope, junior)).body.detail_result.edit_check).toBe(1);
      expect((await edit(manager, scope, junior, { user_auth: base })).status).toBe(200);
      expect(await member(scope, junior)).toMatchObject({ user_auth: base });
    });

    it(`${scope}: a senior manager changes a manager, not another senior manager; the owner changes both`, async () => {
      const senior = await setRole(scope, 'paid', 'SMNG');
      const otherSenior = await setRole(scope, 'tester', 'SMNG');
      const manager = await setRole(scope, 'user', 'MNG');
      const cookie = await signIn(app, 'paid');
      expect((await edit(cookie, scope, otherSenior, { user_auth: 'MNG' })).body.description).toBe('staff_outranks');
      expect((await edit(cookie, scope, manager, { user_auth: 'SAST' })).status).toBe(200);
      const owner = await signIn(app, scope);
      expect((await edit(owner, scope, senior, { user_auth: 'MNG' })).status).toBe(200);
      expect((await edit(owner, scope, otherSenior, { user_auth: base })).status).toBe(200);
      expect([(await member(scope, senior)).user_auth, (await member(scope, otherSenior)).user_auth]).toEqual([
        'MNG',
        base,
      ]);
    });
  }
});
