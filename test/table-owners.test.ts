import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

/** The table-owner messages for a file that is not on disk, linted as if it were at `path`. */
async function tableMessages(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(root, path) });
  return result!.messages.filter((message) => message.ruleId === 'tables/owned').map((message) => message.message);
}

const probe = (importLine: string, body: string) =>
  [
    "import { eq } from 'drizzle-orm';",
    "import type { Db } from '../../db/client.js';",
    importLine,
    `export const probe = (db: Db) => ${body};`,
    '',
  ].join('\n');

const timeZoneWrite = probe(
  "import { users } from '../../db/schema/index.js';",
  "db.update(users).set({ timeZone: 'UTC' }).where(eq(users.id, 1))",
);

describe('tables owned (decision 104)', () => {
  it("refuses a route's write of a table outside its owner", async () => {
    expect(await tableMessages('apps/server/src/features/timezone/routes.ts', timeZoneWrite)).toEqual([
      expect.stringContaining('users (db/schema/identity.ts) is written only by identity/'),
    ]);
  });

  it('lets the owner write its tables', async () => {
    const write = timeZoneWrite.replaceAll('../../db/', '../db/');
    expect(await tableMessages('apps/server/src/identity/probe.ts', write)).toEqual([]);
  });

  it('refuses a feature that reads another feature’s table unless the map lists it as a reader', async () => {
    const read = probe(
      "import { goals } from '../../db/schema/index.js';",
      'db.select().from(goals).where(eq(goals.userId, 1))',
    );
    expect(await tableMessages('apps/server/src/features/todo/probe.ts', read)).toEqual([
      expect.stringContaining('goals (db/schema/goals.ts) belongs to features/goals/'),
    ]);
    expect(await tableMessages('apps/server/src/features/coaching/clients/probe.ts', read)).toEqual([]);
  });

  it('lets a listed reader read, never write', async () => {
    const insert = probe(
      "import { goals } from '../../db/schema/index.js';",
      "db.insert(goals).values({ userId: 1, areaId: 1, text: '' })",
    );
    expect(await tableMessages('apps/server/src/features/achievements/probe.ts', insert)).toEqual([
      expect.stringContaining('goals (db/schema/goals.ts) is written only by features/goals/'),
    ]);
  });

  it('sees a write through a namespace import of the schema', async () => {
    const erase = probe(
      "import * as s from '../../db/schema/index.js';",
      'db.delete(s.sessions).where(eq(s.sessions.userId, 1))',
    );
    expect(await tableMessages('apps/server/src/features/account/probe.ts', erase)).toEqual([
      expect.stringContaining('sessions (db/schema/identity.ts) is written only by identity/'),
    ]);
  });

  it('lets seeders and tests touch any table', async () => {
    expect(await tableMessages('apps/server/src/features/timezone/seed.ts', timeZoneWrite)).toEqual([]);
    expect(await tableMessages('apps/server/src/features/timezone/timezone.test.ts', timeZoneWrite)).toEqual([]);
    const seed = timeZoneWrite.replaceAll('../../db/', '../db/');
    expect(await tableMessages('apps/server/src/seed/probe.ts', seed)).toEqual([]);
  });

  it('refuses a schema file with tables but no line in the owner map', async () => {
    const schema = [
      "import { integer, pgTable } from 'drizzle-orm/pg-core';",
      "export const probes = pgTable('probes', { id: integer('id').primaryKey() });",
      '',
    ].join('\n');
    expect(await tableMessages('apps/server/src/db/schema/probe.ts', schema)).toEqual([
      'db/schema/probe.ts defines tables but has no owner in db/table-owners.ts (decision 104).',
    ]);
    expect(await tableMessages('apps/server/src/db/schema/goals.ts', schema)).toEqual([]);
  });
});
