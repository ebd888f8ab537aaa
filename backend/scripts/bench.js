// `npm run bench`: speed as ratios against a baseline measured in the same run (never one
// absolute figure). Server and load generator are pinned to different cores where taskset exists;
// the compared targets are interleaved over several rounds and the medians are reported.
//
// Figures now:
//  - API overhead: GET /api/public/health (Nest on Fastify: envelope interceptor, optional auth)
//    and GET /api/sign/me with a session (cookie → session row → user from the database)
//    against a bare Fastify server answering the same JSON.
//  - The generic list endpoint: POST /api/setting/country/region/list signed in as an
//    admin (session guard, rights, list parsing, count, page) over 1,000,000 seeded rows, on the
//    first page, on a page past row 500,000 by page number (deferred join over the index) and by
//    keyset cursor (`after`), each with req/s and p99 latency against the bare Fastify endpoint.
//  - Roast-log import: parse time of a 1 h Artisan log, and its upload (bench-roast-log.js).
//  - The health check's p99 while four users upload the largest log, against alone (bench-upload-load.js).
//  - Collection: a 2,000-row green-bean sheet's preview and commit, per row against one form save (bench-collection.js).
//  - Roast comparison: six roasts with 1 h logs from "Compare" to the drawn chart, against one roast's
//    chart, in Chromium (bench-compare.js). BENCH_COMPARE_ONLY=1 runs only the product server and this.
// Results go to stdout and to docs/PERFORMANCE.md.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { apiReport, apiRounds } = require('./bench-api');
const { demoBeanPath, demoDeepLinks } = require('./bench-demo-paths');
const { likeForLike } = require('./bench-like');
const { pageTargets, targetsTable, writeSections } = require('./bench-report');
const { seedSqlite, seedMysql, resetMysql } = require('./bench-seed');
const { waitFor, startPinned } = require('./bench-servers');

const root = path.resolve(__dirname, '../..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const children = [];

const startServer = (script, port, extraEnv) => startPinned(children, script, port, extraEnv);

const LIST_ROWS = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);
const FARMS = 2000;
/** The bench's ports: BENCH_PORT … BENCH_PORT+6. */
const PORT = Number(process.env.BENCH_PORT ?? 8290);
const MYSQL_URL = process.env.TEST_MYSQL_URL;

async function signIn(base, user) {
  const res = await fetch(`${base}/api/sign/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: user, user_pass: 'beantrail' }),
  });
  return (res.headers.get('set-cookie') ?? '').split(';')[0];
}

async function main() {
  if (!fs.existsSync(path.join(root, 'backend/dist/main.js'))) {
    console.error('Build first: npx nx run @beantrail/backend:build');
    process.exit(1);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bt-bench-'));
  const sqlite = path.join(tmp, 'bench.sqlite');
  const url = (port) => `http://127.0.0.1:${port}`;
  const [BASE, APP, TUNED, HAND, APP_MY, HAND_MY] = [PORT + 1, PORT + 2, PORT + 3, PORT + 4, PORT + 5, PORT + 6];
  if (process.env.BENCH_COMPARE_ONLY) return compareOnly(url, APP, sqlite, tmp);
  startServer(path.join(__dirname, 'bench-baseline.js'), BASE, {});
  startServer(path.join(__dirname, 'bench-baseline.js'), TUNED, { BENCH_TUNED: '1' });
  startServer('backend/dist/main.js', APP, { SQLITE_PATH: sqlite, BEANTRAIL_MODE: 'demo', DATABASE_URL: '' });
  try {
    await waitFor(`${url(BASE)}/health`);
    await waitFor(`${url(TUNED)}/health`);
    await waitFor(`${url(APP)}/api/public/health`);
    const cookie = await signIn(url(APP), 'roaster');
    const seedStart = Date.now();
    const seeded = seedSqlite(sqlite, LIST_ROWS, FARMS);
    const after = seeded.after;
    const seedSeconds = (Date.now() - seedStart) / 1000;
    const admin = await signIn(url(APP), 'admin');
    startServer(path.join(__dirname, 'bench-handmade.js'), HAND, { SQLITE_PATH: sqlite });
    await waitFor(`${url(HAND)}/health`);
    const deepPage = Math.floor(LIST_ROWS / 2 / 10) + 1;
    const engines = [
      likeForLike({ engine: 'SQLite', productUrl: url(APP), handUrl: url(HAND), cookie: admin, deepPage, ...seeded }),
    ];
    if (MYSQL_URL) {
      await resetMysql(MYSQL_URL);
      startServer('backend/dist/main.js', APP_MY, { DATABASE_URL: MYSQL_URL, BEANTRAIL_MODE: 'demo' });
      await waitFor(`${url(APP_MY)}/api/public/health`);
      const my = await seedMysql(MYSQL_URL, LIST_ROWS, FARMS);
      startServer(path.join(__dirname, 'bench-handmade.js'), HAND_MY, { BENCH_MYSQL_URL: MYSQL_URL });
      await waitFor(`${url(HAND_MY)}/health`);
      engines.push(
        likeForLike({
          engine: 'MariaDB',
          productUrl: url(APP_MY),
          handUrl: url(HAND_MY),
          cookie: await signIn(url(APP_MY), 'admin'),
          deepPage,
          ...my,
        }),
      );
    }
    for (const e of engines) await e.check();
    const series = await apiRounds({
      base: url(BASE),
      tuned: url(TUNED),
      app: url(APP),
      cookie,
      admin,
      engines,
      deepPage,
      after,
      rounds,
    });
    const { targets, sections } = apiReport({ series, engines, deepPage, seedSeconds, rounds, seconds });
    // Lighthouse on the public pages (the demo lot's bean story page too), against the same running build.
    const lh = await require('./bench-lighthouse').lighthouseSection(url(APP), {
      beanPath: demoBeanPath(sqlite),
      deepLinks: demoDeepLinks(sqlite),
    });
    sections.lighthouse = lh.text;
    // Front-end weights and time to the first list rows, from the production build.
    const frontend = require('./bench-frontend');
    const deepLinks = demoDeepLinks(sqlite);
    const fe = await frontend.frontendSection(url(APP), { deepLinks });
    sections.frontend = fe.text;
    // Roast-log import: parse in this process, upload to the same running build.
    sections.roastlog = await require('./bench-roast-log').roastLogSection(url(APP), cookie);
    // Roast comparison: six 1 h logs from "Compare" to the drawn chart, against one roast's chart.
    const compared = await require('./bench-compare').compareSection(url(APP), cookie);
    sections.compare = compared.text;
    // Collection (002 §6) of a 2,000-row green-bean sheet, against the form's one-row save.
    const collection = await require('./bench-collection').collectionSection(
      url(APP),
      await signIn(url(APP), 'sadmin'),
      sqlite,
    );
    sections.collection = collection.text;
    // The health check while four users upload the largest log (servers of its own).
    const uploads = await require('./bench-upload-load').uploadLoadSection();
    sections.upload = uploads.text;
    targets.push(...pageTargets({ collection, compared, uploads, fe, lh, frontend }));
    sections.targets = targetsTable(targets);
    if (fe.failed.length) process.exitCode = 1;
    const text = writeSections(path.join(root, 'docs/PERFORMANCE.md'), sections);
    console.info(text);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

/** BENCH_COMPARE_ONLY=1: only the product server (demo data) and the roast comparison's section. */
async function compareOnly(url, port, sqlite, tmp) {
  startServer('backend/dist/main.js', port, { SQLITE_PATH: sqlite, BEANTRAIL_MODE: 'demo', DATABASE_URL: '' });
  try {
    await waitFor(`${url(port)}/api/public/health`);
    const compared = await require('./bench-compare').compareSection(url(port), await signIn(url(port), 'roaster'));
    const date = new Date().toISOString().slice(0, 10);
    const text = `${compared.text.trim()}\n\nMeasured by \`BENCH_COMPARE_ONLY=1 npm run bench\` on ${date}${process.env.BENCH_SHARED ? ` (${process.env.BENCH_SHARED})` : ''}; Node ${process.version}.`;
    writeSections(path.join(root, 'docs/PERFORMANCE.md'), { compare: text });
    console.info(text);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
