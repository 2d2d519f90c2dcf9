/**
 * `npm run docs`: writes the parts of the docs that are read from the code — the data model in
 * docs/architecture.md (from the Drizzle schema) and docs/decisions/README.md (from each decision's
 * heading and Status line). apps/server/src/docs/generated-docs.test.ts fails when they are stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { generatedDocs } from '../apps/server/src/docs/generated-docs.js';

for (const [file, content] of await generatedDocs()) {
  const changed = !fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== content;
  if (changed) fs.writeFileSync(file, content);
  console.log(`${changed ? 'wrote' : 'up to date'}: ${path.relative(process.cwd(), file)}`);
}
