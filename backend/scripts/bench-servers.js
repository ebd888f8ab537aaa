// What every bench script does with the servers it starts: pin them to core 0 where taskset
// exists (the load generator keeps the other core), and wait until one answers.
const path = require('node:path');
const { spawn, spawnSync } = require('node:child_process');

const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;

/** [command, args] running `cmd args` on the given core, or as it is without taskset. */
const pin = (cpu, cmd, args) => (hasTaskset ? ['taskset', ['-c', String(cpu), cmd, ...args]] : [cmd, args]);

/** Until `url` answers 2xx, up to 3 minutes (migrating and seeding a fresh MariaDB on a busy machine). */
async function waitFor(url) {
  for (let i = 0; i < 900; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${url}`);
}

const root = path.resolve(__dirname, '../..');

/**
 * Starts `node script` on core 0 from the workspace root with PORT and `env`, its output shown only
 * with BENCH_VERBOSE; the child is added to `children` so the caller can stop them all.
 */
function startPinned(children, script, port, env) {
  const [cmd, args] = pin(0, process.execPath, [script]);
  const child = spawn(cmd, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), ...env },
    stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
  });
  children.push(child);
  return child;
}

module.exports = { hasTaskset, pin, waitFor, startPinned };
