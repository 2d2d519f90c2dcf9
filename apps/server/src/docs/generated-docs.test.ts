import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app.js';
import { tablesByFeature } from './data-model.js';
import { decisionsIndex, readDecisions } from './decisions-index.js';
import { featureMap } from './feature-map.js';
import { generatedDocs } from './generated-docs.js';

describe('the documents written from the code (npm run docs)', () => {
  it('are up to date: run `npm run docs` after changing the schema or a decision', async () => {
    for (const [file, expected] of await generatedDocs()) {
      expect(fs.readFileSync(file, 'utf8'), path.relative(process.cwd(), file)).toBe(expected);
    }
  });

  it('list every table of the schema, each under exactly one feature', async () => {
    const features = await tablesByFeature();
    const names = features.flatMap((feature) => feature.tables.map(getTableName));
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('email_outbox');
    const architecture = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../docs/architecture.md'), 'utf8');
    for (const name of names) expect(architecture).toContain(`- **\`${name}\`**`);
  });

  it('refuse a decision without a Status line, and link the decision that supersedes another', () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'oola-decisions-'));
    fs.writeFileSync(path.join(directory, '001-first.md'), '# 001 — First\n\nStatus: Superseded by 002\n');
    fs.writeFileSync(path.join(directory, '002-second.md'), '# 002 — Second\n\nStatus: Accepted\n');
    expect(decisionsIndex(directory)).toContain('| [001](001-first.md) | First | Superseded by [002](002-second.md) |');
    fs.writeFileSync(path.join(directory, '003-third.md'), '# 003 — Third\n\nNo status here.\n');
    expect(() => readDecisions(directory)).toThrow("003-third.md needs a line 'Status: Accepted'");
    fs.rmSync(directory, { recursive: true });
  });
});

describe('the feature map (npm run docs)', () => {
  it('names every /api prefix of the OpenAPI document, and only those, each under the folders whose routes use it', async () => {
    const t = await createTestApp();
    const document = t.app.swagger() as unknown as { paths: Record<string, unknown> };
    await t.close();
    const apiPaths = Object.keys(document.paths).filter((path) => path.startsWith('/api/'));
    const served = new Set(apiPaths.map((path) => path.split('/')[2]!.toLowerCase()));
    const mapped = new Set(
      featureMap().flatMap((feature) => feature.apiPrefixes.map((prefix) => prefix.toLowerCase())),
    );
    expect([...mapped].sort()).toEqual([...served].sort());
  });

  it('gives every feature folder a row, with the same name in each place it lives', () => {
    const features = featureMap();
    const row = (name: string) => features.find((feature) => feature.name === name);
    expect(row('tracker')?.places).toEqual({
      server: 'apps/server/src/features/tracker',
      web: 'apps/web/src/features/tracker',
      domain: 'packages/domain/src/schemas/tracker.ts',
      db: 'apps/server/src/db/schema/tracker.ts',
      e2e: 'e2e/tracker',
    });
    expect(row('dashboard')?.pagePrefixes).toEqual(['dashboard', 'nonSubscriber']);
    expect(row('todo')?.apiPrefixes).toEqual(['ToDoList']);
    expect(features.map((feature) => feature.name)).not.toContain('support');
  });
});
