import path from 'node:path';
import { ConfigError, loadConfig, REPO_ROOT } from '../core/config/config';
import { backupSqlite, RestoreRefused, restoreSqlite } from './sqlite-backup';

/**
 * `npm run backup [-- --dir DIR]` and `npm run restore FILE` (docs/DEPLOY.md "Backups"): the
 * embedded SQLite database named by the same settings as the server's (SQLITE_PATH). With
 * DATABASE_URL set, MariaDB is backed up with its own tools: the command is printed.
 */
async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  if (config.database.type !== 'sqlite') {
    console.error(
      'DATABASE_URL names MariaDB/MySQL: back it up with mariadb-dump --single-transaction (or mariadb-backup), as docs/DEPLOY.md "Backups" shows.',
    );
    return 2;
  }
  const db = config.database.path;
  if (command === 'backup') {
    const at = rest.indexOf('--dir');
    const dir =
      at >= 0 && rest[at + 1] ? path.resolve(rest[at + 1]) : process.env.BACKUP_DIR || path.join(REPO_ROOT, 'backups');
    console.info(`Backing up ${db} while it serves…`);
    const done = await backupSqlite(db, dir);
    console.info(`Backup written: ${done.file} (${(done.bytes / 1024).toFixed(0)} KB in ${done.ms} ms, integrity ok)`);
    return 0;
  }
  if (command === 'restore' && rest[0]) {
    const { kept } = restoreSqlite(path.resolve(rest[0]), db);
    console.info(
      `Restored ${rest[0]} to ${db}.${kept ? ` The file it replaced is kept as ${kept}.` : ''} Start the server to use it.`,
    );
    return 0;
  }
  console.error('usage: npm run backup [-- --dir DIR]  |  npm run restore FILE');
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(
      error instanceof ConfigError || error instanceof RestoreRefused ? `Refused: ${error.message}` : error,
    );
    process.exit(1);
  },
);
