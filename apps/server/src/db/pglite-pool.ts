import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { PGliteSocket } from './pglite-socket.js';

/**
 * node-postgres over the embedded PGlite, so both kinds of database run through one driver and
 * named prepared statements (`.prepare(name)`) keep their plans; PGlite.query() parses and plans
 * every call again, which costs more than most of our queries take to run.
 */
export function pglitePool(client: PGlite): pg.Pool {
  // PGlite serves a single session: one client, kept open.
  return new pg.Pool({ stream: () => new PGliteSocket(client), max: 1, idleTimeoutMillis: 0 });
}
