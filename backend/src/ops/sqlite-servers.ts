import fs from 'node:fs';
import path from 'node:path';

/**
 * Which server processes have an SQLite file open: each writes its pid into `<file>.servers/` at
 * start and removes it on exit, so a restore can refuse to replace a file under a running server
 * (which would go on writing into the replaced file's WAL). A pid whose process is gone is stale
 * (a crash) and is pruned.
 */
const registry = (dbPath: string) => `${dbPath}.servers`;

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
};

export function registerSqliteServer(dbPath: string, pid = process.pid): void {
  const dir = registry(dbPath);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, String(pid));
  fs.writeFileSync(file, `${new Date().toISOString()}\n`);
  process.once('exit', () => fs.rmSync(file, { force: true }));
}

/** The pids of live servers on this file. */
export function runningSqliteServers(dbPath: string): number[] {
  const dir = registry(dbPath);
  if (!fs.existsSync(dir)) return [];
  const live: number[] = [];
  for (const name of fs.readdirSync(dir)) {
    const pid = Number(name);
    if (Number.isInteger(pid) && pid > 0 && alive(pid)) live.push(pid);
    else fs.rmSync(path.join(dir, name), { force: true });
  }
  return live;
}
