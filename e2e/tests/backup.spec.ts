import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';

// docs/DEPLOY.md "Backups", as an operator types it: `npm run backup` beside the running product,
// and `npm run restore` refusing to replace the file under it. (The copy's contents under a write
// loop: backend/src/ops/sqlite-backup.api.spec.ts.)
const root = path.resolve(__dirname, '../..');
const ops = (args: string[], sqlite: string) =>
  spawnSync(process.execPath, ['backend/scripts/ops.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SQLITE_PATH: sqlite, DATABASE_URL: '' },
  });

test('npm run backup copies the live database; npm run restore refuses while the server runs', async ({ product }) => {
  const sqlite = path.join(root, `test-results/e2e-${product.port}.sqlite`);
  const dir = path.join(root, `test-results/backups-${product.port}`);
  fs.rmSync(dir, { recursive: true, force: true });
  const backup = ops(['backup', '--dir', dir], sqlite);
  expect(backup.stderr).toBe('');
  expect(backup.status).toBe(0);
  const [file] = fs.readdirSync(dir);
  expect(file).toMatch(/^beantrail-\d{14}\.sqlite$/);
  expect(backup.stdout).toContain(`Backup written: ${path.join(dir, file)}`);
  expect(backup.stdout).toContain('integrity ok');

  const restore = ops(['restore', path.join(dir, file)], sqlite);
  expect(restore.status).toBe(1);
  expect(restore.stderr).toMatch(/^Refused: a server is running on .* \(pid \d+\): stop it first/);
  // The live file is untouched: the product still answers with its data.
  const me = await fetch(`${product.url}/api/public/home`);
  expect(me.status).toBe(200);
});
