import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { COLLECTION_MAX_ROWS, type RecordValues } from '@beantrail/contracts';
import { databases, signIn, startApp } from '../../testing/test-app';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { greenbeanSheet } = require('../../../scripts/greenbean-sheet') as {
  greenbeanSheet: (
    catalogue: RecordValues[],
    count: number,
    options?: { format?: 'xlsx' | 'csv'; edit?: (row: RecordValues, i: number) => void },
  ) => Promise<{ data: Buffer; headers: string[]; names: string[] }>;
};

const URL = '/api/setting/system/collection';
const PAGE = 'greenbeanDefaultAdmin';

/**
 * Collection (002 §6 system settings, SADMIN only; §2.14 EXCEL_IN / EXCEL_UP): a spreadsheet's rows
 * into a master-data table, every row checked by the table's declaration, all in one transaction.
 */
describe.each(databases())('collection on %s (002 §6, §2.14)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  let sadmin: string;
  let admin: string;
  let catalogue: RecordValues[];
  const http = () => request(app.getHttpServer());
  const send = (
    step: 'preview' | 'commit',
    cookie: string,
    file: Buffer,
    name: string,
    fields: Record<string, string> = {},
  ) => {
    const req = http().post(`${URL}/${step}`).set('cookie', cookie).set('accept-language', 'en');
    for (const [k, v] of Object.entries({ page: PAGE, ...fields })) void req.field(k, v);
    return req.attach('file', file, name);
  };
  const count = async () => Number((await db.query('SELECT COUNT(*) AS n FROM greenbean_default'))[0].n);

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
    [sadmin, admin] = [await signIn(app, 'sadmin'), await signIn(app, 'admin')];
    catalogue = await db.query('SELECT * FROM greenbean_default ORDER BY greenbean_default_seq');
    expect(catalogue.length).toBeGreaterThan(0);
  }, 60_000);
  afterAll(async () => {
    await app.close();
  });

  it('a 2,000-row sheet with one bad row: the preview names the bad cell, a commit saves nothing', async () => {
    const before = await count();
    const { data } = await greenbeanSheet(catalogue, 2000, {
      edit: (row, i) => {
        // Line 1502 of the sheet (the header is line 1): an altitude that is no number.
        if (i === 1500) row.greenbean_altitude_min = 'high';
      },
    });
    const preview = await send('preview', sadmin, data, 'beans.xlsx');
    expect(preview.status).toBe(200);
    expect(preview.body.result).toMatchObject({ rows: 2000, inserted: 1999, refused: 1, committed: false });
    const refused = preview.body.result.outcomes.filter((o: { action: string }) => o.action === 'refused');
    expect(refused).toEqual([
      expect.objectContaining({
        line: 1502,
        column: 'greenbean_altitude_min',
        description: expect.any(String),
        message: expect.any(String),
      }),
    ]);
    expect(await count()).toBe(before);

    const commit = await send('commit', sadmin, data, 'beans.xlsx');
    expect(commit.status).toBe(400);
    expect(commit.body).toMatchObject({ description: 'collection_refused' });
    expect(commit.body.message).toContain('1 rows');
    expect(await count()).toBe(before);
  }, 120_000);

  it('the same 2,000 rows, good, are committed in one go; the report counts them', async () => {
    const before = await count();
    const { data, names } = await greenbeanSheet(catalogue, 2000);
    const commit = await send('commit', sadmin, data, 'beans.xlsx');
    expect(commit.status).toBe(200);
    expect(commit.body).toMatchObject({
      status: 'OK',
      description: 'collection_done',
      result: { rows: 2000, inserted: 2000, refused: 0, committed: true },
    });
    expect(await count()).toBe(before + 2000);
    // Stored as a form would have stored them: moisture ×10 (001 §5), the variety list as codes.
    const [saved] = await db.query('SELECT * FROM greenbean_default WHERE greenbean_name = ?', [names[0]]);
    expect(saved).toMatchObject({
      greenbean_moisture_min: catalogue[0].greenbean_moisture_min,
      greenbean_variety_list: catalogue[0].greenbean_variety_list,
      greenbean_country_code: catalogue[0].greenbean_country_code,
    });
    expect(saved.rgst_by).toBe('sadmin');
  }, 120_000);

  it('a CSV naming records by their key updates only what changed (EXCEL_UP), and leaves the rest', async () => {
    const [first, second] = catalogue;
    const csv = [
      'greenbean_default_seq,greenbean_name,greenbean_altitude_max',
      `${first.greenbean_default_seq},${first.greenbean_name},1550`,
      `${second.greenbean_default_seq},${second.greenbean_name},${second.greenbean_altitude_max}`,
    ].join('\n');
    const res = await send('commit', sadmin, Buffer.from(csv), 'update.csv');
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({ rows: 2, inserted: 0, updated: 1, unchanged: 1, refused: 0 });
    const [row] = await db.query(
      'SELECT greenbean_altitude_max, greenbean_name FROM greenbean_default WHERE greenbean_default_seq = ?',
      [first.greenbean_default_seq],
    );
    expect(row).toEqual({ greenbean_altitude_max: 1550, greenbean_name: first.greenbean_name });
  });

  it('the mapping renames a column; a mapping to a field the page does not take is refused', async () => {
    const csv = 'Name,Name (kr),Country,Variety,Use\nMapped Bean,매핑 원두,ETH,ETHL,1\n';
    const mapping = {
      Name: 'greenbean_name',
      'Name (kr)': 'greenbean_name_locale',
      Country: 'greenbean_country_code',
      Variety: 'greenbean_variety_list',
      Use: 'greenbean_use',
    };
    const preview = await send('preview', sadmin, Buffer.from(csv), 'mapped.csv');
    // Without a mapping, only headers that are field names are taken: none here, so the row lacks its name.
    expect(preview.body.result.mapping).toEqual({ Name: '', 'Name (kr)': '', Country: '', Variety: '', Use: '' });
    expect(preview.body.result.refused).toBe(1);
    const mapped = await send('commit', sadmin, Buffer.from(csv), 'mapped.csv', { mapping: JSON.stringify(mapping) });
    expect(mapped.status).toBe(200);
    expect(mapped.body.result).toMatchObject({ inserted: 1, committed: true });
    const [row] = await db.query(
      `SELECT greenbean_country_code FROM greenbean_default WHERE greenbean_name = 'Mapped Bean'`,
    );
    expect(row).toEqual({ greenbean_country_code: 'ETH' });
    const bad = await send('preview', sadmin, Buffer.from(csv), 'mapped.csv', {
      mapping: JSON.stringify({ Name: 'rgst_by' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ description: 'bad_request', field: 'mapping' });
  });

  it('an unknown code and an out-of-range number are named, each in its own row; nothing is saved', async () => {
    const before = await count();
    const csv =
      'greenbean_name,greenbean_name_locale,greenbean_country_code,greenbean_use,greenbean_altitude_min\nA bean,원두 가,XXX,1,1000\nB bean,원두 나,ETH,1,99999999999\n';
    const res = await send('preview', sadmin, Buffer.from(csv), 'bad.csv');
    expect(res.status).toBe(200);
    expect(res.body.result.outcomes).toEqual([
      expect.objectContaining({ line: 2, action: 'refused', column: 'greenbean_country_code' }),
      expect.objectContaining({ line: 3, action: 'refused', column: 'greenbean_altitude_min' }),
    ]);
    expect(await count()).toBe(before);
  });

  it('files it cannot read and sheets too long are refused with their own messages', async () => {
    const junk = await send('preview', sadmin, Buffer.from('PK\u0003\u0004 not really a workbook'), 'junk.xlsx');
    expect(junk.status).toBe(400);
    expect(junk.body).toMatchObject({ description: 'collection_file' });
    const other = await send('preview', sadmin, Buffer.from('a,b\n1,2\n'), 'sheet.ods');
    expect(other.body).toMatchObject({ description: 'collection_file' });
    const long = ['greenbean_name', ...Array.from({ length: COLLECTION_MAX_ROWS + 1 }, (_, i) => `bean ${i}`)].join(
      '\n',
    );
    const tooLong = await send('preview', sadmin, Buffer.from(long), 'long.csv');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toMatchObject({ description: 'collection_rows' });
    expect(tooLong.body.message).toContain('5,000');
    const page = await http()
      .post(`${URL}/preview`)
      .set('cookie', sadmin)
      .field('page', 'roasterAdmin')
      .attach('file', Buffer.from('a\n1\n'), 'a.csv');
    expect(page.status).toBe(400);
    expect(page.body).toMatchObject({ field: 'page' });
  });

  it("a wide sheet's mapping is read whole; a field past its size and a file past 2 MB are refused with their messages", async () => {
    // 40 columns, each mapped by hand (or left out): the mapping is a few KB of JSON.
    const extra = Array.from({ length: 36 }, (_, i) => `Extra column with a long descriptive header number ${i + 1}`);
    const headers = ['Name', 'Name (kr)', 'Country', 'Use', ...extra];
    const mapping = Object.fromEntries(
      headers.map((h) => [
        h,
        (
          {
            Name: 'greenbean_name',
            'Name (kr)': 'greenbean_name_locale',
            Country: 'greenbean_country_code',
            Use: 'greenbean_use',
          } as Record<string, string>
        )[h] ?? '',
      ]),
    );
    expect(JSON.stringify(mapping).length).toBeGreaterThan(2048);
    const csv = `${headers.join(',')}\nWide Bean,넓은 원두,ETH,1,${extra.map(() => 'x').join(',')}\n`;
    const wide = await send('preview', sadmin, Buffer.from(csv), 'wide.csv', { mapping: JSON.stringify(mapping) });
    expect(wide.status).toBe(200);
    expect(wide.body.result).toMatchObject({ rows: 1, inserted: 1, refused: 0 });
    const tooLong = await send('preview', sadmin, Buffer.from(csv), 'wide.csv', {
      mapping: JSON.stringify({ ...mapping, padding: 'x'.repeat(70_000) }),
    });
    expect(tooLong.status).toBe(413);
    expect(tooLong.body).toMatchObject({ description: 'bad_request', field: 'mapping' });
    const big = await send('preview', sadmin, Buffer.alloc(2 * 1024 * 1024 + 10, 0x41), 'big.csv');
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ description: 'collection_large' });
  });

  it('only the top administrator may use it (002 §6: SADMIN)', async () => {
    const csv = Buffer.from('greenbean_name\nX\n');
    expect((await send('preview', admin, csv, 'a.csv')).status).toBe(403);
    expect((await http().post(`${URL}/commit`).field('page', PAGE).attach('file', csv, 'a.csv')).status).toBe(401);
  });
});
