import { defineConfig, devices } from '@playwright/test';
import { E2E_WORKERS, serverDatabaseURL, serverPort, serverURL } from './e2e/support/servers';

/** Debian's Chromium, never a downloaded browser (see the README). */
const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  },
};

export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    // Each worker's own server: the fixture in e2e/support/test.ts points the worker at it.
    baseURL: serverURL(0),
    trace: 'retain-on-failure',
    // The service worker precaches the whole build (~4 MB) in every new context and answers navigations
    // from its cache; only the specs of the installable app turn it on (e2e/offline, decision 076).
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: chromium }],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => ({
    command: 'tsx e2e/support/start-server.ts',
    url: `${serverURL(index)}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'pipe' as const,
    env: {
      PORT: String(serverPort(index)),
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_DATABASE_URL && { E2E_DATABASE_URL: serverDatabaseURL(process.env.E2E_DATABASE_URL, index) }),
    },
  })),
});
