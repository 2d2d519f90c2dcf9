import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');
const BOUNDARY_RULES = [
  'import-x/no-restricted-paths',
  'import-x/no-cycle',
  'boundaries/no-feature-cycle',
  'no-restricted-syntax',
];
const eslint = new ESLint({ cwd: root });
const probes: string[] = [];

afterEach(() => {
  for (const probe of probes.splice(0)) rmSync(probe, { recursive: true, force: true });
});

function boundaryMessages(results: ESLint.LintResult[]): (Linter.LintMessage & { file: string })[] {
  return results.flatMap((result) =>
    result.messages
      .filter((message) => message.ruleId !== null && BOUNDARY_RULES.includes(message.ruleId))
      .map((message) => ({ ...message, file: relative(root, result.filePath) })),
  );
}

/** Lints a file that is not on disk, as if it were at `path` in the repository. */
async function lintAt(path: string, code: string) {
  return boundaryMessages(await eslint.lintText(code, { filePath: join(root, path) }));
}

/** Writes the files into a new folder under `parent` (removed after the test) and lints them. */
async function lintWritten(parent: string, files: Record<string, string>) {
  const folder = mkdtempSync(join(root, parent, 'lint-probe-'));
  probes.push(folder);
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), code);
  }
  return boundaryMessages(await eslint.lintFiles([folder]));
}

describe('import boundaries (decision 067)', () => {
  it('refuses a feature that imports the app shell', async () => {
    const messages = await lintAt(
      'apps/web/src/features/journey/probe.ts',
      "import { theme } from '../../app/theme';\nexport const probe = theme;\n",
    );
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('app shell'),
      }),
    ]);
  });

  it('refuses shared code that imports a feature', async () => {
    const messages = await lintAt(
      'apps/server/src/http/probe.ts',
      "import { authRoutes } from '../features/auth/routes.js';\nexport const probe = authRoutes;\n",
    );
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('never imports a feature'),
      }),
    ]);
  });

  it('keeps core/ at the bottom and policies/ below http/ (decision 099)', async () => {
    const core = await lintAt(
      'apps/server/src/core/probe.ts',
      "import type { Db } from '../db/client.js';\nexport type Probe = Db;\n",
    );
    expect(core).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('core/ (errors, the actor, the clock) stands below'),
      }),
    ]);
    const policies = await lintAt(
      'apps/server/src/policies/probe.ts',
      "import { bearerToken } from '../http/authenticate.js';\nexport const probe = bearerToken;\n",
    );
    expect(policies).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('policies/ (who may do what) stands below'),
      }),
    ]);
    const http = await lintAt(
      'apps/server/src/http/probe.ts',
      "import { forbid } from '../policies/ability.js';\nexport const probe = forbid;\n",
    );
    expect(http).toEqual([]);
  });

  it('keeps identity/ below the features and the features clear of seed/', async () => {
    const identity = await lintAt(
      'apps/server/src/identity/probe.ts',
      "import { sessionView } from '../features/auth/index.js';\nexport const probe = sessionView;\n",
    );
    expect(identity.map((message) => message.ruleId)).toEqual([
      'import-x/no-restricted-paths',
      'import-x/no-restricted-paths',
    ]);
    const feature = await lintAt(
      'apps/server/src/features/achievements/probe.ts',
      "import { DEMO_ACCOUNTS } from '../../seed/demo-accounts.js';\nexport const probe = DEMO_ACCOUNTS;\n",
    );
    expect(feature).toEqual([
      expect.objectContaining({
        ruleId: 'import-x/no-restricted-paths',
        message: expect.stringContaining('never imports seed/'),
      }),
    ]);
  });

  it('lets only identity/account-tokens.ts write account_tokens', async () => {
    const write = [
      "import { eq } from 'drizzle-orm';",
      "import type { Db } from '../../db/client.js';",
      "import { accountTokens } from '../../db/schema/index.js';",
      'export const probe = (db: Db) => db.delete(accountTokens).where(eq(accountTokens.userId, 1));',
      '',
    ].join('\n');
    expect(await lintAt('apps/server/src/features/account/probe.ts', write)).toEqual([
      expect.objectContaining({ ruleId: 'no-restricted-syntax', message: expect.stringContaining('one writer') }),
    ]);
    const read = write.replace('db.delete(accountTokens)', 'db.select().from(accountTokens)');
    expect(await lintAt('apps/server/src/features/account/probe.ts', read)).toEqual([]);
  });

  it("lets a feature reach another only through that feature's index.ts", async () => {
    const inside = await lintAt(
      'apps/web/src/features/journey/probe.ts',
      "import { formatGoalDate } from '../goals/goal-date';\nexport const probe = formatGoalDate;\n",
    );
    expect(inside).toEqual([
      expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringContaining('index.ts') }),
    ]);
    const throughIndex = await lintAt(
      'apps/web/src/features/journey/probe.ts',
      "import { formatGoalDate } from '../goals';\nexport const probe = formatGoalDate;\n",
    );
    expect(throughIndex).toEqual([]);
  });

  it('refuses two files that import each other', async () => {
    const messages = await lintWritten('apps/server/src', {
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    });
    expect(messages.map((message) => [message.file.split('/').pop(), message.ruleId])).toEqual([
      ['a.ts', 'import-x/no-cycle'],
      ['b.ts', 'import-x/no-cycle'],
    ]);
  });

  it('refuses feature folders that import each other in a circle', async () => {
    // The dashboard imports goals (My Goals); goals importing the dashboard closes the circle.
    const messages = await lintAt(
      'apps/web/src/features/goals/probe.ts',
      "import { MemberHeader } from '../dashboard';\nexport const probe = MemberHeader;\n",
    );
    expect(messages).toEqual([
      expect.objectContaining({
        ruleId: 'boundaries/no-feature-cycle',
        message: expect.stringContaining('goals → dashboard → goals'),
      }),
    ]);
  });
});
