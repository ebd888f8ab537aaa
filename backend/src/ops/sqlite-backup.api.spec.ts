import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import Database from 'better-sqlite3';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { signIn, startApp } from '../testing/test-app';
import { backupSqlite, integrityCheck, RestoreRefused, restoreSqlite } from './sqlite-backup';
import { registerSqliteServer, runningSqliteServers } from './sqlite-servers';

// docs/DEPLOY.md "Backups": a backup taken while the product serves writes restores to a database
// that passes its integrity check and holds every write acknowledged before the backup began.
describe('SQLite backup and restore', () => {
  let app: NestFastifyApplication;
  let dbPath: string;
  let dir: string;
  let cookie: string;
  let roasterSeq: number;

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-backup-'));
    dbPath = path.join(dir, 'live.sqlite');
    app = await startApp({ type: 'sqlite', path: dbPath });
    cookie = await signIn(app, 'roaster');
    const [row] = await app
      .get(DataSource)
      .query(`SELECT roaster_seq FROM roaster WHERE roaster_name = 'Demo Roasters'`);
    roasterSeq = Number(row.roaster_seq);
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const save = (name: string) =>
    request(app.getHttpServer())
      .post('/api/roaster/item/equip/edit')
      .set('cookie', cookie)
      .send({
        roaster_seq: roasterSeq,
        mode: 'write',
        UPList: { equip_type: 'RSTR', equip_name: name, equip_name_locale: name, equip_use: 1 },
      });

  it('a backup taken during a write loop restores to a sound database with every write acknowledged before it began', async () => {
    const acknowledged: Array<{ name: string; at: number }> = [];
    let running = true;
    const writer = async (w: number) => {
      for (let i = 0; running; i++) {
        const name = `backup loop ${w}.${i}`;
        const res = await save(name);
        if (res.status === 200) acknowledged.push({ name, at: Date.now() });
      }
    };
    const loops = [writer(1), writer(2), writer(3)];
    while (acknowledged.length < 30) await new Promise((r) => setTimeout(r, 20));
    const began = Date.now();
    const before = acknowledged.filter((a) => a.at <= began).map((a) => a.name);
    const done = await backupSqlite(dbPath, path.join(dir, 'backups'), new Date(Date.UTC(2026, 10, 27, 9, 5, 7)));
    const duringBackup = acknowledged.length;
    // The writers went on while it copied, and after.
    await new Promise((r) => setTimeout(r, 200));
    running = false;
    await Promise.all(loops);
    expect(path.basename(done.file)).toBe('beantrail-20261127090507.sqlite');
    expect(acknowledged.length).toBeGreaterThan(duringBackup);

    const target = path.join(dir, 'restored', 'beantrail.sqlite');
    expect(restoreSqlite(done.file, target)).toEqual({ kept: null });
    expect(integrityCheck(target)).toBe('ok');
    const restored = new Database(target, { readonly: true });
    const names = new Set(
      (restored.prepare('SELECT equip_name FROM roaster_equip').all() as Array<{ equip_name: string }>).map(
        (r) => r.equip_name,
      ),
    );
    restored.close();
    expect(before.length).toBeGreaterThanOrEqual(30);
    expect(before.filter((n) => !names.has(n))).toEqual([]);
    // And the live database kept everything, the later writes too.
    const [live] = await app
      .get(DataSource)
      .query(`SELECT COUNT(*) AS n FROM roaster_equip WHERE equip_name LIKE 'backup loop %'`);
    expect(Number(live.n)).toBe(acknowledged.length);
  });

  it('a restore is refused while a server has the file open, and for a backup that fails its integrity check', async () => {
    const good = (await backupSqlite(dbPath, path.join(dir, 'more'), new Date(Date.UTC(2026, 10, 27, 10, 0, 0)))).file;
    const target = path.join(dir, 'target', 'beantrail.sqlite');
    restoreSqlite(good, target);
    // A server on the target (this process registers itself as one would at start).
    registerSqliteServer(target);
    expect(runningSqliteServers(target)).toEqual([process.pid]);
    expect(() => restoreSqlite(good, target)).toThrow(RestoreRefused);
    expect(() => restoreSqlite(good, target)).toThrow(
      `a server is running on ${target} (pid ${process.pid}): stop it first`,
    );
    fs.rmSync(path.join(`${target}.servers`, String(process.pid)));
    // A server that died without removing its entry (kill -9) does not block: its entry is stale.
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
      encoding: 'utf8',
    }).stdout;
    registerSqliteServer(target, Number(gone));
    expect(runningSqliteServers(target)).toEqual([]);

    // A damaged backup: pages overwritten in the middle of the file.
    const damaged = path.join(dir, 'damaged.sqlite');
    fs.copyFileSync(good, damaged);
    const size = fs.statSync(damaged).size;
    const fd = fs.openSync(damaged, 'r+');
    fs.writeSync(fd, Buffer.alloc(8192, 0x5a), 0, 8192, Math.floor(size / 2 / 4096) * 4096);
    fs.closeSync(fd);
    expect(() => restoreSqlite(damaged, target)).toThrow(/failed its integrity check/);

    // The good one goes in, and the file it replaces is kept beside it.
    const { kept } = restoreSqlite(good, target, new Date(Date.UTC(2026, 10, 27, 11, 0, 0)));
    expect(kept).toBe(`${target}.before-restore-20261127110000`);
    expect(integrityCheck(kept!)).toBe('ok');
  });
});
