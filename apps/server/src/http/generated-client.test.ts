import { copyFile, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const journeyFile = fileURLToPath(new URL('../../openapi-client/member-journey.ts', import.meta.url));

let t: TestApp;
let base: string;
let folder: string;
let generated: string;
beforeAll(async () => {
  t = await createTestApp();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  folder = await mkdtemp(path.join(tmpdir(), 'oola-client-'));
  const document = await fetch(`${base}/api/docs/json`, { headers: { 'accept-encoding': 'br' } });
  generated = astToString(await openapiTS((await document.json()) as OpenAPI3));
  await writeFile(path.join(folder, 'api.ts'), generated);
  await copyFile(journeyFile, path.join(folder, 'member-journey.ts'));
}, 120_000);
afterAll(async () => {
  await t.close();
  await rm(folder, { recursive: true, force: true });
});

interface Journey {
  walkMemberJourney(base: string, email: string): Promise<{ userStepId: number; progress: object }>;
}

/** tsc's complaints about the files, strict, as a client project would compile them. */
function typeErrors(files: string[]): string[] {
  const program = ts.createProgram(files, {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2023,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

describe('a client generated from the served document (openapi-typescript)', () => {
  it('has type names and type-checks with a script that walks the member journey through it', () => {
    expect(generated).toMatch(/\bLoginRequest: \{/);
    expect(generated).toMatch(/\bUserGoalsResponse: \{/);
    expect(typeErrors([path.join(folder, 'member-journey.ts')])).toEqual([]);
  }, 120_000);

  it('walks the journey against the running app: sign up, sign in, assessment, goals, actions, dashboard', async () => {
    // The type-checked copy, beside its generated types (the repository has none to compile it with).
    const journey = pathToFileURL(path.join(folder, 'member-journey.ts')).href;
    const { walkMemberJourney } = (await import(/* @vite-ignore */ journey)) as Journey;
    const outcome = await walkMemberJourney(base, 'casey.client@example.com');
    expect(outcome.userStepId).toBe(4);
    expect(outcome.progress).toMatchObject({ stepsTaken: 3, goalsCompleted: 0 });
  });
});
