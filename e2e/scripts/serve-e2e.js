// Starts the built product for the browser tests on a fresh SQLite file in demo mode.
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '../..');
const dir = path.join(root, 'test-results');
fs.mkdirSync(dir, { recursive: true });
// One file per port, so two suites on different E2E_PORTs do not share a database.
const db = path.join(dir, `e2e-${process.env.PORT || 8181}.sqlite`);
for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
process.env.SQLITE_PATH = db;
process.env.BEANTRAIL_MODE = 'demo';
// The browser tests also fail a statement that would wait for its own transaction (database/sqlite-serial.ts).
process.env.CHECK_TRANSACTIONS = process.env.CHECK_TRANSACTIONS ?? '1';
delete process.env.DATABASE_URL;
require(path.join(root, 'backend/dist/main.js'));
