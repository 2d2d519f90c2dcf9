import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { POSTGRES_SAME_PATH, POSTGRES_SPECS } from '../e2e/support/postgres-specs';

const root = join(import.meta.dirname, '..');

// Playwright runs nothing for a pattern that matches no file: a spec moved or renamed would silently leave the
// `postgres` project without it.
describe('the specs that run again on PostgreSQL', () => {
  it('are files that exist', () => {
    expect(POSTGRES_SPECS.filter((spec) => !existsSync(join(root, spec)))).toEqual([]);
  });

  it('leave out only tests that those specs have', () => {
    const specTexts = POSTGRES_SPECS.filter((spec) => existsSync(join(root, spec))).map((spec) =>
      readFileSync(join(root, spec), 'utf8'),
    );
    expect(POSTGRES_SAME_PATH.filter((title) => !specTexts.some((text) => text.includes(title)))).toEqual([]);
  });
});
