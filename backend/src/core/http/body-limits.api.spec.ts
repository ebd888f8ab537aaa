import net from 'node:net';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { MESSAGES, ROASTER_PAGES } from '@beantrail/contracts';
import { DataSource } from 'typeorm';
import { databases, demoOrganisations, signIn, startApp } from '../../testing/test-app';
import { JSON_BODY_LIMIT } from './body-limits';
import { largestSaveBody } from '../../testing/largest-save';
import { declaredPageRoutes } from '../../testing/routes';

type Row = Record<string, unknown>;

/** A chart log as the import writes it (`{"<sec>":[bean,air],…}`, spec 001 §3) of exactly `length` characters. */
function chartLogOf(length: number): string {
  const entries: string[] = [];
  let text = '{}';
  for (let sec = 0; text.length < length; sec++) {
    entries.push(`"${sec}":[${(150 + (sec % 500) / 10).toFixed(1)},${(220 + (sec % 300) / 10).toFixed(1)}]`);
    text = `{${entries.join(',')}}`;
  }
  entries.pop();
  text = `{${entries.join(',')}}`;
  return text.slice(0, -1) + ' '.repeat(length - text.length) + '}';
}

/**
 * JSON bodies are limited to what the largest save needs (not 10 MB on every
 * route, anonymous too); only the roast-log upload keeps its 2 MB multipart limit; a body that
 * trickles in is cut off like slow headers are.
 */
describe.each(databases())('request body limits on %s (spec 001 §5)', (_name, database) => {
  let app: NestFastifyApplication;
  let db: DataSource;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startApp(await database());
    db = app.get(DataSource);
  });
  afterAll(() => app.close());

  it('refuses a 9 MB JSON body with 413 before any route reads it, anonymous or signed in', async () => {
    const huge = { user_id: 'roaster', user_pass: 'beantrail', pad: 'x'.repeat(9 * 1024 * 1024) };
    const anonymous = await http().post('/api/sign/signin').set('x-locale', 'en').send(huge);
    expect(anonymous.status).toBe(413);
    expect(anonymous.body).toEqual({
      status: '413',
      description: 'body_too_large',
      message: MESSAGES.body_too_large.en,
      result: null,
    });
    const cookie = await signIn(app, 'roaster');
    const signedIn = await http().post(ROASTER_PAGES.roasterEquip.api.list!).set('cookie', cookie).send(huge);
    expect([signedIn.status, signedIn.body.description]).toEqual([413, 'body_too_large']);
  });

  it('takes the largest save the declarations allow, with room to spare (measured from every declared page)', () => {
    const sizes = declaredPageRoutes(app)
      .filter((r) => r.action === 'save')
      .map(({ page }) => ({ page: page.id, bytes: Buffer.byteLength(JSON.stringify(largestSaveBody(page))) }))
      .sort((a, b) => b.bytes - a.bytes);
    // The roasting recipe and result (profile with its 100,000-byte chart log, 20 bean rows) are the largest, about 220 KB.
    expect(
      sizes
        .slice(0, 2)
        .map((s) => s.page)
        .sort(),
    ).toEqual(['roastingDefault', 'roastingResult']);
    expect(sizes[0].bytes).toBeGreaterThan(200_000);
    // Twice the largest fits; the limit is not much more than that.
    expect(sizes[0].bytes * 2).toBeLessThan(JSON_BODY_LIMIT);
    expect(JSON_BODY_LIMIT).toBeLessThanOrEqual(sizes[0].bytes * 3);
  });

  it('saves a roasting result with a 100,000-character chart log (spec 001 §5) through the limit', async () => {
    const { roaster } = await demoOrganisations(app);
    const cookie = await signIn(app, 'roaster');
    const [recipe] = (await db.query(
      `SELECT roasting_seq FROM roasting_default WHERE roasting_name = 'Haiti medium'`,
    )) as Row[];
    const [bean] = (await db.query(
      `SELECT greenbean_roaster_seq FROM greenbean_roaster WHERE greenbean_name = 'Haiti Baptiste'`,
    )) as Row[];
    const year = new Date().getUTCFullYear();
    const log = chartLogOf(100_000);
    const body = {
      roaster_seq: roaster,
      mode: 'write',
      UPList: {
        roasting_seq: Number(recipe.roasting_seq),
        roasting_result_year: year,
        roasting_result_date: `${year}-01-02`,
        roasting_mass: 850,
        roasting_instock: 1,
        roasting_profile_use: 0,
        roasting_chart_log: log,
        roasting_result_memo: '메모'.repeat(500),
      },
      sublists: {
        greenbean_rows: {
          UPList: [
            { greenbean_year: year, greenbean_roaster_seq: Number(bean.greenbean_roaster_seq), greenbean_mass: 1000 },
          ],
          DEList: [],
        },
      },
    };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(110_000);
    const res = await http().post(ROASTER_PAGES.roastingResult.api.edit).set('cookie', cookie).send(body);
    expect([res.status, res.body.description]).toEqual([200, 'save_ok']);
    const [stored] = (await db.query(
      `SELECT roasting_chart_log AS log FROM roasting_result WHERE roasting_result_seq = ?`,
      [res.body.result.roasting_result_seq],
    )) as Row[];
    expect(String(stored.log)).toBe(log);
  });

  it('keeps its own limit on the roast-log upload only (a 1.5 MB file is read, not refused for its size)', async () => {
    const { roaster } = await demoOrganisations(app);
    const cookie = await signIn(app, 'roaster');
    const res = await http()
      .post('/api/roaster/roasting/log/upload')
      .set('cookie', cookie)
      .field('roaster_seq', String(roaster))
      .attach('file', Buffer.alloc(1.5 * 1024 * 1024, 'a'), 'big.csv');
    expect(res.status).toBe(400);
    expect(res.body.description).toBe('roastingfile_malformed');
  });
});

/** Sends a request's head and part of its body, then nothing; resolves with what the server answers and when it closes. */
function trickle(
  port: number,
  head: string,
  partial: string,
  limitMs: number,
): Promise<{ closedAfterMs: number | null; answer: string }> {
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    const socket = net.connect(port, '127.0.0.1', () => socket.write(head + partial));
    socket.on('data', (chunk) => (answer += chunk.toString()));
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ closedAfterMs: null, answer });
    }, limitMs);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ closedAfterMs: Date.now() - started, answer });
    });
    socket.on('error', () => undefined);
  });
}

describe('slow requests time out', () => {
  let app: NestFastifyApplication;
  let port: number;

  beforeAll(async () => {
    const [, database] = databases()[0];
    app = await startApp(await database(), { REQUEST_TIMEOUT_SECONDS: '1' });
    await app.listen(0, '127.0.0.1');
    port = (app.getHttpServer().address() as net.AddressInfo).port;
  });
  afterAll(() => app.close());

  it('closes a connection whose JSON body stops arriving, with 408', async () => {
    const head =
      'POST /api/sign/signin HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n';
    const { closedAfterMs, answer } = await trickle(port, head, '{"user_id":"roa', 6000);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs!).toBeGreaterThanOrEqual(900);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes a connection whose headers stop arriving, the same way', async () => {
    const { closedAfterMs, answer } = await trickle(
      port,
      'GET /api/public/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
      'a',
      6000,
    );
    expect(closedAfterMs).not.toBeNull();
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
  });
});
