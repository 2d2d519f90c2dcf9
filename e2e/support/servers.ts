/**
 * One server per Playwright worker, each with its own database, demo accounts and clock: the specs
 * share the demo accounts and move the server's clock, so two specs running at once must not see
 * each other. Worker n (its parallel index) talks to the server on E2E_PORT + 10 n.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * The browser tests mostly wait (on the page settling, on the server): three workers kept the 2-core CI machine
 * under a third busy, so four share it (decision 068 has the measurements).
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 4);

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
