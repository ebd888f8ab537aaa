import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { expect, healthy, request as apiRequest, test } from './fixtures';

// No state in process memory that a second backend process would not see.
// A second, separate server process on the same SQLite file must serve the same signed-in user.
const root = path.resolve(__dirname, '../..');

let second: ChildProcess;
let secondPort = 0;

test.beforeAll(async ({ product }) => {
  // The worker's product has made and seeded its SQLite file; the second process opens the same one.
  secondPort = product.port + 1;
  second = spawn('node', ['backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(secondPort),
      SQLITE_PATH: path.join(root, `test-results/e2e-${product.port}.sqlite`),
      BEANTRAIL_MODE: 'demo',
    },
    stdio: 'ignore',
  });
  await healthy(`http://127.0.0.1:${secondPort}`, second);
});

test.afterAll(() => {
  second?.kill('SIGTERM');
});

test('a session made by one backend process works on another, and sign-out on either ends it', async ({ baseURL }) => {
  const a = await apiRequest.newContext({ baseURL });
  const signin = await a.post('/api/sign/signin', { data: { user_id: 'roaster', user_pass: 'beantrail' } });
  expect(signin.ok()).toBe(true);
  const cookie = (await a.storageState()).cookies.find((c) => c.name === 'bt_session');
  expect(cookie).toBeTruthy();

  const b = await apiRequest.newContext({
    baseURL: `http://127.0.0.1:${secondPort}`,
    extraHTTPHeaders: { cookie: `bt_session=${cookie!.value}` },
  });
  const me = await (await b.get('/api/sign/me')).json();
  expect(me.result.user_id).toBe('roaster');
  const roles = await (await b.post('/api/userAuth/select', { data: { auth: ['roaster'] } })).json();
  const seq = roles.result.roaster_auth[0].auth_seq;
  const home = await (await b.get(`/api/roaster/home?roaster_seq=${seq}`)).json();
  expect(home.result.roaster_name).toBe('Demo Roasters');

  expect((await b.post('/api/sign/signout')).ok()).toBe(true);
  const after = await (await a.get('/api/sign/me')).json();
  expect(after.result).toBeNull();
  await a.dispose();
  await b.dispose();
});
