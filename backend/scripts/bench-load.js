// Load generation for `npm run bench`: autocannon runs (req/s and p99), and the save load, where
// every request must carry the record's current edit_at (the lost-update check, 409 otherwise).
const autocannon = require('autocannon');

const seconds = () => Number(process.env.BENCH_SECONDS ?? 4);

function finish(url, resolve, reject) {
  return (err, res) => {
    if (err) return reject(err);
    if (res.non2xx > 0 || res.errors > 0)
      return reject(new Error(`${url}: ${res.non2xx} non-2xx, ${res.errors} errors`));
    resolve({ rps: res.requests.average, p99: res.latency.p99, p50: res.latency.p50 });
  };
}

/** GET, or POST with a JSON body, for BENCH_SECONDS on `connections` connections. */
function run(url, headers = {}, body, connections = 10) {
  const opts = { url, connections, duration: seconds(), headers };
  if (body !== undefined)
    Object.assign(opts, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...headers, 'content-type': 'application/json' },
    });
  return new Promise((resolve, reject) => {
    const instance = autocannon(opts, finish(url, resolve, reject));
    let shown = 0;
    instance.on('reqError', (e) => shown++ < 2 && console.error(`${url}: ${e.message}`));
  });
}

/**
 * Edits of ten fields, each on a record no other connection is editing: a request takes a farm
 * from the pool with the edit_at it last saw, and its reply (farm_seq, new edit_at) puts it back.
 * `farms` must hold more ids than connections; they all start at `editAt`.
 */
function runSaves(url, cookie, farms, country, editAt, connections = 10) {
  const pool = farms.map((seq) => ({ seq, editAt }));
  let n = 0;
  const setupRequest = (req) => {
    const farm = pool.shift();
    n++;
    const body = {
      mode: 'edit',
      keys: { farm_seq: farm.seq },
      edit_at: farm.editAt,
      UPList: {
        farm_name_locale: `벤치 농장 ${farm.seq} · ${n}`,
        farm_name: `Bench farm ${farm.seq} (${n})`,
        farm_nick_locale: '벤치',
        farm_nick: 'Bench',
        farm_country_code: country,
        farm_region_seq: null,
        farm_region_etc: `Slope ${n % 7}`,
        farm_desc: `Edited by the bench, run ${n}.`,
        farm_detail: 'Washed and natural lots; altitude 1,900 m.',
        farm_use: n % 2 === 0,
      },
    };
    return {
      ...req,
      method: 'POST',
      body: JSON.stringify(body),
      headers: { ...req.headers, cookie, 'content-type': 'application/json' },
    };
  };
  const onResponse = (status, body) => {
    if (status !== 200) return;
    const { result } = JSON.parse(body);
    pool.push({ seq: result.farm_seq, editAt: result.edit_at });
  };
  const opts = { url, connections, duration: seconds(), requests: [{ setupRequest, onResponse }] };
  return new Promise((resolve, reject) => autocannon(opts, finish(url, resolve, reject)));
}

module.exports = { run, runSaves };
