// `npm run bench`: speed as ratios against a baseline measured in the same run (never one
// absolute figure). Server and load generator are pinned to different cores where taskset exists;
// the compared targets are interleaved over several rounds and the medians are reported.
//
// Figures now:
//  - API overhead: GET /api/public/health (Nest on Fastify: envelope interceptor, optional auth)
//    and GET /api/sign/me with a session (cookie → session row → user from the database)
//    against a bare Fastify server answering the same JSON.
// Results go to stdout and to docs/PERFORMANCE.md.
const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const autocannon = require('autocannon');

const root = path.resolve(__dirname, '../..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const hasTaskset = spawnSync('taskset', ['-c', '0', 'true']).status === 0;
const pin = (cpu, cmd, args) => (hasTaskset ? ['taskset', ['-c', String(cpu), cmd, ...args]] : [cmd, args]);

function startServer(script, port, extraEnv) {
  const [cmd, args] = pin(0, 'node', [script]);
  const child = spawn(cmd, args, { cwd: root, env: { ...process.env, PORT: String(port), ...extraEnv }, stdio: 'ignore' });
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start: ${url}`);
}

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 10, duration: seconds, headers }, (err, res) => (err ? reject(err) : resolve(res.requests.average)));
  });
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  if (!fs.existsSync(path.join(root, 'backend/dist/main.js'))) {
    console.error('Build first: npx nx run @beantrail/backend:build');
    process.exit(1);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-bench-'));
  const base = startServer(path.join(__dirname, 'bench-baseline.js'), 8291, {});
  const app = startServer('backend/dist/main.js', 8292, { SQLITE_PATH: path.join(tmp, 'bench.sqlite'), BEANTRAIL_MODE: 'demo' });
  try {
    await waitFor('http://127.0.0.1:8291/health');
    await waitFor('http://127.0.0.1:8292/api/public/health');
    const signin = await fetch('http://127.0.0.1:8292/api/sign/signin', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user_id: 'roaster', user_pass: 'beantrail' }),
    });
    const cookie = (signin.headers.get('set-cookie') ?? '').split(';')[0];
    const series = { baseline: [], health: [], me: [] };
    for (let r = 0; r < rounds; r++) {
      series.baseline.push(await load('http://127.0.0.1:8291/health'));
      series.health.push(await load('http://127.0.0.1:8292/api/public/health'));
      series.me.push(await load('http://127.0.0.1:8292/api/sign/me', { cookie }));
    }
    const b = median(series.baseline);
    const rows = [
      ['GET /api/public/health (Nest, envelope)', median(series.health) / b],
      ['GET /api/sign/me with a session (DB lookup)', median(series.me) / b],
    ];
    const date = new Date().toISOString().slice(0, 10);
    const table = rows.map(([name, ratio]) => `| ${name} | ${ratio.toFixed(2)} |`).join('\n');
    const text = `# Performance

Measured by \`npm run bench\` on ${date} (${os.cpus().length} cores, ${rounds} interleaved rounds of ${seconds} s,
10 connections, server pinned to core 0${hasTaskset ? '' : ' (taskset missing: not pinned)'}, load generator in the bench process).
Figures are throughput ratios against a bare Fastify server answering the same JSON in the same run
(1.00 = as fast as the baseline); absolute numbers depend on the machine and are not reported.

| target | throughput / baseline |
|---|---|
${table}
`;
    fs.writeFileSync(path.join(root, 'docs/PERFORMANCE.md'), text);
    console.info(text);
  } finally {
    base.kill('SIGTERM');
    app.kill('SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
