import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';

interface Logger {
  warn(object: object, message: string): void;
}

/**
 * A small pool of direct connections for LISTEN/NOTIFY, apart from the queries' pool. LISTEN needs a
 * session of its own, so the URL must not go through a transaction-pooling proxy (PgBouncer in
 * transaction mode would hand the session to someone else and the events would stop).
 */
export function directPool(url: string, max: number): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max });
  // A connection the server dropped (restart, failover) is not fatal: the adapter listens again.
  pool.on('error', () => {});
  return pool;
}

/**
 * Socket.IO's PostgreSQL adapter: every emit to a namespace or room is also sent with NOTIFY on the
 * channel `socket.io#{namespace}`, and each process LISTENs to it and delivers to its own sockets. One
 * connection of the pool stays taken by LISTEN; the others publish.
 */
export function sharedAdapter(url: string, log: Logger) {
  const pool = directPool(url, 4);
  return {
    adapter: createAdapter(pool, { errorHandler: (error) => log.warn({ err: error }, 'hub event not shared') }),
    close: () => pool.end(),
  };
}
