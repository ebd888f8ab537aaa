import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { type PageDecl, QC_PAGES, type ScopeRole } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../../core/auth/password';
import { toDbTime } from '../../core/entity/sql';
import { signIn, startApp } from '../../testing/test-app';
import type { AppConfig } from '../../core/config/config';

export type Row = Record<string, unknown>;

/**
 * The QC API tests' world: the demo roastery with a member of each roaster role (001 §6: OWN, SMNG,
 * MNG, SAST, ROASTER), a rival roastery with its own owner and lot, and the demo cafe's owner (a
 * cafe user, no roaster role).
 */
export async function qcWorld(database: AppConfig['database']) {
  const app: NestFastifyApplication = await startApp(database);
  const db = app.get(DataSource);
  const one = async (sql: string, params: unknown[] = []) => ((await db.query(sql, params)) as Row[])[0];
  const demo = Number((await one(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Demo Roasters'`)).roaster_seq);
  const now = toDbTime(new Date());
  const stamp = [null, 'test', now, null, 'test', now];
  const pass = await hashPassword('beantrail');
  const member = async (userId: string, roaster: number, role: ScopeRole) => {
    await db.query(
      `INSERT INTO app_user (user_id, user_pass, user_name, user_type, user_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, ?, 'USER', 1, ?, ?, ?, ?, ?, ?)`,
      [userId, pass, userId, ...stamp],
    );
    const seq = Number((await one(`SELECT user_seq FROM app_user WHERE user_id = ?`, [userId])).user_seq);
    await db.query(
      `INSERT INTO roaster_user (roaster_seq, user_seq, user_auth, user_status, roaster_user_nick, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, ?, 'JOIN', ?, ?, ?, ?, ?, ?, ?)`,
      [roaster, seq, role, userId, ...stamp],
    );
  };
  await db.query(
    `INSERT INTO roaster (roaster_name, roaster_name_locale, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('QC Rival', 'QC 라이벌', ?, ?, ?, ?, ?, ?)`,
    stamp,
  );
  const rivalSeq = Number((await one(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'QC Rival'`)).roaster_seq);
  await member('qc.smng', demo, 'SMNG');
  await member('qc.sast', demo, 'SAST');
  await member('qc.rival', rivalSeq, 'OWN');
  const cookies = {
    OWN: await signIn(app, 'roaster'),
    SMNG: await signIn(app, 'qc.smng'),
    MNG: await signIn(app, 'roaster.mng'),
    SAST: await signIn(app, 'qc.sast'),
    ROASTER: await signIn(app, 'roaster.staff'),
    rival: await signIn(app, 'qc.rival'),
    cafe: await signIn(app, 'cafe'),
  };
  const lot = await one(
    `SELECT blending_result_seq, blending_result_year, blending_result_date, blending_seq, blending_loss, blending_organic_loss FROM blending_result WHERE roaster_seq = ? AND blending_name = 'BeanTrail House Blend'`,
    [demo],
  );
  const http = () => request(app.getHttpServer());
  /** A POST in the selected roastery (000 §7: roaster_seq in the body). */
  const post = (cookie: string, path: string, body: Row = {}, seq = demo) =>
    http()
      .post(path)
      .set('cookie', cookie)
      .send({ roaster_seq: seq, ...body });
  const write = (cookie: string, page: PageDecl, UPList: Row, seq = demo, locale = 'en') =>
    http()
      .post(page.api.edit)
      .set('cookie', cookie)
      .set('x-locale', locale)
      .send({ roaster_seq: seq, mode: 'write', UPList });
  const detail = (cookie: string, page: PageDecl, id: unknown, seq = demo) =>
    http().get(`${page.api.detail}/${id}?roaster_seq=${seq}`).set('cookie', cookie);
  const edit = async (cookie: string, page: PageDecl, id: unknown, UPList: Row, seq = demo) => {
    const shown = await detail(cookie, page, id, seq);
    return post(
      cookie,
      page.api.edit,
      {
        mode: 'edit',
        keys: { [page.keys[0]]: id },
        edit_at: shown.body.result?.edit_at ?? '2000-01-01T00:00:00.000Z',
        UPList,
      },
      seq,
    );
  };
  const count = async (table: string) => Number((await one(`SELECT COUNT(*) AS n FROM ${table}`)).n);
  const lotDate = String(lot.blending_result_date).slice(0, 10);
  /** A brewing cup note of the House Blend lot, as the form sends it. */
  const lotNote = (more: Row = {}): Row => ({
    cupnote_date: lotDate,
    blending_result_month: lotDate.slice(0, 7),
    blending_result_seq: Number(lot.blending_result_seq),
    cupnote_name: 'House Blend QC',
    cupnote_name_locale: '하우스 블렌드 QC',
    cupnote_satis: 9,
    ...more,
  });
  return {
    app,
    db,
    one,
    demo,
    rivalSeq,
    cookies,
    lot,
    lotDate,
    http,
    post,
    write,
    detail,
    edit,
    count,
    lotNote,
    pages: QC_PAGES,
    stamp,
    member,
  };
}
export type QcWorld = Awaited<ReturnType<typeof qcWorld>>;

/**
 * The QC world of one describe: filled in its beforeAll (so read its fields inside the tests) and
 * closed in its afterAll.
 */
export function qcSuite(database: () => Promise<AppConfig['database']>): QcWorld {
  const w = {} as QcWorld;
  beforeAll(async () => {
    Object.assign(w, await qcWorld(await database()));
  });
  afterAll(async () => {
    await w.app.close();
  });
  return w;
}
