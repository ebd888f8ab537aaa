// `npm test`: lint, type checks, the format check, unit + API tests (SQLite, and MariaDB when TEST_MYSQL_URL is set),
// production build, then Playwright in Debian's chromium against the started product.
// Then the cluster suite: the same build on a three-node Galera cluster behind HAProxy (e2e/cluster).
// Every step runs even when an earlier one failed, so one run shows everything; the exit code
// and the closing "N passed, N failed" line cover all of them.
const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const { failureDigest } = require('./failure-digest');

const root = path.resolve(__dirname, '../..');
const results = path.join(root, 'test-results');
fs.mkdirSync(results, { recursive: true });
const env = {
  ...process.env,
  NX_DAEMON: 'false',
  NX_TUI: 'false',
  NX_NO_CLOUD: 'true',
  FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
};

const steps = [];
function run(name, cmd, args, extraEnv = {}) {
  const started = Date.now();
  console.info(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  const seconds = Math.round((Date.now() - started) / 1000);
  const ok = r.status === 0;
  steps.push({ name, ok, seconds });
  console.info(`=== ${name}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s`);
  return ok;
}

const only = process.argv.slice(2);
const want = (s) => only.length === 0 || only.includes(s);

if (want('lint')) {
  run('lint + typecheck', 'npx', ['nx', 'run-many', '-t', 'lint', 'typecheck', '--parallel=2', '--outputStyle=static']);
  // One format for the whole tree (.prettierrc.json); `npm run format` writes it.
  run('format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
}
if (want('unit')) {
  if (!process.env.TEST_MYSQL_URL)
    console.info('TEST_MYSQL_URL is not set: the API tests run against SQLite only (CI sets it).');
  // Contracts are needed as built JS by nothing in jest (mapped to source), so jest runs straight away.
  // testTimeout is a global option (a project's own is ignored under --projects): an API suite's
  // beforeAll starts the app, migrates and seeds, which on MariaDB on a busy machine took 40 s once.
  run('unit + API tests (jest)', 'npx', [
    'jest',
    '--runInBand',
    '--ci',
    '--testTimeout=120000',
    '--projects',
    'mf-shared/contracts',
    'mf-shared',
    'shell',
    'mf-roaster',
    'mf-cafe',
    'mf-user',
    'mf-admin',
    'mf-public',
    'backend',
    '--json',
    `--outputFile=${path.join(results, 'jest.json')}`,
  ]);
}
if (want('build')) run('build', 'npx', ['nx', 'run-many', '-t', 'build', '--parallel=2', '--outputStyle=static']);
if (want('e2e')) {
  if (run('system packages for e2e', 'bash', ['e2e/scripts/ensure-system-deps.sh'])) {
    run('e2e (playwright, /usr/bin/chromium)', 'npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'playwright.json'),
    });
  }
}

if (want('cluster')) {
  run('cluster (Galera × 3, HAProxy)', process.execPath, ['e2e/scripts/test-cluster.js'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(results, 'cluster.json'),
  });
}

// Count the tests themselves, not the steps.
let passed = 0;
let failed = 0;
const readJson = (f) => (fs.existsSync(f) ? JSON.parse(fs.readFileSync(f, 'utf8')) : null);
const jest = want('unit') ? readJson(path.join(results, 'jest.json')) : null;
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + jest.numRuntimeErrorTestSuites;
}
const pw = want('e2e') ? readJson(path.join(results, 'playwright.json')) : null;
if (pw?.stats) {
  passed += pw.stats.expected + (pw.stats.flaky ?? 0);
  failed += pw.stats.unexpected;
}
const cluster = want('cluster') ? readJson(path.join(results, 'cluster.json')) : null;
if (cluster?.stats) {
  passed += cluster.stats.expected + (cluster.stats.flaky ?? 0);
  failed += cluster.stats.unexpected;
}
const failedSteps = steps.filter((s) => !s.ok);
const digest = [
  failureDigest({ jest, playwright: pw }),
  cluster ? failureDigest({ jest: null, playwright: cluster }) : '',
]
  .filter(Boolean)
  .join('\n');
if (digest) console.info(digest);
console.info('\n=== summary');
for (const s of steps) console.info(`${s.ok ? 'ok    ' : 'FAILED'} ${s.name} (${s.seconds} s)`);
if (failedSteps.length && failed === 0) failed = failedSteps.length;
console.info(`Tests: ${passed} passed, ${failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
