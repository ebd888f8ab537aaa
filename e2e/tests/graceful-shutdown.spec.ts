import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, healthy, productPort, test } from './fixtures';

// docs/DEPLOY.md "Restarting without dropping requests": on SIGTERM a process reports not ready at
// once, keeps serving during the drain, then stops accepting, finishes what is in flight and exits 0.
const root = path.resolve(__dirname, '../..');

/** A POST whose body arrives in two parts, `gapMs` apart: a request in flight across the signal. */
function slowPost(
  port: number,
  route: string,
  body: string,
  gapMs: number,
): { sent: Promise<void>; reply: Promise<{ status: number; text: string; connection?: string }> } {
  let sent!: () => void;
  const firstHalf = new Promise<void>((r) => (sent = r));
  const reply = new Promise<{ status: number; text: string; connection?: string }>((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: route,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, connection: res.headers.connection }));
      },
    );
    req.on('error', reject);
    const half = Math.floor(body.length / 2);
    req.write(body.slice(0, half), () => sent());
    setTimeout(() => req.end(body.slice(half)), gapMs);
  });
  return { sent: firstHalf, reply };
}

test('SIGTERM: not ready at once, still serving while draining, the request in flight is answered, then exit 0', async () => {
  const port = productPort() + 5;
  const db = path.join(root, `test-results/graceful-${port}.sqlite`);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(db + suffix, { force: true });
  const logFile = path.join(root, `test-results/graceful-${port}.log`);
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, ['backend/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      SQLITE_PATH: db,
      BEANTRAIL_MODE: 'demo',
      SHUTDOWN_DRAIN_SECONDS: '2',
      SHUTDOWN_GRACE_SECONDS: '10',
    },
    stdio: ['ignore', out, out],
  });
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const url = `http://127.0.0.1:${port}`;
  try {
    await healthy(url, child, logFile);
    expect((await fetch(`${url}/api/health/ready`)).status).toBe(200);
    // A sign-in whose body is still arriving when the signal comes, and finishes 3 s later (after the drain).
    const inFlight = slowPost(
      port,
      '/api/sign/signin',
      JSON.stringify({ user_id: 'roaster', user_pass: 'beantrail' }),
      3000,
    );
    await inFlight.sent;
    const signalled = Date.now();
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${url}/api/health/ready`, { headers: { 'x-locale': 'en' } });
    expect([ready.status, (await ready.json()).description]).toEqual([503, 'server_stopping']);
    // New requests are still served during the drain (the load balancer may not have looked yet).
    const during = await fetch(`${url}/api/public/home`);
    expect(during.status).toBe(200);
    const answered = await inFlight.reply;
    expect(answered.status).toBe(200);
    expect(JSON.parse(answered.text).result.user_id).toBe('roaster');
    expect(await exited).toBe(0);
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(2000);
    expect(fs.readFileSync(logFile, 'utf8')).toMatch(/SIGTERM: not ready[\s\S]*\bstopped\b/);
    // After exit nothing answers: the port is closed, not hanging.
    await expect(fetch(`${url}/api/health/live`, { signal: AbortSignal.timeout(2000) })).rejects.toThrow();
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    fs.closeSync(out);
  }
});
