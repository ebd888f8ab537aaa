// `npm start`: build whatever is not built yet (Nx restores unchanged projects from its cache),
// then run the server: migrations, seed, API, shell and remotes on one port.
const { spawnSync } = require('node:child_process');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const env = { ...process.env, NX_DAEMON: 'false', NX_TUI: 'false', NX_NO_CLOUD: 'true' };
if (process.env.SKIP_BUILD !== '1') {
  console.info('Building BeanTrail (only what changed since the last build)…');
  const build = spawnSync('npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static'], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (build.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(build.status ?? 1);
  }
}
require(path.join(root, 'backend/dist/main.js'));
