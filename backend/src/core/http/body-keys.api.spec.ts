import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { CODE_GROUPS_MAX, MESSAGES, REQUEST_ARRAY_MAX } from '@beantrail/contracts';
import { nestRoutes } from '../../testing/routes';
import { databases, signIn, startApp } from '../../testing/test-app';

// `{"toString": 1}` in place of any value (a search text, a
// role's seq, a record's key, a code call's parameter) was a 500 on some twenty routes. Refused
// for every route before any handler: 400 bad_request naming the key, and nothing runs.
describe('a body whose keys shadow what every object inherits (toString, valueOf, …)', () => {
  let app: NestFastifyApplication;
  let cafe: string;
  let roaster: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const [, database] = databases()[0];
    app = await startApp(await database());
    cafe = await signIn(app, 'cafe.barista');
    roaster = await signIn(app, 'roaster');
  });
  afterAll(() => app.close());

  it('is refused with 400 bad_request on list, detail, remove and code calls (it was a 500)', async () => {
    const calls: [string, string, Record<string, unknown>][] = [
      [cafe, '/api/cafe/coffeebean/default/list', { cafe_seq: 1, searchTitle: { toString: 1 } }],
      [cafe, '/api/cafe/coffeebean/default/list', { cafe_seq: { toString: 1 } }],
      [cafe, '/api/cafe/coffeebean/default/list', { cafe_seq: 1, page: { valueOf: 1, toString: 1 } }],
      [roaster, '/api/roaster/item/equip/detail', { roaster_seq: 1, roaster_equip_seq: { toString: 1 } }],
      [roaster, '/api/roaster/item/equip/remove', { roaster_seq: 1, keys: { roaster_equip_seq: { toString: 1 } } }],
      [roaster, '/api/code/company', { company_type: { toString: 1 } }],
      [roaster, '/api/roaster/roasting/result/code', { roaster_seq: 1, nested: [{ deeper: { hasOwnProperty: 1 } }] }],
    ];
    for (const [cookie, url, body] of calls) {
      const res = await http().post(url).set('cookie', cookie).set('x-locale', 'en').send(body);
      expect({ url, status: res.status, body: res.body }).toEqual({
        url,
        status: 400,
        body: expect.objectContaining({ status: '400', description: 'bad_request', message: MESSAGES.bad_request.en }),
      });
    }
  });

  it('lets the same calls through with ordinary values', async () => {
    const list = await http()
      .post('/api/cafe/coffeebean/default/list')
      .set('cookie', cafe)
      .send({ cafe_seq: 1, searchTitle: 'toString' });
    expect(list.status).toBe(200);
    const company = await http().post('/api/code/company').set('cookie', roaster).send({ company_type: 'ROASTER' });
    expect(company.status).toBe(200);
  });
});

// Every array of every request has a maximum. 32,767 code groups in one anonymous
// call was a 500 ("too many SQL variables"), 32,766 half a second of work.
describe('arrays longer than any request needs', () => {
  let app: NestFastifyApplication;
  let roaster: string;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    const [, database] = databases()[0];
    app = await startApp(await database());
    roaster = await signIn(app, 'roaster');
  });
  afterAll(() => app.close());

  it('POST /api/code/simple: more code groups than a page asks for is 400 array_too_long, anonymous or not; tens are answered', async () => {
    for (const n of [CODE_GROUPS_MAX + 1, REQUEST_ARRAY_MAX, REQUEST_ARRAY_MAX + 1, 32_766, 32_767]) {
      // Plain ids, as the report sent them (32,767 objects would pass the body limit, 413).
      const code_group = Array.from({ length: n }, (_, i) => `G${i}`);
      for (const cookie of ['', roaster]) {
        const res = await http()
          .post('/api/code/simple')
          .set('cookie', cookie)
          .set('x-locale', 'en')
          .send({ code_group });
        expect({ n, status: res.status, description: res.body.description, field: res.body.field }).toEqual({
          n,
          status: 400,
          description: 'array_too_long',
          field: 'code_group',
        });
        expect(res.body.message).toBe(
          `Too many items in one list (at most ${n > REQUEST_ARRAY_MAX ? REQUEST_ARRAY_MAX : CODE_GROUPS_MAX})`,
        );
      }
    }
    const ok = await http()
      .post('/api/code/simple')
      .send({ code_group: ['CNTR', 'VRT', 'PRCS'].map((id) => ({ id, edit_at: null })) });
    expect(ok.status).toBe(200);
    expect(Object.keys(ok.body.result).sort()).toEqual(['CNTR', 'PRCS', 'VRT']);
  });

  it('every POST route refuses a body holding a longer array than REQUEST_ARRAY_MAX, at any depth, before its handler: 400, never 5xx', async () => {
    const routes = nestRoutes(app).filter((r) => r.method === 'POST');
    expect(routes.length).toBeGreaterThan(100);
    const long = Array.from({ length: REQUEST_ARRAY_MAX + 1 }, (_, i) => i);
    const failures: string[] = [];
    for (const route of routes) {
      const url = route.path.replace(/:(\w+)/g, '1');
      for (const [who, cookie] of [
        ['guest', ''],
        ['roaster', roaster],
      ] as const) {
        for (const body of [{ list: long }, { roaster_seq: 1, UPList: { nested: [{ deeper: long }] } }]) {
          const res = await http().post(url).set('cookie', cookie).send(body);
          if (res.status !== 400 || res.body.description !== 'array_too_long')
            failures.push(`${who} ${url} → ${res.status} ${res.body?.description}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});
