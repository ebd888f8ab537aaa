import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createConnection } from 'mysql2/promise';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp } from '../app';
import { type AppConfig, loadConfig } from '../core/config/config';

/** The engines the API suite runs on: SQLite always, MariaDB too when TEST_MYSQL_URL is set. */
export function databases(): Array<[string, () => Promise<AppConfig['database']>]> {
  const list: Array<[string, () => Promise<AppConfig['database']>]> = [
    [
      'sqlite',
      async () => ({
        type: 'sqlite',
        path: path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bt-api-')), 'test.sqlite'),
      }),
    ],
  ];
  const url = process.env.TEST_MYSQL_URL;
  if (url) list.push(['mariadb', async () => (await resetMysql(url), { type: 'mysql', url })]);
  return list;
}

/** Drops every table, so each suite starts from the migrations like a fresh install. */
async function resetMysql(url: string): Promise<void> {
  const conn = await createConnection(url);
  try {
    const [rows] = await conn.query(
      'SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE()',
    );
    await conn.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { t } of rows as Array<{ t: string }>) await conn.query(`DROP TABLE \`${t}\``);
    await conn.query('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await conn.end();
  }
}

export async function startApp(
  database: AppConfig['database'],
  env: NodeJS.ProcessEnv = {},
): Promise<NestFastifyApplication> {
  // CHECK_TRANSACTIONS: a statement that would wait for its own SQLite transaction fails the test (database/sqlite-serial.ts).
  const config = {
    ...loadConfig({ BEANTRAIL_MODE: 'demo', STATIC_ROOT: os.tmpdir(), CHECK_TRANSACTIONS: '1', ...env }),
    database,
  };
  return createApp(config, { logger: false });
}

/** Signs in and returns the session cookie header value. */
export async function signIn(app: NestFastifyApplication, userId: string, password = 'beantrail'): Promise<string> {
  const res = await request(app.getHttpServer())
    .post('/api/sign/signin')
    .send({ user_id: userId, user_pass: password });
  if (res.status !== 200) throw new Error(`sign-in of ${userId} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return sessionCookie(res.headers['set-cookie']);
}

export function sessionCookie(header: string | string[] | undefined): string {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  const found = list.find((c) => c.startsWith('bt_session='));
  if (!found) throw new Error('no session cookie set');
  return found.split(';')[0];
}

/** The demo cafe's and demo roastery's sequence numbers (demo mode seeds both). */
export async function demoOrganisations(app: NestFastifyApplication): Promise<{ cafe: number; roaster: number }> {
  const db = app.get(DataSource);
  const [cafe] = (await db.query(`SELECT cafe_seq FROM cafe WHERE cafe_name = 'Demo Cafe'`)) as Array<{
    cafe_seq: number;
  }>;
  const [roaster] = (await db.query(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Demo Roasters'`)) as Array<{
    roaster_seq: number;
  }>;
  return { cafe: Number(cafe.cafe_seq), roaster: Number(roaster.roaster_seq) };
}
