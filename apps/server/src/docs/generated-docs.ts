import fs from 'node:fs';
import path from 'node:path';
import prettier from 'prettier';
import { dataModelSection } from './data-model.js';
import { decisionsIndex } from './decisions-index.js';
import { featureMapSection } from './feature-map.js';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
export const ARCHITECTURE_FILE = path.join(repoRoot, 'docs/architecture.md');
export const DECISIONS_INDEX_FILE = path.join(repoRoot, 'docs/decisions/README.md');

/** The parts of docs/architecture.md written from the code, each between its two markers. */
const SECTIONS = [
  { name: 'feature-map', write: async () => featureMapSection() },
  { name: 'data-model', write: dataModelSection },
];
const start = (name: string) => `<!-- ${name}:start: written by \`npm run docs\`, do not edit by hand -->`;
const end = (name: string) => `<!-- ${name}:end -->`;

const formatted = async (markdown: string, file: string) =>
  prettier.format(markdown, { ...(await prettier.resolveConfig(file)), filepath: file });

/** docs/architecture.md with the feature map and the data model written between their markers. */
export async function architectureWithGeneratedSections(current: string): Promise<string> {
  let text = current;
  for (const { name, write } of SECTIONS) {
    const from = text.indexOf(start(name));
    const to = text.indexOf(end(name));
    if (from < 0 || to < from)
      throw new Error(`docs/architecture.md needs the markers ${start(name)} and ${end(name)}.`);
    text = `${text.slice(0, from)}${start(name)}\n\n${await write()}\n\n${end(name)}${text.slice(to + end(name).length)}`;
  }
  return formatted(text, ARCHITECTURE_FILE);
}

export async function decisionsIndexFile(): Promise<string> {
  return formatted(decisionsIndex(path.dirname(DECISIONS_INDEX_FILE)), DECISIONS_INDEX_FILE);
}

/** Both generated documents as they should be: file → content. */
export async function generatedDocs(): Promise<Map<string, string>> {
  return new Map([
    [ARCHITECTURE_FILE, await architectureWithGeneratedSections(fs.readFileSync(ARCHITECTURE_FILE, 'utf8'))],
    [DECISIONS_INDEX_FILE, await decisionsIndexFile()],
  ]);
}
