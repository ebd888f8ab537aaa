import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runningSqliteServers } from './sqlite-servers';

const pad = (n: number) => String(n).padStart(2, '0');

/** `beantrail-YYYYMMDDHHmmss.sqlite`, in UTC (the other image and file downloads use the same stamp). */
export function backupFileName(now = new Date()): string {
  const stamp = `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
  return `beantrail-${stamp}.sqlite`;
}

/** `PRAGMA integrity_check` of a database file: 'ok', or SQLite's list of what is wrong. */
export function integrityCheck(file: string): string {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    return (db.pragma('integrity_check') as Array<{ integrity_check: string }>)
      .map((r) => r.integrity_check)
      .join('; ');
  } catch (error) {
    // Damage bad enough that SQLite cannot even read the pages the check needs.
    return error instanceof Error ? error.message : String(error);
  } finally {
    db?.close();
  }
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
}

/**
 * A consistent copy of a live SQLite database (docs/DEPLOY.md "Backups"), through SQLite's online
 * backup API while servers go on writing. The copy is of one moment: the backup reads within one
 * snapshot of the WAL, so every write committed before it began is in it. After the first step it
 * copies all remaining pages in one step: in small steps, each write by a server would restart it.
 * Written beside its final name and renamed once checked, so a half-written file never looks like
 * a backup.
 */
export async function backupSqlite(source: string, dir: string, now = new Date()): Promise<BackupResult> {
  const started = Date.now();
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, backupFileName(now));
  if (fs.existsSync(file)) throw new Error(`${file} exists already`);
  const partial = `${file}.part`;
  const db = new Database(source, { fileMustExist: true });
  try {
    await db.backup(partial, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  } finally {
    db.close();
  }
  const check = integrityCheck(partial);
  if (check !== 'ok') {
    fs.rmSync(partial, { force: true });
    throw new Error(`the copy failed its integrity check: ${check}`);
  }
  fs.renameSync(partial, file);
  return { file, bytes: fs.statSync(file).size, ms: Date.now() - started };
}

export class RestoreRefused extends Error {}

/**
 * Puts a backup in place of the database file (docs/DEPLOY.md "Backups"), only while no server has
 * it open (sqlite-servers.ts) and only a backup that passes its integrity check. The file it
 * replaces is kept beside it as `<file>.before-restore-<stamp>` (with its WAL, if any), so a
 * restore can itself be undone.
 */
export function restoreSqlite(backup: string, target: string, now = new Date()): { kept: string | null } {
  if (!fs.existsSync(backup)) throw new RestoreRefused(`no such backup: ${backup}`);
  const servers = runningSqliteServers(target);
  if (servers.length)
    throw new RestoreRefused(`a server is running on ${target} (pid ${servers.join(', ')}): stop it first`);
  const check = integrityCheck(backup);
  if (check !== 'ok') throw new RestoreRefused(`${backup} failed its integrity check: ${check}`);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const incoming = `${target}.restoring`;
  fs.copyFileSync(backup, incoming);
  let kept: string | null = null;
  if (fs.existsSync(target)) {
    kept = `${target}.before-restore-${backupFileName(now).slice('beantrail-'.length, -'.sqlite'.length)}`;
    for (const suffix of ['', '-wal', '-shm']) {
      if (fs.existsSync(target + suffix)) fs.renameSync(target + suffix, kept + suffix);
    }
  }
  fs.renameSync(incoming, target);
  return { kept };
}
