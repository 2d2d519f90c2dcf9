import type { PGlite } from '@electric-sql/pglite';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import pg from 'pg';

/**
 * node-postgres over the embedded PGlite, so both kinds of database run through one driver and
 * named prepared statements (`.prepare(name)`) keep their plans; PGlite.query() parses and plans
 * every call again, which costs more than most of our queries take to run.
 */
export function pglitePool(client: PGlite): pg.Pool {
  const config = createPgConfig(client);
  const parse = config.connection.parse.bind(config.connection);
  // node-postgres passes its type-parser object as `types`, which a server's wire serializer
  // ignores but PGlite's reads as the parameter type ids (an array) and throws on.
  config.connection.parse = (query: { types?: unknown }) =>
    parse({ ...query, types: Array.isArray(query.types) ? query.types : undefined });
  // PGlite serves a single connection: one client, kept open.
  return new pg.Pool({ ...config, max: 1, idleTimeoutMillis: 0 });
}
