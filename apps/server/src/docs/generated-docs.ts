import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { dataModelSection } from './data-model.js';
import { decisionsIndex } from './decisions-index.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const ARCHITECTURE_FILE = path.join(repoRoot, 'docs/architecture.md');
export const DECISIONS_INDEX_FILE = path.join(repoRoot, 'docs/decisions/README.md');

const START = '<!-- data-model:start: written by `npm run docs`, do not edit by hand -->';
const END = '<!-- data-model:end -->';

const formatted = async (markdown: string, file: string) =>
  prettier.format(markdown, { ...(await prettier.resolveConfig(file)), filepath: file });

/** docs/architecture.md with the generated data model between its markers. */
export async function architectureWithDataModel(current: string): Promise<string> {
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md needs the markers ${START} and ${END}.`);
  const generated = `${START}\n\n${await dataModelSection()}\n\n${END}`;
  return formatted(current.slice(0, start) + generated + current.slice(end + END.length), ARCHITECTURE_FILE);
}

export async function decisionsIndexFile(): Promise<string> {
  return formatted(decisionsIndex(path.dirname(DECISIONS_INDEX_FILE)), DECISIONS_INDEX_FILE);
}

/** Both generated documents as they should be: file → content. */
export async function generatedDocs(): Promise<Map<string, string>> {
  return new Map([
    [ARCHITECTURE_FILE, await architectureWithDataModel(fs.readFileSync(ARCHITECTURE_FILE, 'utf8'))],
    [DECISIONS_INDEX_FILE, await decisionsIndexFile()],
  ]);
}
