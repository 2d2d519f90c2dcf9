import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envSchema, loadConfig } from './config.js';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const variables = Object.keys(envSchema.shape).sort();

/** .env.example's lines: `NAME=value` (the default written out) and `# NAME=...` (unset by default). */
function envExample() {
  const lines = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8').split('\n');
  const defaults: Record<string, string> = {};
  const named = new Set<string>();
  for (const line of lines) {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    if (!match) continue;
    named.add(match[2]!);
    if (!match[1]) defaults[match[2]!] = match[3]!;
  }
  return { defaults, named: [...named].sort() };
}

/** The variables named in the first column of the README's Configuration table. */
function readmeTableVariables(): string[] {
  const readme = fs.readFileSync(path.join(repoRoot, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'));
  const table = section.split('\n').filter((line) => line.startsWith('|'));
  const names = table.flatMap((row) =>
    [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!),
  );
  return [...new Set(names)].sort();
}

describe('the configuration documents', () => {
  it('.env.example names every variable of the config module, and no other', () => {
    expect(envExample().named).toEqual(variables);
  });

  it(".env.example's values are the config module's defaults, and its commented variables have none", () => {
    const { defaults, named } = envExample();
    expect(loadConfig(defaults)).toEqual(loadConfig({}));
    const unset = named.filter((name) => !(name in defaults));
    const withDefault = unset.filter(
      (name) => envSchema.shape[name as keyof typeof envSchema.shape].safeParse(undefined).data !== undefined,
    );
    expect(withDefault).toEqual([]);
  });

  it("the README's Configuration table names every variable of the config module, and no other", () => {
    expect(readmeTableVariables()).toEqual(variables);
  });
});
