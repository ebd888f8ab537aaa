// Bench data, written straight into the product's database after its migrations ran: a million
// regions (registration times 1 ms apart, so the default order is total) and farms for the save
// runs (all at one known edit_at, each edited by one connection at a time). SQLite via
// better-sqlite3 (one transaction), MariaDB via mysql2 (multi-row INSERTs).
const BASE = Date.parse('2020-01-01T00:00:00Z');
const stamp = (ms) => new Date(ms).toISOString().replace('T', ' ').replace('Z', '');
const COUNTRIES = ['ETH', 'KEN', 'COL', 'BRA', 'GTM', 'CRI', 'PAN', 'HND', 'IDN', 'RWA'];
/** The farms' edit_at as the API carries it. */
const FARM_EDIT_AT = '2020-01-01T00:00:00.000Z';

const regionRow = (i) => [
  COUNTRIES[i % COUNTRIES.length],
  `Bench region ${i}`,
  `벤치 지역 ${i}`,
  1,
  'bench',
  stamp(BASE + i),
  'bench',
  stamp(BASE + i),
];
const REGION_COLS = 'region_country, region_name, region_name_locale, region_use, rgst_by, rgst_at, edit_by, edit_at';
const farmRow = (i, country) => [
  `Bench farm ${i}`,
  `벤치 농장 ${i}`,
  country,
  1,
  'bench',
  stamp(BASE),
  'bench',
  stamp(BASE),
];
const FARM_COLS = 'farm_name, farm_name_locale, farm_country_code, farm_use, rgst_by, rgst_at, edit_by, edit_at';
const COUNTRY_SQL =
  "SELECT code_id FROM code WHERE code_group_id = 'CNTR' AND code_filter = 'CFPRDC' AND code_use = 1 ORDER BY code_id LIMIT 1";
const ANCHOR_SQL = 'SELECT rgst_at, region_seq FROM region ORDER BY rgst_at DESC, region_seq DESC LIMIT 1 OFFSET ?';

const cursor = (row) =>
  Buffer.from(
    JSON.stringify([
      typeof row.rgst_at === 'string' ? row.rgst_at : stamp(row.rgst_at.getTime()),
      Number(row.region_seq),
    ]),
  ).toString('base64url');

/** Seeds the SQLite file; returns the keyset cursor of the row before position rows/2, the farm ids and a valid country. */
function seedSqlite(file, rows, farms) {
  const db = new (require('better-sqlite3'))(file);
  db.pragma('busy_timeout = 10000');
  const country = db.prepare(COUNTRY_SQL).get().code_id;
  const region = db.prepare(`INSERT INTO region (${REGION_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const farm = db.prepare(`INSERT INTO farm (${FARM_COLS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const farmSeqs = [];
  db.transaction(() => {
    for (let i = 0; i < rows; i++) region.run(...regionRow(i));
    for (let i = 0; i < farms; i++) farmSeqs.push(Number(farm.run(...farmRow(i, country)).lastInsertRowid));
  })();
  const after = cursor(db.prepare(ANCHOR_SQL).get(Math.floor(rows / 2) - 1));
  db.close();
  return { after, farmSeqs, country };
}

async function seedMysql(url, rows, farms) {
  const conn = await require('mysql2/promise').createConnection({ uri: url, timezone: 'Z' });
  try {
    const [[{ code_id: country }]] = await conn.query(COUNTRY_SQL);
    const batch = 5000;
    for (let i = 0; i < rows; i += batch) {
      const values = [];
      for (let j = i; j < Math.min(rows, i + batch); j++) values.push(regionRow(j));
      await conn.query(`INSERT INTO region (${REGION_COLS}) VALUES ?`, [values]);
    }
    const values = [];
    for (let i = 0; i < farms; i++) values.push(farmRow(i, country));
    const [res] = await conn.query(`INSERT INTO farm (${FARM_COLS}) VALUES ?`, [values]);
    const farmSeqs = values.map((_, i) => res.insertId + i);
    await conn.query('ANALYZE TABLE region, farm');
    const [[row]] = await conn.query(ANCHOR_SQL, [Math.floor(rows / 2) - 1]);
    return { after: cursor(row), farmSeqs, country };
  } finally {
    await conn.end();
  }
}

/** Drops every table of the MariaDB database (as the API tests do), so the product migrates a fresh one. */
async function resetMysql(url) {
  const conn = await require('mysql2/promise').createConnection(url);
  try {
    const [tables] = await conn.query(
      'SELECT table_name AS t FROM information_schema.tables WHERE table_schema = DATABASE()',
    );
    await conn.query('SET FOREIGN_KEY_CHECKS = 0');
    for (const { t } of tables) await conn.query(`DROP TABLE \`${t}\``);
    await conn.query('SET FOREIGN_KEY_CHECKS = 1');
  } finally {
    await conn.end();
  }
}

module.exports = { seedSqlite, seedMysql, resetMysql, FARM_EDIT_AT };
