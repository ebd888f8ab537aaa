// `npm run dev`: watch mode. Webpack rebuilds the shell and remotes into their dist folders,
// tsc rebuilds the backend, and node restarts the server when its output changes.
// Reload the browser to see front-end changes (the server serves the dist folders).
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
// SOURCE_MAPS=1: the server answers the development build's source maps (never in `npm start`).
// CHECK_TRANSACTIONS=1: a statement that would wait for its own SQLite transaction fails loudly.
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
  SOURCE_MAPS: '1',
  CHECK_TRANSACTIONS: process.env.CHECK_TRANSACTIONS ?? '1',
};
const apps = [
  '@beantrail/shell',
  '@beantrail/mf-public',
  '@beantrail/mf-user',
  '@beantrail/mf-cafe',
  '@beantrail/mf-roaster',
  '@beantrail/mf-admin',
];

// A first full build, so the server has something to serve from the start.
const first = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
  cwd: root,
  stdio: 'inherit',
  env,
});
if (first.status !== 0) process.exit(first.status ?? 1);

const children = [
  spawn(
    'npx',
    [
      'nx',
      'run-many',
      '-t',
      'watch',
      `--projects=${apps.join(',')}`,
      `--parallel=${apps.length}`,
      '--outputStyle=stream',
    ],
    { cwd: root, stdio: 'inherit', env },
  ),
  spawn('npx', ['tsc', '-p', 'backend/tsconfig.build.json', '--watch', '--preserveWatchOutput'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn(process.execPath, ['--watch-path=backend/dist', 'backend/dist/main.js'], { cwd: root, stdio: 'inherit', env }),
];
const stop = () => {
  for (const c of children) c.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
