import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { EVENT_PAGES, signUpApi } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { type databases, signIn, startApp } from '../../testing/test-app';

type Row = Record<string, unknown>;
export const DAY = 86_400_000;
export const iso = (ms: number) => new Date(ms).toISOString();
export const cafeEvent = EVENT_PAGES.cafe;
export const signUp = signUpApi('cafe');

export interface EventState {
  app: NestFastifyApplication;
  db: DataSource;
  /** cafe_seq of the demo cafe, whose seed holds one running sign-up event. */
  cafe: number;
}

/**
 * The event API specs' app (002 §2.2–§2.5, §4, §5, §7): the demo seed, with helpers for the demo cafe's
 * event page and the sign-up by an event's QR. Registers its beforeAll/afterAll in the calling describe;
 * `state` is filled once beforeAll has run.
 */
export function eventFixture(database: ReturnType<typeof databases>[number][1]) {
  const state = {} as EventState;
  const http = () => request(state.app.getHttpServer());
  const scoped = (body: Row = {}) => ({ cafe_seq: state.cafe, ...body });
  const list = (cookie: string, body: Row = {}) =>
    http()
      .post(cafeEvent.api.list!)
      .set('cookie', cookie)
      .send(scoped({ list_count: 50, ...body }));
  const detail = (cookie: string, seq: unknown) =>
    http().get(`${cafeEvent.api.detail}/${seq}?cafe_seq=${state.cafe}`).set('cookie', cookie);
  const write = (cookie: string, UPList: Row) =>
    http()
      .post(cafeEvent.api.edit)
      .set('cookie', cookie)
      .send(scoped({ mode: 'write', UPList }));
  /** A sign-up event of the demo cafe from start to end (ms), as its form sends it. */
  const event = (start: number, end: number, extra: Row = {}): Row => ({
    event_type: 'SGNP',
    event_name: 'Open call',
    event_name_locale: '모집',
    event_year: 2026,
    event_start: iso(start),
    event_end: iso(end),
    ...extra,
  });
  const apply = (cookie: string, UPList: Row) =>
    http().post(signUp.edit).set('cookie', cookie).send({ mode: 'write', UPList });
  const readEvent = (cookie: string, uuid: unknown) =>
    http().post(signUp.detail).set('cookie', cookie).send({ event_uuid: uuid });
  const seqOf = async (userId: string) =>
    Number(((await state.db.query('SELECT user_seq FROM app_user WHERE user_id = ?', [userId])) as Row[])[0].user_seq);
  const membership = async (userId: string) =>
    (
      (await state.db.query(
        'SELECT user_auth, user_status, cafe_user_nick, cafe_user_desc FROM cafe_user WHERE cafe_seq = ? AND user_seq = ?',
        [state.cafe, await seqOf(userId)],
      )) as Row[]
    )[0];
  const count = async (table: string) =>
    Number(((await state.db.query(`SELECT COUNT(*) AS n FROM ${table}`)) as Row[])[0].n);
  /** The QR target (uuid) of the demo cafe's running sign-up event, as its owner's detail shows it. */
  const openEventUuid = async () => {
    const owner = await signIn(state.app, 'cafe');
    const seq = (await list(owner)).body.result[0].event_seq;
    return String((await detail(owner, seq)).body.result.event_uuid);
  };

  beforeAll(async () => {
    state.app = await startApp(await database());
    state.db = state.app.get(DataSource);
    state.cafe = Number(
      ((await state.db.query(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'Demo Cafe'`)) as Row[])[0].cafe_seq,
    );
  });
  afterAll(() => state.app.close());

  return { state, http, scoped, list, detail, write, event, apply, readEvent, seqOf, membership, count, openEventUuid };
}
