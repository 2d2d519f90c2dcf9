import pg from 'pg';

/** The advisory lock's key: any number our own, the same in every process. */
const START_UP_LOCK = 150_051;

/**
 * Runs a server's start-up work (migrations, demo data, imports) in one process at a time on a
 * shared PostgreSQL: processes started together would otherwise run the same migration at once, and
 * all but one fail. The lock is a session-level advisory lock on a connection of its own (so
 * `directUrl` must not go through a transaction-pooling proxy); it ends with the session, even when
 * the process dies. Without a URL (the embedded database, one process) the work just runs.
 */
export async function oneProcessAtATime<T>(directUrl: string | null, work: () => Promise<T>): Promise<T> {
  if (!directUrl) return work();
  const client = new pg.Client({ connectionString: directUrl });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [START_UP_LOCK]);
    return await work();
  } finally {
    await client.end();
  }
}
