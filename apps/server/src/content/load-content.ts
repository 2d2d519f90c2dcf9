import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';

export const contentDir = path.resolve(import.meta.dirname, '../../../../content');

const cache = new Map<string, unknown>();

/**
 * Reads `content/<name>.yaml` (or .json), checks it against its schema once and
 * caches it. Content is ours to write: a bad file fails loudly at start, never
 * at a member's request.
 */
export function loadContent<T extends z.ZodType>(name: string, schema: T): z.infer<T> {
  const cached = cache.get(name);
  if (cached !== undefined) return cached as z.infer<T>;
  const yamlFile = path.join(contentDir, `${name}.yaml`);
  const jsonFile = path.join(contentDir, `${name}.json`);
  const file = fs.existsSync(yamlFile) ? yamlFile : jsonFile;
  const raw: unknown = file.endsWith('.yaml')
    ? parseYaml(fs.readFileSync(file, 'utf8'))
    : JSON.parse(fs.readFileSync(file, 'utf8'));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`content/${path.basename(file)} is not valid: ${details}`);
  }
  cache.set(name, parsed.data);
  return parsed.data;
}
