// `npm run backup` / `npm run restore FILE` (docs/DEPLOY.md "Backups"): builds the backend when it
// has not been built, then runs its operations command (backend/src/ops/cli.ts).
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const cli = path.join(root, 'backend/dist/ops/cli.js');
if (!fs.existsSync(cli)) {
  const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };
  const build = spawnSync('npx', ['nx', 'run', '@beantrail/backend:build', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const run = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(run.status ?? 1);
