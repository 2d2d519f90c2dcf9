import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';

interface Logger {
  warn(object: object, message: string): void;
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
    close: () => pool.end(),
  };
}
