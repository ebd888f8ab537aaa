// The server on another Node (Node 20 reached end of life in April 2026):
//   TEST_MYSQL_URL=… node backend/scripts/bench-node.js <path to the other node binary>
// Get one from the npm registry without other network: `npx -p node@24 which node`.
// Runs the built server twice on the same MariaDB database (already migrated and seeded by
// `npm run bench`; mysql2 is plain JavaScript, so no native module has to be rebuilt for the other
// Node, which better-sqlite3 would need), once on this Node and once on the other, and compares
// the list's first page and the 10-field save, interleaved. Prints a markdown table.
const { spawn, spawnSync } = require('node:child_process');
const path = require('node:path');
const { run, runSaves } = require('./bench-load');
const { FARM_EDIT_AT } = require('./bench-seed');
const { pin, waitFor } = require('./bench-servers');

const root = path.resolve(__dirname, '../..');
const other = process.argv[2];
const url = process.env.TEST_MYSQL_URL;
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const port = Number(process.env.BENCH_PORT ?? 8290) + 7;

async function main() {
  if (!other || !url) throw new Error('usage: TEST_MYSQL_URL=… node backend/scripts/bench-node.js <node binary>');
  const mysql = await require('mysql2/promise').createConnection(url);
  const [farms] = await mysql.query(
    "SELECT farm_seq FROM farm WHERE farm_name LIKE 'Bench farm %' ORDER BY farm_seq DESC LIMIT 400",
  );
  const [[code]] = await mysql.query(
    "SELECT code_id FROM code WHERE code_group_id = 'CNTR' AND code_filter = 'CFPRDC' AND code_use = 1 ORDER BY code_id LIMIT 1",
  );
  // Every run starts its farms from the same known version.
  const resetFarms = () =>
    mysql.query("UPDATE farm SET edit_at = '2020-01-01 00:00:00.000' WHERE farm_name LIKE 'Bench farm %'");
  const nodes = [
    ['Node ' + process.version, process.execPath, port],
    ['Node ' + spawnSync(other, ['--version']).stdout.toString().trim(), other, port + 1],
  ];
  const children = nodes.map(([, bin, p]) =>
    spawn(...pin(0, bin, ['backend/dist/main.js']), {
      cwd: root,
      env: { ...process.env, PORT: String(p), DATABASE_URL: url, BEANTRAIL_MODE: 'demo' },
      stdio: 'ignore',
    }),
  );
  try {
    const results = [];
    for (const [name, , p] of nodes) {
      const base = `http://127.0.0.1:${p}`;
      await waitFor(`${base}/api/public/health`);
      const res = await fetch(`${base}/api/sign/signin`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: 'admin', user_pass: 'beantrail' }),
      });
      results.push({ name, base, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0], list: [], save: [] });
    }
    let at = 0;
    for (let r = 0; r < rounds; r++) {
      for (const t of results) {
        t.list.push(
          await run(`${t.base}/api/setting/country/region/list`, { cookie: t.cookie }, { page: 1, list_count: 10 }),
        );
        await resetFarms();
        const mine = farms.slice(at, (at += 20)).map((f) => f.farm_seq);
        t.save.push(
          await runSaves(`${t.base}/api/setting/country/farm/edit`, t.cookie, mine, code.code_id, FARM_EDIT_AT),
        );
      }
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const [a, b] = results;
    const row = (t, k) =>
      `${Math.round(median(t[k].map((x) => x.rps)))} req/s, p99 ${median(t[k].map((x) => x.p99))} ms`;
    const ratio = (k) => (median(b[k].map((x) => x.rps)) / median(a[k].map((x) => x.rps))).toFixed(2);
    console.info(`| target (MariaDB) | ${a.name} | ${b.name} | ${b.name} / ${a.name} |
|---|---|---|---|
| list, first page | ${row(a, 'list')} | ${row(b, 'list')} | ${ratio('list')} |
| save, 10 fields | ${row(a, 'save')} | ${row(b, 'save')} | ${ratio('save')} |`);
  } finally {
    for (const c of children) c.kill('SIGTERM');
    await mysql.end();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
