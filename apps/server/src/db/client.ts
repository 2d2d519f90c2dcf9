import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { pglitePool } from './pglite-pool.js';
import * as schema from './schema/index.js';

export const migrationsFolder = path.join(import.meta.dirname, 'migrations');

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** The handle inside `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** A query may run on the database or inside a transaction. */
export type Queryable = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool under `db` (on PGlite: its one session), for the job queue. */
  pool: pg.Pool;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; when null the embedded PGlite is used. */
  databaseUrl: string | null;
  /** PGlite's folder; null keeps the embedded database in memory (tests). */
  dataDir: string | null;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client whose connection the server closed (restart, failover) must not crash the process:
    // the pool drops it and opens a new one on the next query.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      pool,
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite');
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create(dataDir ? { dataDir } : {});
  const pool = pglitePool(client);
  const db = drizzlePg(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pool,
    migrate: () => migratePg(db, { migrationsFolder }),
    close: async () => {
      await pool.end();
      await client.close();
    },
  };
}
