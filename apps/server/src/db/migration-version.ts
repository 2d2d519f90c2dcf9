import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { migrationsFolder } from './client.js';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The tag of the latest applied migration, e.g. '0003_goals'; null before any. */
export async function currentMigrationVersion(db: Db): Promise<string | null> {
  // Both drivers answer { rows }: PGlite's Results and node-postgres' QueryResult.
  const result = (await db.execute(
    sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
  )) as unknown as {
    rows: { count: number }[];
  };
  const applied = result.rows[0]?.count ?? 0;
  if (applied === 0) return null;
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as Journal;
  return journal.entries[applied - 1]?.tag ?? `${applied}`;
}
