/**
 * The bench's own database on the PostgreSQL server of BENCH_DATABASE_URL. A table `bench_scale`
 * records the scale it was filled to once filling finished; a database without it, filled to
 * another scale or on an earlier day, is dropped and made again (so an interrupted fill never counts as done).
 */
import pg from 'pg';
import type { Scale } from './scale';

export const BENCH_DATABASE = 'oola_bench';

export function benchDatabaseUrl(serverUrl: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${BENCH_DATABASE}`;
  return url.toString();
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function filledTo(url: string, scale: Scale): Promise<boolean> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ exists: boolean }>(
      `SELECT to_regclass('public.bench_scale') IS NOT NULL AS exists`,
    );
    if (!rows[0]?.exists) return false;
    // Its days are counted from the fill date: filled on an earlier day, "today" would be in its past.
    const marker = await client.query(
      'SELECT 1 FROM bench_scale WHERE members = $1 AND actions_per_member = $2 AND filled_at::date = current_date',
      [scale.members, scale.actionsPerMember],
    );
    return marker.rowCount === 1;
  });
}

/** Makes sure the bench database exists; answers whether it is already filled to `scale`. */
export async function openBenchDatabase(serverUrl: string, scale: Scale, refill: boolean): Promise<boolean> {
  const exists = await withClient(serverUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [BENCH_DATABASE]);
    return rowCount === 1;
  });
  if (exists && !refill && (await filledTo(benchDatabaseUrl(serverUrl), scale))) return true;
  await withClient(serverUrl, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS ${BENCH_DATABASE} WITH (FORCE)`);
    await client.query(`CREATE DATABASE ${BENCH_DATABASE}`);
  });
  return false;
}

export async function markFilled(url: string, scale: Scale, seconds: number): Promise<void> {
  await withClient(url, async (client) => {
    await client.query(
      'CREATE TABLE bench_scale (members int NOT NULL, actions_per_member int NOT NULL, fill_seconds int NOT NULL, filled_at timestamptz NOT NULL DEFAULT now())',
    );
    await client.query('INSERT INTO bench_scale (members, actions_per_member, fill_seconds) VALUES ($1, $2, $3)', [
      scale.members,
      scale.actionsPerMember,
      Math.round(seconds),
    ]);
  });
}
