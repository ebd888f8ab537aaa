// CPU profile of the product under the bench's list or save load:
//   node backend/scripts/bench-profile.js list|save [seconds]
// Starts the built server with --cpu-prof on a fresh SQLite file, seeds it as `npm run bench` does
// (BENCH_LIST_ROWS, default 1,000,000), puts 10 connections of load on it, stops it and prints the
// top self time by function and by package (node_modules/<pkg>, node: internals, our dist).
// The raw profile stays in the printed folder for Chrome DevTools.
const { spawn } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { run, runSaves } = require('./bench-load');
const { seedSqlite, FARM_EDIT_AT } = require('./bench-seed');
const { waitFor } = require('./bench-servers');

const root = path.resolve(__dirname, '../..');
const kind = process.argv[2] === 'save' ? 'save' : 'list';
const port = Number(process.env.BENCH_PORT ?? 8290) + 9;

/**
 * Self time per function and per package, counted from the first sample inside Fastify's request
 * handling on: start-up (routes, migrations, demo seed) and the bench's seeding come before it.
 */
function summarize(file, top = 25) {
  const { nodes, samples, timeDeltas } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const parent = new Map();
  for (const n of nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const inHandler = (id) => {
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at).callFrame;
      if (f.functionName === 'handleRequest' && f.url.endsWith('fastify/lib/handle-request.js')) return true;
    }
    return false;
  };
  const from = samples.findIndex(inHandler);
  const self = new Map();
  samples.forEach((id, i) => i >= from && self.set(id, (self.get(id) ?? 0) + (timeDeltas[i] ?? 0)));
  const total = [...self.values()].reduce((a, b) => a + b, 0);
  const fn = new Map();
  const pkg = new Map();
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id).callFrame;
    const where = url.includes('node_modules/')
      ? url.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+).*$/, '$1')
      : url.startsWith('node:')
        ? 'node:' + url.slice(5).split('/')[0]
        : url.includes('/dist/')
          ? 'beantrail'
          : functionName.startsWith('(')
            ? functionName
            : 'native/v8';
    const name = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '').replace(root, '')}:${lineNumber + 1}` : ''}`;
    fn.set(name, (fn.get(name) ?? 0) + us);
    pkg.set(where, (pkg.get(where) ?? 0) + us);
  }
  const pct = (us) => `${((us / total) * 100).toFixed(1)} %`;
  const list = (m) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([k, v]) => `  ${pct(v).padStart(7)}  ${k}`)
      .join('\n');
  return `self time by package:\n${list(pkg)}\n\nself time by function:\n${list(fn)}`;
}

async function main() {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-prof-'));
  const sqlite = path.join(tmp, 'bench.sqlite');
  const exitOnSignal = path.join(tmp, 'exit.js');
  // --cpu-prof writes its file on a normal exit only.
  fs.writeFileSync(exitOnSignal, "process.on('SIGUSR2', () => process.exit(0));\n");
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${tmp}`, '-r', exitOnSignal, 'backend/dist/main.js'],
    {
      cwd: root,
      env: { ...process.env, PORT: String(port), SQLITE_PATH: sqlite, BEANTRAIL_MODE: 'demo', DATABASE_URL: '' },
      stdio: process.env.BENCH_VERBOSE ? 'inherit' : 'ignore',
    },
  );
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/api/public/health`);
  const seeded = seedSqlite(sqlite, Number(process.env.BENCH_LIST_ROWS ?? 1_000_000), 200);
  const signin = await fetch(`${base}/api/sign/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 'admin', user_pass: 'beantrail' }),
  });
  const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0];
  process.env.BENCH_SECONDS = process.argv[3] ?? '10';
  // Warm up (count cached, code optimised), then profile the load alone.
  if (kind === 'save')
    await runSaves(
      `${base}/api/setting/country/farm/edit`,
      cookie,
      seeded.farmSeqs.slice(100, 150),
      seeded.country,
      FARM_EDIT_AT,
    );
  else await run(`${base}/api/setting/country/region/list`, { cookie }, { page: 1, list_count: 10 });
  const result =
    kind === 'save'
      ? await runSaves(
          `${base}/api/setting/country/farm/edit`,
          cookie,
          seeded.farmSeqs.slice(0, 50),
          seeded.country,
          FARM_EDIT_AT,
        )
      : await run(`${base}/api/setting/country/region/list`, { cookie }, { page: 1, list_count: 10 });
  const exited = new Promise((r) => child.on('exit', r));
  child.kill('SIGUSR2');
  await exited;
  const file = fs.readdirSync(tmp).find((f) => f.endsWith('.cpuprofile'));
  console.info(`${kind}: ${Math.round(result.rps)} req/s, p99 ${result.p99} ms; profile ${path.join(tmp, file)}\n`);
  console.info(summarize(path.join(tmp, file)));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
