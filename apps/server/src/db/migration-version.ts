import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { migrationsFolder } from './client.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

const readJournal = () =>
  JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;

async function appliedMigrations(db: Db): Promise<number> {
  // Both drivers answer { rows }: PGlite's Results and node-postgres' QueryResult.
  const result = (await db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { count: number }[];
  };
  return result.rows[0]?.count ?? 0;
}

/** The tag of the latest applied migration, e.g. '0003_goals'; null before any. */
export async function currentMigrationVersion(db: Db): Promise<string | null> {
  const applied = await appliedMigrations(db);
  if (applied === 0) return null;
  return readJournal().entries[applied - 1]?.tag ?? `${applied}`;
}

/** How many of this build's migrations the database has not applied yet. */
export async function pendingMigrations(db: Db): Promise<number> {
  return Math.max(0, readJournal().entries.length - (await appliedMigrations(db)));
}
