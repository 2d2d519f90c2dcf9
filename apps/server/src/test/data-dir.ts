import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';

/**
 * A new DATA_DIR for a server process or command line a test starts. On PGlite runs it already holds
 * a copy of the run's migrated database (test/database-template.ts), so the process skips initdb and
 * the migrations; on PostgreSQL runs it starts empty and the process creates its database itself.
 * The caller removes it.
 */
export function newDataDir(prefix: string): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const template = inject('pgliteTemplateDir');
  if (template) fs.cpSync(template, path.join(dataDir, 'pglite'), { recursive: true });
  return dataDir;
}
