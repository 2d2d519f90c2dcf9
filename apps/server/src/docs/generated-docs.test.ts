import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { tablesByFeature } from './data-model.js';
import { decisionsIndex, readDecisions } from './decisions-index.js';
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
