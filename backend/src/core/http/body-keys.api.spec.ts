import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { MESSAGES } from '@beantrail/contracts';
import { databases, signIn, startApp } from '../../testing/test-app';

// The attacker review of 2026-11-26: `{"toString": 1}` in place of any value (a search text, a
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
    const list = await http().post('/api/cafe/coffeebean/default/list').set('cookie', cafe).send({ cafe_seq: 1, searchTitle: 'toString' });
    expect(list.status).toBe(200);
    const company = await http().post('/api/code/company').set('cookie', roaster).send({ company_type: 'ROASTER' });
    expect(company.status).toBe(200);
  });
});
