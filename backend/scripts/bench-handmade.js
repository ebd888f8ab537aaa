// The like-for-like baseline of `npm run bench`: bare Fastify + the driver
// (better-sqlite3, or mysql2 when BENCH_MYSQL_URL is set) doing by hand the same work as the
// product's list and save, on the same database file / schema, with no Nest, TypeORM or engine:
//  - POST /api/setting/country/region/list: cookie → SHA-256 → the session row joined to its user,
//    the admin type check, the list body (page, list_count), the count (cached 30 s like the
//    product's), the same deferred-join page query (a deep page seeks from a cached keyset anchor,
//    as the product does), ten rows mapped to the wire (booleans, ISO times) in the same envelope;
//  - POST /api/setting/country/farm/edit: the same session and type check, the ten fields checked
//    (declared, well-formed Unicode, byte bounds, required, boolean, the country code in use), the
//    row loaded, then one transaction with the version-checked UPDATE (0 rows → 409).
// The bench checks that both servers answer the same bytes for the list before it measures.
const { createHash } = require('node:crypto');
const fastify = require('fastify')();

const mysqlUrl = process.env.BENCH_MYSQL_URL;
const mysql = !!mysqlUrl;
const q = (name) => (mysql ? '`' + name + '`' : '"' + name + '"');

/** all(sql, params) → rows; tx(fn) runs fn(run) in one transaction, run(sql, params) → affected rows. */
function sqliteDb(file) {
  const db = new (require('better-sqlite3'))(file);
  db.pragma('busy_timeout = 10000');
  const statements = new Map();
  const prepared = (sql) => {
    let s = statements.get(sql);
    if (!s) statements.set(sql, (s = db.prepare(sql)));
    return s;
  };
  return {
    all: async (sql, params) => prepared(sql).all(...params),
    tx: async (fn) => {
      prepared('BEGIN IMMEDIATE').run();
      try {
        const out = await fn(async (sql, params) => prepared(sql).run(...params).changes);
        prepared('COMMIT').run();
        return out;
      } catch (e) {
        prepared('ROLLBACK').run();
        throw e;
      }
    },
  };
}

function mysqlDb(url) {
  const pool = require('mysql2/promise').createPool({
    uri: url,
    connectionLimit: 10,
    timezone: 'Z',
    dateStrings: false,
  });
  return {
    all: async (sql, params) => (await pool.query(sql, params))[0],
    tx: async (fn) => {
      const conn = await pool.getConnection();
      try {
        await conn.query('START TRANSACTION');
        const out = await fn(async (sql, params) => (await conn.query(sql, params))[0].affectedRows);
        await conn.query('COMMIT');
        return out;
      } catch (e) {
        await conn.query('ROLLBACK');
        throw e;
      } finally {
        conn.release();
      }
    },
  };
}

const db = mysql ? mysqlDb(mysqlUrl) : sqliteDb(process.env.SQLITE_PATH);

const SESSION_SQL =
  'SELECT s.created_at AS created_at, s.expires_at AS expires_at, u.user_seq AS user_seq, u.user_id AS user_id, u.user_type AS user_type, u.user_use AS user_use ' +
  `FROM ${q('session')} s INNER JOIN app_user u ON u.user_seq = s.user_seq WHERE s.session_id = ?`;

class Refused extends Error {
  constructor(status, key, field) {
    super(key);
    Object.assign(this, { status, key, field });
  }
}

/** The signed-in administrator behind the bt_session cookie, or 401/403. */
async function admin(request) {
  const cookie = request.headers.cookie ?? '';
  const at = cookie.indexOf('bt_session=');
  if (at < 0) throw new Refused(401, 'noauth_text');
  const end = cookie.indexOf(';', at);
  const token = decodeURIComponent(cookie.slice(at + 11, end < 0 ? undefined : end));
  const [row] = await db.all(SESSION_SQL, [createHash('sha256').update(token).digest('hex')]);
  if (!row || !Number(row.user_use) || Number(row.expires_at) <= Date.now()) throw new Refused(401, 'noauth_text');
  if (row.user_type !== 'ADMIN' && row.user_type !== 'SADMIN') throw new Refused(403, 'nopermission_text');
  return row;
}

fastify.setErrorHandler((error, _request, reply) => {
  const status = error instanceof Refused ? error.status : 500;
  void reply.status(status).send({
    status: 'ERROR',
    description: error instanceof Refused ? error.key : 'server_error',
    result: error.field ?? null,
  });
});

const pad = (n, w = 2) => String(n).padStart(w, '0');
const toDbTime = (d) =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}.${pad(d.getUTCMilliseconds(), 3)}`;
const iso = (v) =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString()
      : `${v.slice(0, 10)}T${v.slice(11, 19)}${v.length === 19 ? '.000' : v.slice(19)}Z`;
const stored = (v) => (v instanceof Date ? toDbTime(v) : v);

// The region list: the same SQL the product sends for the default order (rgst_at desc, region_seq desc).
const ORDER = `${q('rgst_at')} DESC, ${q('region_seq')} DESC`;
const COLS = [
  'region_seq',
  'region_country',
  'region_code',
  'region_name_locale',
  'region_name',
  'region_use',
  'rgst_at',
  'edit_at',
];
const SELECT = COLS.map((c) => `t.${q(c)}`).join(', ');
const pageSql = (where, limit, offset) =>
  `SELECT ${SELECT} FROM ${q('region')} t INNER JOIN (SELECT ${q('region_seq')} FROM ${q('region')} WHERE ${where} ORDER BY ${ORDER} LIMIT ${limit} OFFSET ${offset}) k ` +
  `ON t.${q('region_seq')} = k.${q('region_seq')} ORDER BY t.${q('rgst_at')} DESC, t.${q('region_seq')} DESC`;
const SEEK = `(${q('rgst_at')} <= ? AND (${q('rgst_at')} < ? OR (${q('region_seq')} < ?)))`;
const SIZES = [5, 10, 20, 30, 50, 100];
let count = { n: 0, at: -Infinity };
let counting = null;
const anchors = new Map();

fastify.post('/api/setting/country/region/list', async (request) => {
  await admin(request);
  const body = request.body ?? {};
  const page = Math.max(1, Math.floor(Number(body.page)) || 1);
  const listCount = SIZES.includes(Number(body.list_count)) ? Number(body.list_count) : 10;
  if (Date.now() - count.at >= 30_000) {
    // One count at a time, as the product does: requests arriving meanwhile wait for it.
    counting ??= db.all(`SELECT COUNT(*) AS n FROM ${q('region')} WHERE 1=1`, []).finally(() => (counting = null));
    const [row] = await counting;
    count = { n: Number(row.n), at: Date.now() };
  }
  const offset = (page - 1) * listCount;
  let rows = [];
  if (count.n > offset) {
    let anchor = offset >= 5000 ? anchors.get(offset) : undefined;
    if (offset >= 5000 && anchor === undefined) {
      const [row] = await db.all(
        `SELECT ${q('rgst_at')}, ${q('region_seq')} FROM ${q('region')} WHERE 1=1 ORDER BY ${ORDER} LIMIT 1 OFFSET ${offset - 1}`,
        [],
      );
      anchors.set(offset, (anchor = row ? [stored(row.rgst_at), Number(row.region_seq)] : null));
    }
    rows = anchor
      ? await db.all(pageSql(`1=1 AND ${SEEK}`, listCount, 0), [anchor[0], anchor[0], anchor[1]])
      : await db.all(pageSql('1=1', listCount, offset), []);
  }
  const last = rows.length === listCount ? rows[rows.length - 1] : undefined;
  const lastValues = last ? [stored(last.rgst_at), Number(last.region_seq)] : null;
  if (lastValues) anchors.set(offset + listCount, lastValues);
  return {
    status: 'OK',
    description: '',
    result: rows.map((r) => ({
      region_seq: Number(r.region_seq),
      region_country: r.region_country,
      region_code: r.region_code,
      region_name_locale: r.region_name_locale,
      region_name: r.region_name,
      region_use: r.region_use === null ? null : r.region_use === 1 || r.region_use === true || r.region_use === '1',
      rgst_at: iso(r.rgst_at),
      edit_at: iso(r.edit_at),
    })),
    pagination: {
      page,
      total_pages: Math.max(1, Math.ceil(count.n / listCount)),
      list_count: listCount,
      total_count: count.n,
    },
    paginationMap: {
      orderType: 'rgst_desc',
      next: lastValues ? Buffer.from(JSON.stringify(lastValues)).toString('base64url') : null,
    },
    write_check: 1,
  };
});

// The farm's ten editable fields with their bounds (contracts: admin/farm.ts, nameFields, useFlagField).
const FARM = {
  farm_name_locale: { max: 300, min: 3 },
  farm_name: { max: 300, min: 3 },
  farm_nick_locale: { max: 300 },
  farm_nick: { max: 300 },
  farm_country_code: { max: 45, required: true, code: true },
  farm_region_seq: { integer: true },
  farm_region_etc: { max: 300 },
  farm_desc: { max: 3000 },
  farm_detail: { max: 10000 },
  farm_use: { boolean: true, required: true },
};
const CODE_SQL = `SELECT ${q('code_id')} FROM ${q('code')} WHERE ${q('code_group_id')} = ? AND ${q('code_use')} = 1 AND ${q('code_filter')} = ? AND ${q('code_id')} IN (?)`;

function checked(name, value) {
  const rule = FARM[name];
  if (!rule) throw new Refused(400, 'bad_request', name);
  if (value === null || value === '') {
    if (rule.required) throw new Refused(400, 'field_required', name);
    return null;
  }
  if (rule.boolean) return value === true || value === 1 || value === '1' || value === 'true' ? 1 : 0;
  if (rule.integer) {
    if (!Number.isSafeInteger(Number(value))) throw new Refused(400, 'field_NaN', name);
    return Number(value);
  }
  if (typeof value !== 'string' || !value.isWellFormed()) throw new Refused(400, 'bad_request', name);
  const bytes = Buffer.byteLength(value);
  if (bytes > rule.max || (rule.min && bytes < rule.min)) throw new Refused(400, 'field_length', name);
  return value;
}

fastify.post('/api/setting/country/farm/edit', async (request) => {
  const user = await admin(request);
  const body = request.body;
  if (!body || body.mode !== 'edit' || typeof body.UPList !== 'object' || !body.UPList)
    throw new Refused(400, 'bad_request');
  const seq = Number(body.keys?.farm_seq);
  if (!Number.isInteger(seq)) throw new Refused(400, 'bad_request', 'farm_seq');
  const editAt = typeof body.edit_at === 'string' ? new Date(body.edit_at) : null;
  if (!editAt || Number.isNaN(editAt.getTime())) throw new Refused(400, 'bad_request', 'edit_at');
  const names = Object.keys(body.UPList);
  if (!names.length) throw new Refused(400, 'save_not_changed');
  const values = names.map((n) => checked(n, body.UPList[n]));
  const country = body.UPList.farm_country_code;
  if (country !== undefined && (await db.all(CODE_SQL, ['CNTR', 'CFPRDC', country])).length !== 1)
    throw new Refused(400, 'bad_request', 'farm_country_code');
  const [before] = await db.all(`SELECT * FROM ${q('farm')} WHERE ${q('farm_seq')} = ?`, [seq]);
  if (!before) throw new Refused(404, 'nopage_text');
  const prev = Date.parse(iso(before.edit_at instanceof Date ? before.edit_at : String(before.edit_at)));
  const now = toDbTime(new Date(Math.max(Date.now(), prev + 1)));
  const sets = [...names, 'edit_user', 'edit_by', 'edit_at'].map((n) => `${q(n)} = ?`).join(', ');
  const changed = await db.tx((run) =>
    run(`UPDATE ${q('farm')} SET ${sets} WHERE ${q('farm_seq')} = ? AND ${q('edit_at')} = ?`, [
      ...values,
      user.user_seq,
      user.user_id,
      now,
      seq,
      toDbTime(editAt),
    ]),
  );
  if (changed === 0) throw new Refused(409, 'save_conflict');
  return { status: 'OK', description: 'save_ok', result: { farm_seq: seq, edit_at: iso(now) } };
});

fastify.get('/health', async () => ({ status: 'OK', description: '', result: { area: 'public' } }));
fastify.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
