// `npm run test:cluster`: the cluster suite (e2e/cluster, docs/DEPLOY.md); `npm run bench:cluster`: its figures. Installs what it needs
// with apt-get when missing (galera-4, mariadb-backup, rsync, haproxy), builds the backend when it
// has not been built, then runs the scenarios against a three-node Galera cluster behind HAProxy.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
  PATH: `${process.env.PATH}:/usr/sbin:/sbin`,
};
const run = (cmd, args, extra = {}) =>
  spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extra } }).status === 0;

if (!run('bash', ['e2e/scripts/ensure-system-deps.sh', '--cluster'])) process.exit(1);
if (
  !fs.existsSync(path.join(root, 'backend/dist/main.js')) &&
  !run('npx', ['nx', 'run', '@beantrail/backend:build', '--outputStyle=static'])
)
  process.exit(1);
// --figures: `npm run bench:cluster`, the figures that need the cluster (e2e/cluster/figures.config.ts).
const config = process.argv.includes('--figures')
  ? 'e2e/cluster/figures.config.ts'
  : 'e2e/cluster/playwright.config.ts';
const ok = run('npx', ['playwright', 'test', '-c', config], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME || path.join(root, 'test-results/cluster.json'),
});
process.exit(ok ? 0 : 1);
