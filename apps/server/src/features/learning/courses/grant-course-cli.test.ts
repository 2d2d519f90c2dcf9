/** npm run grant-course: the command line grants a course in the embedded database, once. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client.js';
import { coursePurchases, users } from '../../../db/schema/index.js';
import { newDataDir } from '../../../test/data-dir.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../../../..');
const dataDir = newDataDir('oola-grant-');

function grantCourse(...args: string[]) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/features/learning/courses/grant-course-cli.ts', ...args],
    {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    },
  );
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: null, dataDir });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  await withDatabase((db) =>
    db.insert(users).values({ id: 1005, firstName: 'Emery', lastName: 'Foster', passwordHash: 'x' }),
  );
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('npm run grant-course -w apps/server -- <userId> <courseId>', () => {
  it('grants the course (source staff, no staff id); a second run changes nothing', async () => {
    const first = grantCourse('1005', '1001');
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('Member 1005 has course 1001 (staff');
    expect(grantCourse('1005', '1001').code).toBe(0);
    const rows = await withDatabase((db) => db.select().from(coursePurchases).where(eq(coursePurchases.userId, 1005)));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ courseId: 1001, source: 'staff', grantedBy: null });
  });

  it('explains its usage for bad arguments (exit 2) and fails for an unknown member or course (exit 1)', () => {
    const usage = grantCourse('1005');
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: npm run grant-course');
    expect(grantCourse('1005', 'x').code).toBe(2);
    const unknownMember = grantCourse('4000000', '1001');
    expect(unknownMember.code).toBe(1);
    expect(unknownMember.stderr).toContain('No member has this id.');
    expect(grantCourse('1005', '4242').code).toBe(1);
  });
});
