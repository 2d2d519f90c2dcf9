import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new DATA_DIR for a server process or command line a test starts. It already holds a copy of the
 * run's migrated PGlite (test/database-template.ts), so a process on the embedded database skips initdb
 * and the migrations (one given DATABASE_URL leaves it unused). Empty in a project whose global setup
 * made no PGlite (server-postgres). The caller removes it.
 */
export function newDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = inject('pgliteTemplateDir');
  if (template) fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
