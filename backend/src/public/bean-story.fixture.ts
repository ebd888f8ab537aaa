import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { type databases, signIn, startApp } from '../testing/test-app';

type Row = Record<string, unknown>;

/** What the story page may carry below NRML / DTL / ALL (001 §9 public stages, 002 §6). */
export const NRML_PARTS = ['country', 'country_names', 'variety', 'process', 'origins', 'notes_count'];
export const DTL_PARTS = ['blending_result_date', 'blending_loss', 'roast_curves', 'cupnote', 'cafes'];

export interface StoryState {
  app: NestFastifyApplication;
  db: DataSource;
  /** The House Blend's first lot: its story uuid, its blend, its cafe receiving uuid. */
  lot: { u: string; b: number; cafeU: string };
  /** A signed-in drinker's session cookie. */
  user: string;
}

/**
 * The bean story specs' app: the demo seed, served with the shell's index.html so the page's HTML
 * (Open Graph, the server-rendered document) can be read. Registers its beforeAll/afterAll in the
 * calling describe; `state` is filled once beforeAll has run.
 */
export function storyFixture(database: ReturnType<typeof databases>[number][1]) {
  const state = {} as StoryState;
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-story-'));
  const http = () => request(state.app.getHttpServer());
  const one = async (sql: string, params: unknown[] = []) => ((await state.db.query(sql, params)) as Row[])[0];
  const stages = (normal: string, customer: string) =>
    state.db.query(
      `UPDATE blending_default SET public_stage_normal = ?, public_stage_customer = ? WHERE blending_seq = ?`,
      [normal, customer, state.lot.b],
    );
  const story = async (cookie?: string) => {
    const req = http().get(`/api/public/beannote/beandetail/${state.lot.u}`);
    const res = cookie ? await req.set('cookie', cookie) : await req;
    expect(res.status).toBe(200);
    return res.body.result as Row;
  };

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, 'shell/dist'), { recursive: true });
    fs.copyFileSync(path.join(__dirname, '../../../shell/src/index.html'), path.join(root, 'shell/dist/index.html'));
    state.app = await startApp(await database(), { STATIC_ROOT: root });
    state.db = state.app.get(DataSource);
    const row = await one(
      `SELECT r.blending_result_uuid_str AS u, r.blending_seq AS b, r.blending_result_uuid_cafe AS c FROM blending_result r JOIN blending_default d ON d.blending_seq = r.blending_seq ` +
        `WHERE d.blending_name = 'BeanTrail House Blend' ORDER BY r.blending_result_seq LIMIT 1`,
    );
    state.lot = { u: String(row.u), b: Number(row.b), cafeU: String(row.c) };
    state.user = await signIn(state.app, 'user');
  });
  afterAll(async () => state.app.close());

  return { state, http, one, stages, story };
}
