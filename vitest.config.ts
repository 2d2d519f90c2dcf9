import { configDefaults, defineConfig } from 'vitest/config';

/** Tests that need a PostgreSQL server (TEST_DATABASE_URL): the project server-postgres. */
const POSTGRES_ONLY = 'apps/server/src/**/*.postgres.test.ts';
const serverTests = {
  environment: 'node',
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks',
  // A worker keeps the server's modules between test files (each file still gets its own database
  // and app): importing them again for every file was a third of the suite's time.
  isolate: false,
  globalSetup: 'apps/server/src/test/database-template.ts',
} as const;

export default defineConfig({
  test: {
    // Vitest's default on this 2-core machine would be one worker; the server tests mostly wait on
    // the in-process database and on sockets, so two keep both cores busy.
    maxWorkers: 2,
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'], environment: 'node' },
      },
      // Checks of the repository itself (the lint rules that keep import boundaries). The first lint
      // of a file loads ESLint's TypeScript parser and the plugins: seconds on a busy machine.
      { test: { name: 'repo', include: ['test/**/*.test.ts'], environment: 'node', testTimeout: 60_000 } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, POSTGRES_ONLY],
          ...serverTests,
        },
      },
      // Several server processes on one database: only on a PostgreSQL server (CI's PostgreSQL phase).
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { name: 'server-postgres', include: [POSTGRES_ONLY], ...serverTests } }]
        : []),
      {
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.tsx', 'apps/web/src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          css: false,
          // A worker keeps jsdom and the imported modules (React, Mantine, the app) between test files:
          // importing them and building a jsdom again for every file was most of the project's time.
          // test/setup.ts puts back what a file may leave behind.
          isolate: false,
          // A component test renders Mantine in jsdom: well under a second alone, several seconds
          // while the server tests share the two cores.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
