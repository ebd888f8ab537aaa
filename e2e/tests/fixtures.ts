import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';

export { expect, request } from '@playwright/test';
export type { Browser, Download, Locator, Page } from '@playwright/test';

const root = path.resolve(__dirname, '../..');

/**
 * The port of this worker's own product: E2E_PORT for the first worker, +10 for the next, so each
 * worker's extra processes (E2E_PORT + 1: a second backend, the Google-configured one) stay clear.
 */
export function productPort(): number {
  return Number(process.env.E2E_PORT ?? 8181) + 10 * Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

/** Waits until a backend process started by a test answers its health check (at most 60 s). */
export async function healthy(url: string, child: ChildProcess, log?: string): Promise<void> {
  const see = log ? `; see ${log}` : '';
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the product exited (${child.exitCode}) before it answered${see}`);
    const ok = await fetch(`${url}/api/public/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the product did not answer on ${url} within 60 s${see}`);
}

/**
 * Each Playwright worker starts the production build on its own port with its own fresh SQLite
 * file in demo mode (e2e/scripts/serve-e2e.js), so workers run side by side without sharing rows;
 * a worker restarted after a failure starts from fresh demo data. Every page, context and API
 * request of a test gets that worker's product as its baseURL.
 */
export const test = base.extend<object, { product: { url: string; port: number } }>({
  product: [
    async ({}, use) => {
      const port = productPort();
      const url = `http://127.0.0.1:${port}`;
      const log = path.join(root, `test-results/e2e-${port}.log`);
      fs.mkdirSync(path.dirname(log), { recursive: true });
      const out = fs.openSync(log, 'w');
      const child = spawn('node', ['e2e/scripts/serve-e2e.js'], {
        cwd: root,
        env: { ...process.env, PORT: String(port) },
        stdio: ['ignore', out, out],
      });
      try {
        await healthy(url, child, log);
        await use({ url, port });
      } finally {
        const exited = new Promise((r) => child.once('exit', r));
        if (child.exitCode === null) child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        fs.closeSync(out);
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
  baseURL: async ({ product }, use) => use(product.url),
});
