import { z } from 'zod';
import { FREE_TEST, STRESS_ASSESSMENT } from '@oola/domain';
import { loadContent } from '../../content/load-content.js';

const question = z.object({ id: z.number().int().positive(), title: z.string().min(1), text: z.string().min(1) });
const byBand = z.object({ low: z.string().min(1), medium: z.string().min(1), high: z.string().min(1) });

const freeTestContentSchema = z.object({
  areas: z
    .array(
      z.object({
        id: z.number().int().min(1).max(7),
        questions: z.array(question).length(FREE_TEST.questionsPerArea),
        results: byBand,
        recommendations: byBand,
      }),
    )
    .length(FREE_TEST.areas),
});
export type FreeTestContent = z.infer<typeof freeTestContentSchema>;

const stressContentSchema = z.object({
  title: z.string().min(1),
  congratsMessage: z.string().min(1),
  questions: z.array(question).length(STRESS_ASSESSMENT.questions),
  recommendations: z.object({
    low: z.array(z.string().min(1)).length(3),
    medium: z.array(z.string().min(1)).length(3),
    high: z.array(z.string().min(1)).length(3),
  }),
});
export type StressContent = z.infer<typeof stressContentSchema>;

export const freeTestContent = () => loadContent('free-test', freeTestContentSchema);
export const stressContent = () => loadContent('stress-assessment', stressContentSchema);
