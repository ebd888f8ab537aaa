import { defineConfig, devices } from '@playwright/test';

// Playwright drives Debian's /usr/bin/chromium (its own browser download cannot work here).
// Each worker starts its own product from the production build, on its own port (E2E_PORT + 10 ×
// worker index) and a fresh SQLite file: see tests/fixtures.ts. One worker by default: on this
// 2-core machine Chromium's rendering alone keeps both cores busy, and two workers made the run
// slower and pushed steps past their timeouts; E2E_WORKERS=N runs N side by side on a bigger one.
const port = Number(process.env.E2E_PORT ?? 8181);

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
  // Per test: long user journeys take ~20 s here alone; a shared or slower CI machine doubles that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  reporter: [['list'], ['json']],
  use: {
    screenshot: 'only-on-failure',
    // A trace records DOM snapshots and a screencast of every test to keep the failed ones: on
    // 2 cores that made each test ~1.8× slower (the admin lists' label sweep 58 s → 32 s without).
    // CI prints the failure and its call log; E2E_TRACE=1 keeps traces for a run by hand.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } }],
});
