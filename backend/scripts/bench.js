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
const { run } = require('./bench-load');
const { likeForLike, likeRows } = require('./bench-like');
const { seedSqlite, seedMysql, resetMysql } = require('./bench-seed');
const { hasTaskset, waitFor, startPinned } = require('./bench-servers');

const root = path.resolve(__dirname, '../..');
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const seconds = Number(process.env.BENCH_SECONDS ?? 4);
const children = [];

const startServer = (script, port, extraEnv) => startPinned(children, script, port, extraEnv);

async function load(url, headers = {}) {
  return (await run(url, headers)).rps;
}

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

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

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
    const listUrl = `${url(APP)}/api/setting/country/region/list`;
    const series = {
      baseline: [],
      health: [],
      me: [],
      base2: [],
      post: [],
      postTuned: [],
      first: [],
      deep: [],
      keyset: [],
      deep1: [],
    };
    for (let r = 0; r < rounds; r++) {
      console.info(`round ${r + 1} of ${rounds}`);
      for (const e of engines) await e.round();
      series.baseline.push(await load(`${url(BASE)}/health`));
      series.health.push(await load(`${url(APP)}/api/public/health`));
      series.me.push(await load(`${url(APP)}/api/sign/me`, { cookie }));
      series.base2.push(await run(`${url(BASE)}/health`));
      // The ceiling: bare Fastify doing nothing but take the list's POST body (as shipped, and with
      // the server's process tuning).
      series.post.push(await run(`${url(BASE)}/list`, {}, { page: 1, list_count: 10 }));
      series.postTuned.push(await run(`${url(TUNED)}/list`, {}, { page: 1, list_count: 10 }));
      series.first.push(await run(listUrl, { cookie: admin }, { page: 1, list_count: 10 }));
      series.deep.push(await run(listUrl, { cookie: admin }, { page: deepPage, list_count: 10 }));
      series.keyset.push(await run(listUrl, { cookie: admin }, { page: deepPage, list_count: 10, after }));
      // One connection: the handler's own latency, without queueing behind nine other requests.
      series.deep1.push(await run(listUrl, { cookie: admin }, { page: deepPage, list_count: 10 }, 1));
    }
    const like = engines.flatMap((e) => likeRows(e.engine, e.series));
    const b = median(series.baseline);
    const health = median(series.health) / b;
    const me = median(series.me) / b;
    const fast = { rps: median(series.base2.map((x) => x.rps)), p99: median(series.base2.map((x) => x.p99)) };
    const ceiling = (xs) => ({
      rps: median(xs.map((x) => x.rps)) / fast.rps,
      p99: Math.max(1, median(xs.map((x) => x.p99))) / Math.max(1, fast.p99),
    });
    const postShipped = ceiling(series.post);
    const postTuned = ceiling(series.postTuned);
    const listOfGet = ceiling(series.first);
    const list = [
      ['bare Fastify GET /health', series.base2],
      ['bare Fastify POST with the list body, doing nothing', series.post],
      ['the same, with the server process tuning', series.postTuned],
      ['list, first page', series.first],
      [`list, page ${deepPage} by page number (offset ${(deepPage - 1) * 10})`, series.deep],
      [`list, page ${deepPage} by keyset cursor`, series.keyset],
      [`list, page ${deepPage} by page number, 1 connection`, series.deep1],
    ].map(([name, xs]) => {
      const rps = median(xs.map((x) => x.rps));
      const p99 = median(xs.map((x) => x.p99));
      return `| ${name} | ${Math.round(rps)} | ${p99} | ${(rps / fast.rps).toFixed(2)} | ${(Math.max(1, p99) / Math.max(1, fast.p99)).toFixed(1)} |`;
    });
    const date = new Date().toISOString().slice(0, 10);
    const deepP99 = median(series.deep.map((x) => x.p99));
    const verdict = (ok) => (ok ? 'met' : '**not met**');
    const targets = [
      ...like.flatMap((r) =>
        r.name.startsWith('save')
          ? [[`${r.engine}: ${r.name}, req/s / hand-made`, '>= 0.50', r.rps.toFixed(2), verdict(r.rps >= 0.5)]]
          : [
              [`${r.engine}: ${r.name}, req/s / hand-made`, '>= 0.50', r.rps.toFixed(2), verdict(r.rps >= 0.5)],
              [`${r.engine}: ${r.name}, p99 / hand-made`, '<= 2.0x', `${r.p99.toFixed(1)}x`, verdict(r.p99 <= 2)],
            ],
      ),
      ['SQLite: deep page (offset 500,000) p99, 10 connections', '<= 20 ms', `${deepP99} ms`, verdict(deepP99 <= 20)],
      ...like
        .filter((r) => r.engine === 'MariaDB' && r.name.includes('500,000'))
        .map((r) => [
          'MariaDB: deep page p99, 10 connections',
          '<= 20 ms',
          `${r.productP99} ms`,
          verdict(r.productP99 <= 20),
        ]),
      [
        'list, first page, req/s / bare Fastify GET (kept for history)',
        '(was >= 0.40)',
        listOfGet.rps.toFixed(2),
        'history',
      ],
    ];
    const sections = {
      header: `Measured by \`npm run bench\` on ${date}: ${os.cpus().length} cores${process.env.BENCH_SHARED ? `, ${process.env.BENCH_SHARED}` : ''}; ${rounds} interleaved rounds of ${seconds} s,
10 connections, every server pinned to core 0${hasTaskset ? '' : ' (taskset missing: not pinned)'}, the load generator in the bench process; Node ${process.version}.
Every server-side figure is a ratio against a baseline measured in the same run, so the noise of a shared machine cancels out as far as it can.`,
      targets: `| figure | target | measured | |\n|---|---|---|---|\n${targets.map((t) => `| ${t.join(' | ')} |`).join('\n')}`,
      like: `| engine | target | hand-made req/s | hand-made p99 ms | product req/s | product p99 ms | req/s ratio | p99 ratio |
|---|---|---|---|---|---|---|---|
${like.map((r) => r.line).join('\n')}`,
      api: `| target | throughput / bare Fastify GET |\n|---|---|\n| GET /api/public/health (Nest, envelope) | ${health.toFixed(2)} |\n| GET /api/sign/me with a session (DB lookup) | ${me.toFixed(2)} |`,
      list: `Seeding took ${seedSeconds.toFixed(1)} s. The do-nothing POST reaches ${postShipped.rps.toFixed(2)} of the bare GET (p99 ${postShipped.p99.toFixed(1)}x), ${postTuned.rps.toFixed(2)} (${postTuned.p99.toFixed(1)}x) with the server's process tuning.

| target | req/s | p99 ms | req/s / GET | p99 / GET |
|---|---|---|---|---|
${list.join('\n')}`,
    };
    // Lighthouse on the public pages (the demo lot's bean story page too), against the same running build.
    const lh = await require('./bench-lighthouse').lighthouseSection(url(APP), {
      beanPath: demoBeanPath(sqlite),
      deepLinks: require('./bench-frontend').demoDeepLinks(sqlite),
    });
    sections.lighthouse = lh.text;
    // Front-end weights and time to the first list rows, from the production build.
    const frontend = require('./bench-frontend');
    const deepLinks = frontend.demoDeepLinks(sqlite);
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
    targets.push([
      'Collection commit of 2,000 rows, time per row / one form save',
      '<= 0.25',
      collection.ratio === null ? 'not measured' : collection.ratio.toFixed(2),
      verdict(collection.ratio !== null && collection.ratio <= 0.25),
    ]);
    targets.push([
      "Compare 6 roasts of 1 h logs, time / one roast's chart (click to drawn)",
      '(measured)',
      `${compared.ratio.toFixed(2)}x, bytes ${compared.bytesRatio.toFixed(2)}x`,
      '-',
    ]);
    targets.push([
      'health p99 under 4 maximal uploads / alone (worker pool)',
      '<= 2x',
      `${uploads.ratio.toFixed(1)}x`,
      verdict(uploads.ratio <= 2),
    ]);
    for (const r of fe.results) {
      targets.push([`${r.name}: shell JS, gzip`, `<= 250 KB`, `${r.shell.toFixed(1)} KB`, verdict(r.shell <= 250)]);
      if (r.area)
        targets.push([
          `${r.name}: the ${r.area} area's own JS, gzip`,
          `<= 100 KB`,
          `${r.own.toFixed(1)} KB`,
          verdict(r.own <= 100),
        ]);
      const most = Math.max(...Object.values(r.copies));
      targets.push([
        `${r.name}: copies of react, react-dom, @mui/material, @emotion`,
        '1 each',
        Object.values(r.copies).join(', '),
        most > 1 ? '**FAIL**' : 'met',
      ]);
      if (r.rows)
        targets.push([
          `${r.name}: navigation to first rows, cold / warm`,
          '(measured)',
          `${Math.round(r.cold)} / ${Math.round(r.warm)} ms`,
          '-',
        ]);
    }
    for (const r of fe.deep) {
      const ok = r.total <= frontend.DEEP_KB && r.files <= frontend.DEEP_FILES;
      targets.push([
        `${r.name} (deep link): JS transferred, files`,
        `<= ${frontend.DEEP_KB} KB, <= ${frontend.DEEP_FILES}`,
        `${r.total.toFixed(1)} KB, ${r.files}`,
        verdict(ok),
      ]);
    }
    for (const r of lh.results) {
      if (r.failed)
        targets.push([`Lighthouse ${r.preset}, ${r.name}`, 'perf >= 90, a11y >= 95', 'failed to run', '**not met**']);
      else
        targets.push([
          `Lighthouse ${r.preset}, ${r.name}: performance / accessibility`,
          '>= 90 / >= 95',
          `${r.perf} / ${r.a11y}`,
          verdict(r.perf >= 90 && r.a11y >= 95),
        ]);
    }
    sections.targets = `| figure | target | measured | |\n|---|---|---|---|\n${targets.map((t) => `| ${t.join(' | ')} |`).join('\n')}`;
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

/** The demo lot's public bean page (the page its QR code opens: the story page). */
function demoBeanPath(file) {
  const db = new (require('better-sqlite3'))(file, { readonly: true });
  try {
    // The demo House Blend lot's QR page, the drinker's story page (DTL for guests in the demo).
    const row = db
      .prepare(
        'SELECT blending_result_uuid_str AS uuid FROM blending_result WHERE blending_use = 1 AND blending_result_uuid_str IS NOT NULL ORDER BY blending_result_seq LIMIT 1',
      )
      .get();
    return row ? `/info/beannote/beandetail/${row.uuid}` : undefined;
  } finally {
    db.close();
  }
}

/** Replaces each `<!-- bench:name -->…<!-- /bench:name -->` block of the document (prose around them is hand-written). */
function writeSections(file, sections) {
  let text = fs.readFileSync(file, 'utf8');
  for (const [name, body] of Object.entries(sections)) {
    const open = `<!-- bench:${name} -->`;
    const close = `<!-- /bench:${name} -->`;
    const block = `${open}\n${body.trim()}\n${close}`;
    const a = text.indexOf(open);
    const b = text.indexOf(close);
    text =
      a >= 0 && b > a ? text.slice(0, a) + block + text.slice(b + close.length) : `${text.trimEnd()}\n\n${block}\n`;
  }
  fs.writeFileSync(file, text);
  return text;
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
