import fs from 'node:fs';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { RoasterUserEntity, UserEntity } from '../core/database/entities';
import { audit } from '../core/database/entities/audit';
import { ROAST_LOG_MAX_BYTES, ROAST_LOG_MAX_SAMPLES } from '@beantrail/contracts';
import { databases, signIn, startApp } from '../testing/test-app';

// The real Artisan roast in both export forms (/work/shared/data/roast-logs).
const DATA = path.resolve(__dirname, '../../../../shared/data/roast-logs');
const ALOG = fs.readFileSync(path.join(DATA, 'haiti-baptiste-2021-02-09.alog'));
const CSV = fs.readFileSync(path.join(DATA, 'haiti-baptiste-2021-02-09.csv'));
const URL = '/api/roaster/roasting/log/upload';

describe.each(databases())('roast log upload on %s (spec 001 §4, §6, §8)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let paid: string; // PAID, given a ROASTER role in Demo Roasters below
  let manager: string; // a roaster manager of platform type USER (set below)
  let tester: string; // TESTER without any roaster role
  let roasterSeq: number;
  const http = () => request(app.getHttpServer());
  const upload = (cookie: string, name: string, data: Buffer | string, seq: number | null = roasterSeq) => {
    const req = http().post(URL).set('cookie', cookie);
    if (seq !== null) void req.field('roaster_seq', String(seq));
    return req.attach('file', Buffer.from(data), name);
  };

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    const users = db.getRepository(UserEntity);
    const paidUser = await users.findOneByOrFail({ user_id: 'paid' });
    const ownerUser = await users.findOneByOrFail({ user_id: 'roaster' });
    // Whatever the demo seed says, this roaster manager is a plain USER here.
    await users.update({ user_id: 'roaster.mng' }, { user_type: 'USER' });
    // The owner's roaster is Demo Roasters; PAID joins it as staff so both rules can be met.
    const membership = await db.getRepository(RoasterUserEntity).findOneByOrFail({ user_seq: ownerUser.user_seq });
    roasterSeq = membership.roaster_seq;
    await db.getRepository(RoasterUserEntity).insert({
      roaster_seq: roasterSeq,
      user_seq: paidUser.user_seq,
      user_auth: 'ROASTER',
      user_status: 'JOIN',
      ...audit(null),
    });
    [paid, manager, tester] = [
      await signIn(app, 'paid'),
      await signIn(app, 'roaster.mng'),
      await signIn(app, 'tester'),
    ];
  });
  afterAll(async () => {
    await app.close();
  });

  it('§4 the real .alog: stages from CHARGE in °C, the chart log, and the success message', async () => {
    const res = await upload(paid, 'haiti.alog', ALOG);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'OK', description: 'roastingfile_upload_label' });
    const { fields, log } = res.body.result;
    expect(fields).toMatchObject({
      roasting_start_term: 0,
      roasting_start_bean: 90.1,
      roasting_start_air: 69.5,
      roasting_dried_term: 57,
      roasting_dried_bean: 149.2,
      roasting_first_start_term: 336,
      roasting_first_start_bean: 204.5,
      roasting_first_end_term: 395,
      roasting_second_start_term: null,
      roasting_second_start_bean: null,
      roasting_end_term: 461,
      roasting_end_bean: 215.5,
      roasting_end_air: 208.8,
    });
    const chart = JSON.parse(fields.roasting_chart_log);
    expect(chart['0']).toEqual([90.1, 69.5]);
    expect(Object.keys(chart).length).toBeGreaterThan(450);
    expect(log).toMatchObject({ unit: 'F', samples: 507 });
    // The day and start time the file states (roastisodate, roasttime), for the roast date.
    expect(log).toMatchObject({ date: '2021-02-09', time: '20:15:17' });
    expect(Object.keys(log.events).sort()).toEqual(['charge', 'dried', 'end', 'first_end', 'first_start', 'turning']);
  });

  it('§4 the CSV export of the same roast gives the same fields', async () => {
    const [a, c] = [await upload(paid, 'haiti.alog', ALOG), await upload(paid, 'haiti.csv', CSV)];
    expect(c.status).toBe(200);
    expect(c.body.result.fields).toEqual(a.body.result.fields);
    // The CSV's "Date:09.02.2021" is the same day.
    expect(c.body.result.log).toMatchObject({ date: '2021-02-09', time: '20:15' });
    const plain = await upload(paid, 'plain.txt', 'time\tBT\tET\n0\t200\t220\n60\t150\t210\n');
    expect(plain.status).toBe(200);
    expect(plain.body.result.log).toMatchObject({ date: null, time: null });
  });

  it('§4 §8 JSON shows the under-construction notice; other types are refused; bad content is malformed', async () => {
    const json = await upload(paid, 'roast.json', '{"timex": []}');
    expect(json.status).toBe(400);
    expect(json.body).toMatchObject({ status: '400', description: 'under_construction_text', result: null });
    const png = await upload(paid, 'chart.png', Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(png.status).toBe(400);
    expect(png.body.description).toBe('not_checked_file_label');
    const bad = await upload(paid, 'broken.alog', "{'timex': [1, 2");
    expect(bad.status).toBe(400);
    expect(bad.body.description).toBe('roastingfile_malformed');
    expect(typeof bad.body.message).toBe('string');
  });

  it('a CSV cut in the middle of a row, or cut before its header stages, is refused with roastingfile_malformed', async () => {
    const text = CSV.toString('utf8');
    // The real file cut inside its last row's BT reading.
    const cutRow = await upload(paid, 'haiti.csv', text.slice(0, text.lastIndexOf('363.308') + 4));
    expect(cutRow.status).toBe(400);
    expect(cutRow.body).toMatchObject({
      status: '400',
      description: 'roastingfile_malformed',
      field: 'file',
      result: null,
    });
    // Cut cleanly after 300 samples (05:03): FCs 06:13 and DROP 08:18 of its header lie past its data.
    const cutStages = await upload(paid, 'haiti.csv', text.split('\n').slice(0, 302).join('\n'));
    expect(cutStages.status).toBe(400);
    expect(cutStages.body).toMatchObject({ description: 'roastingfile_malformed', field: 'file' });
    // The same file cut after its DROP (cooling samples lost) still imports; the detail of each
    // refusal is asserted in contracts' parse-roast-log.spec.ts.
    const afterDrop = await upload(paid, 'haiti.csv', text.split('\n').slice(0, 502).join('\n'));
    expect(afterDrop.status).toBe(200);
    expect(afterDrop.body.result.fields.roasting_end_term).toBe(461);
  });

  it('§9 one file only: two files are refused with roastingfile_one; none is a bad request', async () => {
    const two = await http()
      .post(URL)
      .set('cookie', paid)
      .field('roaster_seq', String(roasterSeq))
      .attach('file', ALOG, 'a.alog')
      .attach('file2', CSV, 'b.csv');
    expect(two.status).toBe(400);
    expect(two.body.description).toBe('roastingfile_one');
    const none = await http().post(URL).set('cookie', paid).field('roaster_seq', String(roasterSeq));
    expect(none.status).toBe(400);
    expect(none.body.description).toBe('bad_request');
    const notMultipart = await http().post(URL).set('cookie', paid).send({ roaster_seq: roasterSeq });
    expect(notMultipart.status).toBe(400);
  });

  it('refuses a file over 2 MB, more than a real log needs', async () => {
    const big = await upload(paid, 'big.csv', Buffer.alloc(ROAST_LOG_MAX_BYTES + 10, 'a'));
    expect(big.status).toBe(413);
    expect(big.body.description).toBe('roastingfile_large');
    expect(
      (await upload(paid, 'big.csv', Buffer.alloc(ROAST_LOG_MAX_BYTES + 10, 'a')).set('x-locale', 'en')).body.message,
    ).toBe('The file is too large (at most 2 MB). A roast log is usually a few hundred KB');
  });

  /** A plain table of `rows` samples whose clock wraps every hour (the reported file: a 500, every time). */
  const table = (rows: number) =>
    [
      'time\tBT\tET',
      ...Array.from(
        { length: rows },
        (_, i) =>
          `${String(Math.floor(i / 60) % 60).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}\t${150 + (i % 50)}\t${200 + (i % 40)}`,
      ),
    ].join('\n');

  /** The shortest rows a table can have: 200,000 of them fit under the size limit. */
  const terse = (rows: number) => Array.from({ length: rows }, (_, i) => `${i % 3600}\t1\t1`).join('\n');

  it('refuses more rows than a real log has, with the limit in the message; 200,000 rows is that 400, not a 500', async () => {
    for (const [rows, text] of [
      [ROAST_LOG_MAX_SAMPLES + 1, table(ROAST_LOG_MAX_SAMPLES + 1)],
      [200_000, terse(200_000)],
    ] as const) {
      expect(Buffer.byteLength(text)).toBeLessThan(ROAST_LOG_MAX_BYTES);
      const res = await upload(paid, 'long.csv', text).set('x-locale', 'en');
      expect({ rows, status: res.status, description: res.body.description, message: res.body.message }).toEqual({
        rows,
        status: 400,
        description: 'roastingfile_rows',
        message: 'The log is too long (at most 20,000 rows). An hour of roasting is about 3,600 rows',
      });
    }
    const most = await upload(paid, 'long.csv', table(ROAST_LOG_MAX_SAMPLES));
    expect([most.status, most.body.result?.log.samples]).toEqual([200, ROAST_LOG_MAX_SAMPLES]);
  });

  it('reads one file per user at a time (a second at once is 429 upload_busy); other users are not held up', async () => {
    const long = table(ROAST_LOG_MAX_SAMPLES);
    const same = await Promise.all([upload(paid, 'a.csv', long), upload(paid, 'b.csv', long)]);
    expect(same.map((r) => [r.status, r.body.description]).sort()).toEqual([
      [200, 'roastingfile_upload_label'],
      [429, 'upload_busy'],
    ]);
    // Afterwards the same user may upload again.
    expect((await upload(paid, 'c.csv', CSV)).status).toBe(200);
    // Another user's upload at the same moment is read too.
    const owner = await signIn(app, 'roaster');
    const two = await Promise.all([upload(paid, 'a.csv', long), upload(owner, 'b.csv', CSV)]);
    expect(two.map((r) => r.status)).toEqual([200, 200]);
  });

  it('§6 rights: an ADMIN with a roaster role may upload too', async () => {
    const adminUser = await db.getRepository(UserEntity).findOneByOrFail({ user_id: 'admin' });
    await db.getRepository(RoasterUserEntity).insert({
      roaster_seq: roasterSeq,
      user_seq: adminUser.user_seq,
      user_auth: 'MNG',
      user_status: 'JOIN',
      ...audit(null),
    });
    const res = await upload(await signIn(app, 'admin'), 'haiti.csv', CSV);
    expect(res.status).toBe(200);
    expect(res.body.result.fields.roasting_end_term).toBe(461);
  });

  it('§6 rights: a USER-type roaster manager gets 403, a TESTER without a roaster role 403, a guest 401, no roaster_seq 400', async () => {
    const user = await upload(manager, 'haiti.alog', ALOG);
    expect(user.status).toBe(403);
    expect(user.body.description).toBe('nopermission_text');
    const noRole = await upload(tester, 'haiti.alog', ALOG);
    expect(noRole.status).toBe(403);
    expect(noRole.body.description).toBe('role_not_held');
    const guest = await http().post(URL).field('roaster_seq', String(roasterSeq)).attach('file', ALOG, 'haiti.alog');
    expect(guest.status).toBe(401);
    expect(guest.body.description).toBe('noauth_text');
    const noSeq = await upload(paid, 'haiti.alog', ALOG, null);
    expect(noSeq.status).toBe(400);
    expect(noSeq.body).toMatchObject({ description: 'bad_request', field: 'roaster_seq' });
  });

  it('§4 parses only: no table gains or loses rows', async () => {
    const counts = async () => {
      const out: Record<string, number> = {};
      for (const meta of db.entityMetadatas) out[meta.tableName] = await db.getRepository(meta.target).count();
      return out;
    };
    const before = await counts();
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['app_user', 'roaster', 'roaster_user', 'session']));
    for (const [name, data] of [
      ['a.alog', ALOG],
      ['b.csv', CSV],
      ['c.json', '{}'],
    ] as const)
      await upload(paid, name, data);
    expect(await counts()).toEqual(before);
  });
});
