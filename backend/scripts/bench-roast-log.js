// Roast-log import for `npm run bench`: a generated 1 h, 1 Hz Artisan .alog in
// Python-literal syntax (~3,600 samples), parsed and turned into the form fields N times in this
// process with the built contracts (the code the server runs), then uploaded to the running server
// a few times for the whole request (multipart, guards, parse, envelope). Target: parse <= 100 ms.
// Returns a markdown section for docs/PERFORMANCE.md; an upload failure is reported, not thrown.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const RUNS = Number(process.env.BENCH_ROAST_RUNS ?? 100);
const UPLOADS = Number(process.env.BENCH_ROAST_UPLOADS ?? 20);
const TARGET_MS = 100;

const quantile = (xs, q) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil(q * xs.length) - 1)];
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;

function parseTimes(text, contracts) {
  const times = [];
  for (let i = 0; i < RUNS + 5; i++) {
    const start = process.hrtime.bigint();
    const parsed = contracts.parseRoastLog('bench.alog', text);
    if (!parsed.ok) throw new Error(`bench log did not parse: ${parsed.detail}`);
    contracts.roastLogToProfile(parsed.log);
    if (i >= 5) times.push(ms(start)); // the first runs warm the JIT up
  }
  return times;
}

async function uploadTimes(baseUrl, cookie, text) {
  const roles = await fetch(`${baseUrl}/api/userAuth/select`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ auth: ['roaster'] }),
  });
  const seq = (await roles.json()).result?.roaster_auth?.[0]?.auth_seq;
  if (!seq) return 'the bench user holds no roaster role';
  const times = [];
  for (let i = 0; i < UPLOADS; i++) {
    const form = new FormData();
    form.append('roaster_seq', String(seq));
    form.append('file', new Blob([text]), 'bench.alog');
    const start = process.hrtime.bigint();
    const res = await fetch(`${baseUrl}/api/roaster/roasting/log/upload`, {
      method: 'POST',
      headers: { cookie },
      body: form,
    });
    await res.arrayBuffer();
    if (res.status !== 200) return `status ${res.status}`;
    times.push(ms(start));
  }
  return times;
}

async function roastLogSection(baseUrl, cookie) {
  const dist = path.join(root, 'mf-shared/contracts/dist');
  const contracts = require(dist);
  const text = require(path.join(dist, 'roast-log/synthetic-alog')).syntheticAlog(3600);
  const parse = parseTimes(text, contracts);
  const upload = await uploadTimes(baseUrl, cookie, text).catch((e) => e.message);
  const med = quantile(parse, 0.5);
  const p99 = quantile(parse, 0.99);
  const uploadRow = Array.isArray(upload)
    ? `| upload to the running server, whole request (${UPLOADS} runs) | ${quantile(upload, 0.5).toFixed(1)} | ${quantile(upload, 0.99).toFixed(1)} | - |`
    : `| upload to the running server | not measured: ${upload} | | |`;
  return `
## Roast-log import

A generated 1 h, 1 Hz Artisan profile (${(text.length / 1024).toFixed(0)} KiB of Python-literal text, 3,600
samples in °F): \`parseRoastLog\` plus \`roastLogToProfile\` (stages and the chart log) ${RUNS} times in
the bench process with the built contracts, after 5 warm-up runs. Absolute milliseconds, because
the target is stated that way; they depend on this machine. The upload row adds the HTTP request,
multipart reading, the session and role checks and the envelope (server pinned as above).

| target | median ms | p99 ms | meets <= ${TARGET_MS} ms |
|---|---|---|---|
| parse + fields in process | ${med.toFixed(1)} | ${p99.toFixed(1)} | ${p99 <= TARGET_MS ? 'yes' : 'no'} |
${uploadRow}
`;
}

module.exports = { roastLogSection };
