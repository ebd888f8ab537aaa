import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { USER_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { type databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

export interface UserPagesState {
  app: NestFastifyApplication;
  db: DataSource;
  /** Session cookies: the demo "user" (who has the seeded records) and "paid" (who starts with none). */
  user: string;
  paid: string;
}

/**
 * The user area's API specs' app (spec 002 §2.4–§2.9, §6): the demo seed, signed in as two users.
 * Registers its beforeAll/afterAll in the calling describe; `state` is filled once beforeAll has run.
 */
export function userPagesFixture(database: ReturnType<typeof databases>[number][1]) {
  const state = {} as UserPagesState;
  const http = () => request(state.app.getHttpServer());
  const post = (cookie: string, path: string, body: Row = {}) => http().post(path).set('cookie', cookie).send(body);
  const write = (cookie: string, page: keyof typeof USER_PAGES, UPList: Row) =>
    post(cookie, USER_PAGES[page].api.edit, { mode: 'write', UPList });
  /** A record of a user page by its number, as this caller reads it. */
  const detail = (cookie: string, page: keyof typeof USER_PAGES, seq: unknown) =>
    http().get(`${USER_PAGES[page].api.detail!}/${seq}`).set('cookie', cookie);
  const count = async (table: string) =>
    Number(((await state.db.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Row[])[0].n);
  /** The serial (uuid) of the demo roastery's first lot in use: what a coffee note's serial check reads. */
  const lotSerial = async () =>
    String(
      (
        (await state.db.query(
          `SELECT blending_result_uuid_str FROM blending_result WHERE blending_use = 1 ORDER BY blending_result_seq`,
        )) as Row[]
      )[0].blending_result_uuid_str,
    );

  beforeAll(async () => {
    state.app = await startApp(await database());
    state.db = state.app.get(DataSource);
    [state.user, state.paid] = [await signIn(state.app, 'user'), await signIn(state.app, 'paid')];
  });
  afterAll(async () => {
    await state.app.close();
  });

  return { state, http, post, write, detail, count, lotSerial };
}
