import { defineConfig, devices } from '@playwright/test';

// Playwright drives Debian's /usr/bin/chromium (its own browser download cannot work here).
// The product is started once, from the production build, on its own port and a fresh SQLite file.
const port = Number(process.env.E2E_PORT ?? 8181);
export const baseURL = `http://127.0.0.1:${port}`;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests',
  // One folder per port: Playwright empties its outputDir, so suites on two ports must not share one.
  outputDir: port === 8181 ? '../test-results/e2e-artifacts' : `../test-results/e2e-artifacts-${port}`,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    baseURL,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    command: 'node e2e/scripts/serve-e2e.js',
    cwd: '..',
    url: `${baseURL}/api/public/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    env: { PORT: String(port) },
  },
});
