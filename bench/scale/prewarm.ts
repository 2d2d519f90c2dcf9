/**
 * Loads the bench database into PostgreSQL's shared buffers before the runs, as on a server that has
 * been serving its members for a while. Without room for it, the spread runs read each member's
 * pages from disk and measure the disk rather than the calls (decision 033).
 */
import { withClient } from './database';

const megabytes = (bytes: number) => `${Math.round(bytes / 2 ** 20).toLocaleString('en-US')} MB`;

export async function prewarm(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ database: string; buffers: string }>(
      `SELECT pg_database_size(current_database()) AS database,
         (SELECT setting::bigint * current_setting('block_size')::bigint FROM pg_settings
          WHERE name = 'shared_buffers') AS buffers`,
    );
    const database = Number(rows[0]!.database);
    const buffers = Number(rows[0]!.buffers);
    if (buffers < database) {
      console.log(
        `PostgreSQL's shared_buffers (${megabytes(buffers)}) cannot hold the ${megabytes(database)} database, so the` +
          ` spread runs will read members' pages from disk. Start PostgreSQL with -c shared_buffers=4GB for figures of the calls.`,
      );
      return;
    }
    const started = performance.now();
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_prewarm');
    await client.query(
      `SELECT pg_prewarm(oid) FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind IN ('r', 'i')`,
    );
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`Loaded the ${megabytes(database)} database into PostgreSQL's shared buffers in ${seconds} s.`);
  });
}
