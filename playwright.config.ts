import { defineConfig } from '@playwright/test';
import { chromium } from './e2e/support/chromium';
import { POSTGRES_SAME_PATH, POSTGRES_SPECS } from './e2e/support/postgres-specs';
import {
  E2E_POSTGRES_URL,
  E2E_WORKERS,
  POSTGRES_PROJECT,
  serverDatabaseURL,
  serverPort,
  serverURL,
  type E2EDatabase,
} from './e2e/support/servers';

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // The slowest spec files, printed at the end of a run: where the next minute of CI comes from (decision 102).
  reportSlowTests: { max: 12, threshold: 45_000 },
  use: {
    // Each worker's own server: the fixture in e2e/support/test.ts points the worker at it.
    baseURL: serverURL(0),
    // A trace films the page and snapshots its DOM at every step: that was a quarter of the browser tests' CPU
    // on the CI machine (decision 083). CI records one on the retry of a failed test, so a failure still has one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The service worker precaches the whole build (~4 MB) in every new context and answers navigations
    // from its cache; only the specs of the installable app turn it on (e2e/offline, decision 076).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  // The PostgreSQL project comes first: its long specs (booking, the member's coaching walk) start at once
  // instead of ending the run on one busy worker while the others wait (decision 082).
  projects: [
    ...(E2E_POSTGRES_URL
      ? [
          {
            name: POSTGRES_PROJECT,
            use: { ...chromium, baseURL: serverURL(0, 'postgres') },
            testMatch: POSTGRES_SPECS.map((spec) => `**/${spec}`),
            grepInvert: new RegExp(POSTGRES_SAME_PATH.map(escapeRegExp).join('|')),
          },
        ]
      : []),
    { name: 'chromium', use: chromium },
  ],
  webServer: [
    ...Array.from({ length: E2E_WORKERS }, (_, index) => server(index, 'pglite')),
    ...(E2E_POSTGRES_URL ? Array.from({ length: E2E_WORKERS }, (_, index) => server(index, 'postgres')) : []),
  ],
});

/** Worker `index`'s server on one database, started with demo data on a fresh database (start-server.ts). */
function server(index: number, database: E2EDatabase) {
  return {
    command: 'tsx e2e/support/start-server.ts',
    url: `${serverURL(index, database)}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(serverPort(index, database)),
      LOG_LEVEL: 'warn',
      E2E_DATABASE_URL: database === 'postgres' && E2E_POSTGRES_URL ? serverDatabaseURL(E2E_POSTGRES_URL, index) : '',
    },
  };
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
