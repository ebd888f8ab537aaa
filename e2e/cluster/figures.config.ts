import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// `npm run bench:cluster`: figures that need the cluster (docs/PERFORMANCE.md "On the Galera
// cluster"), measured on the same deployment as the cluster suite. A benchmark, not a test: it
// asserts only that nothing failed, and writes what it measured into docs/PERFORMANCE.md.
export default defineConfig({ ...base, testMatch: /\.figures\.ts$/, reporter: [['list']], timeout: 600_000 });
