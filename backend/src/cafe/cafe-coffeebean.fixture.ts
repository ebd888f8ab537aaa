import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CAFE_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../core/auth/password';
import { toDbTime } from '../core/entity/sql';
import { type databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

export interface CafeState {
  app: NestFastifyApplication;
  db: DataSource;
  /** Session cookies: the demo cafe's owner and barista, the owner of a second cafe, the demo roastery's owner. */
  owner: string;
  barista: string;
  rival: string;
  roaster: string;
  /** cafe_seq of the demo cafe and of the rival one. */
  cafe: number;
  other: number;
  /** The demo roastery's blend and one of its lots: what the cafe QR codes carry. */
  blend: Row;
  lot: Row;
}

/** The public stages a cafe bean's form sends when nothing else is meant (002 §2.5). */
export const STAGES = { public_stage_cafe: 'DTL', public_stage_customer: 'NRML', public_stage_normal: 'LST' };

/**
 * The cafe bean API specs' app (spec 002 §2.5, §3, §5–§7): the demo seed plus a second cafe with its
 * own owner, against which the ownership rules are tested. Registers its beforeAll/afterAll in the
 * calling describe; `state` is filled once beforeAll has run.
 */
export function cafeFixture(database: ReturnType<typeof databases>[number][1]) {
  const state = {} as CafeState;
  const http = () => request(state.app.getHttpServer());
  /** A POST in the selected cafe (000 §7: cafe_seq in the body). */
  const post = (cookie: string, path: string, body: Row = {}, seq = state.cafe) =>
    http()
      .post(path)
      .set('cookie', cookie)
      .send({ cafe_seq: seq, ...body });
  const write = (cookie: string, page: keyof typeof CAFE_PAGES, UPList: Row, seq = state.cafe) =>
    post(cookie, CAFE_PAGES[page].api.edit, { mode: 'write', UPList }, seq);
  const one = async (sql: string, params: unknown[] = []) => ((await state.db.query(sql, params)) as Row[])[0];
  const count = async (table: string) => Number((await one(`SELECT COUNT(*) AS n FROM ${table}`)).n);
  /** The demo cafe's bean linked to the demo blend (002 §2.5 qrdefault), once a test has saved it. */
  const linkedBean = () =>
    one(`SELECT * FROM cafe_coffeebean WHERE cafe_seq = ? AND blending_uuid = ?`, [
      state.cafe,
      state.blend.blending_uuid_cafe,
    ]);

  beforeAll(async () => {
    state.app = await startApp(await database());
    state.db = state.app.get(DataSource);
    state.cafe = Number((await one(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'Demo Cafe'`)).cafe_seq);
    // A second cafe with its own owner: the ownership rule is tested against it.
    const now = toDbTime(new Date());
    const stamp = [null, 'test', now, null, 'test', now];
    await state.db.query(
      `INSERT INTO cafe (cafe_name, cafe_name_locale, cafe_type, cafe_country, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('Rival Cafe', '라이벌 카페', 'PRV', 'KOR', ?, ?, ?, ?, ?, ?)`,
      stamp,
    );
    state.other = Number((await one(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'Rival Cafe'`)).cafe_seq);
    await state.db.query(
      `INSERT INTO app_user (user_id, user_pass, user_name, user_type, user_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('rivalcafe', ?, 'Rival', 'USER', 1, ?, ?, ?, ?, ?, ?)`,
      [await hashPassword('beantrail'), ...stamp],
    );
    const rivalSeq = Number((await one(`SELECT user_seq FROM app_user WHERE user_id = 'rivalcafe'`)).user_seq);
    await state.db.query(
      `INSERT INTO cafe_user (cafe_seq, user_seq, user_auth, user_status, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, 'OWN', 'JOIN', ?, ?, ?, ?, ?, ?)`,
      [state.other, rivalSeq, ...stamp],
    );
    [state.owner, state.barista, state.rival, state.roaster] = [
      await signIn(state.app, 'cafe'),
      await signIn(state.app, 'cafe.barista'),
      await signIn(state.app, 'rivalcafe'),
      await signIn(state.app, 'roaster'),
    ];
    state.blend = await one(
      `SELECT blending_seq, blending_uuid_cafe, blending_name, blending_name_locale FROM blending_default WHERE blending_use = 1 ORDER BY blending_seq`,
    );
    state.lot = await one(
      `SELECT blending_result_uuid_cafe, blending_result_date, blending_loss FROM blending_result WHERE blending_seq = ? AND blending_use = 1`,
      [state.blend.blending_seq],
    );
  });
  afterAll(async () => {
    await state.app.close();
  });

  return { state, http, post, write, one, count, linkedBean };
}
