/**
 * One server per Playwright worker and database, each with its own database, demo accounts and clock:
 * the specs share the demo accounts and move the server's clock, so two specs running at once must not
 * see each other. Worker n (its parallel index) talks to the embedded-database server on E2E_PORT + 10 n,
 * and in the `postgres` project to the PostgreSQL one on E2E_PORT + 10 n + 5.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Two workers kept both cores of the CI machine busy (decision 068); a third fills the waits between a page's
 * steps, a fourth overloaded the machine (load average above 20) without finishing sooner.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);

/**
 * A PostgreSQL database URL (its name is the first worker's database) turns on the `postgres` project:
 * the specs of e2e/support/postgres-specs.ts again, with their servers on PostgreSQL (decision 082).
 */
export const E2E_POSTGRES_URL = process.env.E2E_POSTGRES_URL;

export type E2EDatabase = 'pglite' | 'postgres';

/** The Playwright project whose servers run on PostgreSQL; every other project's run on PGlite. */
export const POSTGRES_PROJECT = 'postgres';

export function serverPort(parallelIndex: number, database: E2EDatabase = 'pglite'): number {
  return E2E_PORT + 10 * parallelIndex + (database === 'postgres' ? 5 : 0);
}

export function serverURL(parallelIndex: number, database: E2EDatabase = 'pglite'): string {
  return `http://localhost:${serverPort(parallelIndex, database)}`;
}

/** Worker n's PostgreSQL database: E2E_POSTGRES_URL's name, with `_n` after it from the second worker on. */
export function serverDatabaseURL(url: string, parallelIndex: number): string {
  if (parallelIndex === 0) return url;
  const database = new URL(url);
  database.pathname = `${database.pathname}_${parallelIndex}`;
  return database.toString();
}
