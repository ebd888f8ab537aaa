import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { ROASTER_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { hashPassword } from '../core/auth/password';
import { toDbTime } from '../core/entity/sql';
import { type databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

export interface RoasterState {
  app: NestFastifyApplication;
  db: DataSource;
  /** Session cookies: the demo roastery's owner and staff, and the owner of a second roastery. */
  owner: string;
  staff: string;
  rival: string;
  /** roaster_seq of the demo roastery and of the rival one. */
  demo: number;
  other: number;
}

/** The roaster tables whose records the specs find by name: their key and their (English) name column. */
const NAMED = {
  greenbean_roaster: ['greenbean_roaster_seq', 'greenbean_name'],
  roasting_default: ['roasting_seq', 'roasting_name'],
  blending_default: ['blending_seq', 'blending_name'],
} as const;

/**
 * The roaster API specs' app (spec 001 §3–§7): the demo seed plus a second roastery with its own
 * owner, against which the ownership rules are tested. Registers its beforeAll/afterAll in the
 * calling describe; `state` is filled once beforeAll has run.
 */
export function roasterFixture(database: ReturnType<typeof databases>[number][1]) {
  const state = {} as RoasterState;
  const year = new Date().getUTCFullYear();
  const http = () => request(state.app.getHttpServer());
  /** A POST in the selected roaster (000 §7: roaster_seq in the body). */
  const post = (cookie: string, path: string, body: Row = {}, seq = state.demo) =>
    http()
      .post(path)
      .set('cookie', cookie)
      .send({ roaster_seq: seq, ...body });
  const write = (
    cookie: string,
    page: keyof typeof ROASTER_PAGES,
    UPList: Row,
    sublists?: Record<string, Row[]>,
    seq = state.demo,
  ) =>
    post(
      cookie,
      ROASTER_PAGES[page].api.edit,
      {
        mode: 'write',
        UPList,
        sublists:
          sublists &&
          Object.fromEntries(Object.entries(sublists).map(([k, rows]) => [k, { UPList: rows, DEList: [] }])),
      },
      seq,
    );
  const one = async (sql: string, params: unknown[] = []) => ((await state.db.query(sql, params)) as Row[])[0];
  const count = async (table: string) => Number((await one(`SELECT COUNT(*) AS n FROM ${table}`)).n);
  const stock = async (bean: number) =>
    one(
      `SELECT greenbean_stock_mass AS mass, greenbean_instock AS instock FROM greenbean_roaster_year WHERE greenbean_year = ? AND greenbean_roaster_seq = ?`,
      [year, bean],
    );

  /** The number of the demo roastery's record of this (English) name: a green bean, a roasting recipe or a blend. */
  const seqByName = async (table: keyof typeof NAMED, name: string) => {
    const [key, column] = NAMED[table];
    return Number(
      (await one(`SELECT ${key} AS seq FROM ${table} WHERE roaster_seq = ? AND ${column} = ?`, [state.demo, name])).seq,
    );
  };
  const beanSeq = (name: string) => seqByName('greenbean_roaster', name);
  const recipeSeq = (name: string) => seqByName('roasting_default', name);
  const blendSeq = (name: string) => seqByName('blending_default', name);
  /** What is left of a roast for lots to take (its roasted stock). */
  const roastStock = async (roast: unknown) =>
    Number(
      (await one(`SELECT roasting_stock_mass AS m FROM roasting_result WHERE roasting_result_seq = ?`, [roast])).m,
    );

  beforeAll(async () => {
    state.app = await startApp(await database());
    state.db = state.app.get(DataSource);
    state.demo = Number(
      (await one(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Demo Roasters'`)).roaster_seq,
    );
    // A second roastery with its own owner: the ownership rule is tested against it.
    const now = toDbTime(new Date());
    const stamp = [null, 'test', now, null, 'test', now];
    await state.db.query(
      `INSERT INTO roaster (roaster_name, roaster_name_locale, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('Rival Roasters', '라이벌', ?, ?, ?, ?, ?, ?)`,
      stamp,
    );
    state.other = Number(
      (await one(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Rival Roasters'`)).roaster_seq,
    );
    await state.db.query(
      `INSERT INTO app_user (user_id, user_pass, user_name, user_type, user_use, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES ('rival', ?, 'Rival', 'PAID', 1, ?, ?, ?, ?, ?, ?)`,
      [await hashPassword('beantrail'), ...stamp],
    );
    const rivalSeq = Number((await one(`SELECT user_seq FROM app_user WHERE user_id = 'rival'`)).user_seq);
    await state.db.query(
      `INSERT INTO roaster_user (roaster_seq, user_seq, user_auth, user_status, rgst_user, rgst_by, rgst_at, edit_user, edit_by, edit_at) VALUES (?, ?, 'OWN', 'JOIN', ?, ?, ?, ?, ?, ?)`,
      [state.other, rivalSeq, ...stamp],
    );
    [state.owner, state.staff, state.rival] = [
      await signIn(state.app, 'roaster'),
      await signIn(state.app, 'roaster.staff'),
      await signIn(state.app, 'rival'),
    ];
  });
  afterAll(async () => {
    await state.app.close();
  });

  return { state, year, http, post, write, one, count, stock, beanSeq, recipeSeq, blendSeq, roastStock };
}
