import { setTimeout as sleep } from 'node:timers/promises';
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Server } from 'socket.io';

interface Logger {
  warn(object: object, message: string): void;
}

/** How long closing waits for the LISTEN connection to be set up, for a database that cannot be reached. */
const LISTENER_WAIT_MS = 5_000;

/**
 * Whether the adapter's LISTEN connection is set up. The adapter (0.5) keeps it in a private field of
 * its PubSubClient, which every namespace's adapter shares; shared-adapter.postgres.test.ts fails if
 * a new version moves it.
 */
export function isListening(io: Server): boolean {
  const adapter = io.of('/').adapter as unknown as { client: { client?: unknown } };
  return adapter.client.client !== undefined;
}

/**
 * Socket.IO's PostgreSQL adapter: every emit to a namespace or room is also sent with NOTIFY on the
 * channel `socket.io#{namespace}`, and each process LISTENs to it and delivers to its own sockets.
 * It has a small pool of direct connections of its own, apart from the queries' pool: one stays
 * taken by LISTEN, the others publish. LISTEN needs a session of its own, so the URL must not go
 * through a transaction-pooling proxy (PgBouncer in transaction mode would hand the session to
 * someone else and the events would stop).
 */
export function sharedAdapter(url: string, log: Logger, connections = 4) {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  // A connection the server dropped (restart, failover) is not fatal: the adapter listens again.
  pool.on('error', () => {});
  return {
    adapter: createAdapter(pool, { errorHandler: (error) => log.warn({ err: error }, 'hub event not shared') }),
    pool,
    /**
     * Closes `io`, then the pool. The adapter sets up its LISTEN connection in the background and
     * releases it on close only if that has finished: closed earlier, the connection stays checked
     * out and the pool never ends (a command line that sent its event at once never exited). So this
     * waits for it first.
     */
    async close(io: Server): Promise<void> {
      for (let waited = 0; !isListening(io) && waited < LISTENER_WAIT_MS; waited += 10) await sleep(10);
      await io.close();
      await pool.end();
    },
  };
}
