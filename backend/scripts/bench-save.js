// The save alone, product against the hand-made baseline, for quick work on that figure:
//   node backend/scripts/bench-save.js    (after a build; ROUNDS=5 SECONDS_PER_ROUND=4 CONNECTIONS=10)
// Both servers on core 0 (taskset, as `npm run bench`), on one small seeded SQLite file; rounds
// interleaved, each line with req/s, p99 and the server's CPU share in that round (from /proc): a
// server under 100 % is waiting on something, one at ~100 % is doing work that a profile can name
// (`bench-profile.js save`). The first round warms both up; read the later ones.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { runSaves } = require('./bench-load');
const { seedSqlite, FARM_EDIT_AT } = require('./bench-seed');
const { waitFor, startPinned } = require('./bench-servers');

const root = path.resolve(__dirname, '../..');
const PORT = Number(process.env.BENCH_PORT ?? 8290) + 20;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 10);
const children = [];

const start = (script, port, env) => startPinned(children, script, port, env);

/** CPU seconds the process has used (utime + stime in /proc/<pid>/stat, in clock ticks of 1/100 s on Linux). */
function cpuSeconds(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function main() {
  if (!fs.existsSync(path.join(root, 'backend/dist/main.js')))
    throw new Error('Build first: npx nx run @beantrail/backend:build');
  process.env.BENCH_SECONDS = process.env.SECONDS_PER_ROUND ?? '4';
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-save-'));
  const db = path.join(tmp, 'bench.sqlite');
  const product = start('backend/dist/main.js', PORT, { SQLITE_PATH: db, BEANTRAIL_MODE: 'demo', DATABASE_URL: '' });
  await waitFor(`http://127.0.0.1:${PORT}/api/public/health`);
  const seeded = seedSqlite(db, 1000, 2000);
  const hand = start(path.join(__dirname, 'bench-handmade.js'), PORT + 1, { SQLITE_PATH: db });
  await waitFor(`http://127.0.0.1:${PORT + 1}/health`);
  const signin = await fetch(`http://127.0.0.1:${PORT}/api/sign/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 'admin', user_pass: 'beantrail' }),
  });
  const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0];
  let next = 0;
  const round = async (name, port, child) => {
    // Fresh farms each round: every farm starts at the seeded edit_at.
    const farms = seeded.farmSeqs.slice(next, (next += 50));
    const [cpu0, t0] = [cpuSeconds(child.pid), Date.now()];
    const r = await runSaves(
      `http://127.0.0.1:${port}/api/setting/country/farm/edit`,
      cookie,
      farms,
      seeded.country,
      FARM_EDIT_AT,
      CONNECTIONS,
    );
    const busy = (cpuSeconds(child.pid) - cpu0) / ((Date.now() - t0) / 1000);
    console.info(
      `  ${name.padEnd(10)} ${String(Math.round(r.rps)).padStart(5)} req/s  p99 ${String(r.p99).padStart(3)} ms  server CPU ${Math.round(busy * 100)} %`,
    );
    return r.rps;
  };
  for (let i = 1; i <= ROUNDS; i++) {
    console.info(`round ${i} of ${ROUNDS}`);
    const a = await round('product', PORT, product);
    const b = await round('hand-made', PORT + 1, hand);
    console.info(`  ratio ${(a / b).toFixed(2)}`);
  }
}

main()
  .catch((e) => {
    console.error(e);
    process.exitCode = 1;
  })
  .finally(() =>
    Promise.all(
      children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : (c.on('exit', r), c.kill('SIGTERM'))))),
    ),
  );
