import fs from 'node:fs';
import path from 'node:path';
import { parse as parseYaml } from 'yaml';
// The file itself: Vite's config loader leaves the package to Node, which cannot load its TypeScript index.
import { AREAS } from '../../../packages/domain/src/areas.ts';
import type { PrerenderData } from '../src/app/prerender.tsx';

type Question = PrerenderData['freeTestQuestions'][number]['questions'][number];

/**
 * What the prerendered pages show of the server's answers, read at build time from the content the
 * server reads: the free test's areas and questions as GET areas/GetFreeTestQuestions answers them
 * (apps/server/src/features/free-tests/free-test-service.ts), so its first question paints from the
 * HTML (decision 103).
 */
export function prerenderData(contentDir: string): PrerenderData {
  const freeTest = parseYaml(fs.readFileSync(path.join(contentDir, 'free-test.yaml'), 'utf8')) as {
    areas: { id: number; questions: Question[] }[];
  };
  return {
    freeTestQuestions: AREAS.map(({ id, name, color }) => ({
      id,
      name,
      color,
      questions: freeTest.areas.find((area) => area.id === id)?.questions ?? [],
    })),
  };
}
