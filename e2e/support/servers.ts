/**
 * One server per Playwright worker, each with its own database, demo accounts and clock: the specs
 * share the demo accounts and move the server's clock, so two specs running at once must not see
 * each other. Worker n (its parallel index) talks to the server on E2E_PORT + 10 n.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Two workers kept both cores of the CI machine busy (decision 068); a third fills the waits between a page's
 * steps, a fourth overloaded the machine (load average above 20) without finishing sooner.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);

export function serverPort(parallelIndex: number): number {
  return E2E_PORT + 10 * parallelIndex;
}

export function serverURL(parallelIndex: number): string {
  return `http://localhost:${serverPort(parallelIndex)}`;
}

/** Worker n's PostgreSQL database: E2E_DATABASE_URL's name, with `_n` after it from the second worker on. */
export function serverDatabaseURL(url: string, parallelIndex: number): string {
  if (parallelIndex === 0) return url;
  const database = new URL(url);
  database.pathname = `${database.pathname}_${parallelIndex}`;
  return database.toString();
}
