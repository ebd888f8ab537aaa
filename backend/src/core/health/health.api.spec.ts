import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { databases, startApp } from '../../testing/test-app';
import { Lifecycle } from './lifecycle';

// docs/DEPLOY.md "Health": liveness and readiness are two endpoints; a stopping process is alive
// but not ready, so a load balancer drains it without restarting it.
describe.each(databases())('health endpoints on %s', (name, database) => {
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeAll(async () => {
    app = await startApp(await database());
  });
  afterAll(async () => {
    await app.close();
  });

  it('liveness and readiness answer 200 for anyone, readiness naming the engine', async () => {
    const live = await http().get('/api/health/live');
    expect([live.status, live.body.result]).toEqual([200, { live: true }]);
    const ready = await http().get('/api/health/ready');
    const conflicts = {
      transactions: expect.any(Number),
      retries: expect.any(Number),
      exhausted: expect.any(Number),
      statementRetries: expect.any(Number),
    };
    expect([ready.status, ready.body.result]).toEqual([
      200,
      name === 'sqlite' ? { ready: true, database: 'sqlite' } : { ready: true, database: 'mysql', conflicts },
    ]);
  });

  it('while stopping: alive, not ready (503 server_stopping, translated), and other calls still served', async () => {
    app.get(Lifecycle).stopping = true;
    try {
      const kr = await http().get('/api/health/ready');
      expect([kr.status, kr.body.status, kr.body.description, kr.body.message]).toEqual([
        503,
        '503',
        'server_stopping',
        '이 서버는 다시 시작하는 중입니다. 잠시 후 다시 시도해 주세요',
      ]);
      const en = await http().get('/api/health/ready').set('x-locale', 'en');
      expect(en.body.message).toBe('This server is restarting. Please try again shortly');
      expect((await http().get('/api/health/live')).status).toBe(200);
      expect((await http().get('/api/public/home')).status).toBe(200);
    } finally {
      app.get(Lifecycle).stopping = false;
    }
  });
});
