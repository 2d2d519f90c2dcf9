import type { Db } from './client.js';

/**
 * A query built once per database and run as a named prepared statement: drizzle does not
 * build its SQL again and the database keeps its plan, which on the embedded database costs
 * more than running most of our queries. For reads on hot paths, outside transactions;
 * the name given to `.prepare(name)` must be unique in the app.
 */
export function prepared<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDatabase = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDatabase.get(db);
    if (!query) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
