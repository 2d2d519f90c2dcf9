import { z } from 'zod';
import { ELEARNING } from '@oola/domain';
import { loadContent } from '../../../content/load-content.js';
import { elearningModuleSchema } from './module.js';

/* content/elearning/breakthrough.yaml */

export const breakthroughFileSchema = z.strictObject({
  modules: z.array(elearningModuleSchema).length(ELEARNING.breakthroughModules).describe('Week 1 to week 12, in order'),
});
export type BreakthroughContent = z.infer<typeof breakthroughFileSchema>;

/** The 12 weekly modules of the Breakthrough Experience, week 1 first. */
export const loadBreakthroughContent = (): BreakthroughContent =>
  loadContent('elearning/breakthrough', breakthroughFileSchema);
