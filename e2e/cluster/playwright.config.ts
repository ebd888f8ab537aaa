import { defineConfig } from '@playwright/test';

// `npm run test:cluster` (docs/DEPLOY.md, docs/TESTING.md): API scenarios against a three-node
// MariaDB Galera cluster, one BeanTrail process per node and HAProxy in front, started once by the
// global setup (harness.ts) and shared by every file, which run one after another in file order:
// some stop and restart the parts the others use, and put them back before they end.
export default defineConfig({
  testDir: '.',
  testMatch: /\.cluster\.ts$/,
  outputDir: '../../test-results/cluster-artifacts',
  globalSetup: require.resolve('./global-setup'),
  globalTeardown: require.resolve('./global-teardown'),
  timeout: 180_000,
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list'], ['json']],
});
