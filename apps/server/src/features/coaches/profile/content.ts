import { AREA_IDS } from '@oola/domain';
import { z } from 'zod';
import { loadContent } from '../../../content/load-content.js';

const sessionRatesSchema = z.object({
  rateQuestion: z.string().min(1),
  rateQuestionDisclaimer: z.string().min(1),
  rates: z
    .array(z.object({ itemCode: z.string().min(1).max(40), description: z.string().min(1), price: z.number().int() }))
    .min(1),
});
export type SessionRatesContent = z.infer<typeof sessionRatesSchema>;

/** content/session-rates.yaml: what a coach may charge per session, by item code. */
export const sessionRates = (): SessionRatesContent => loadContent('session-rates', sessionRatesSchema);

export const rateByCode = (itemCode: string | null) =>
  sessionRates().rates.find((rate) => rate.itemCode === itemCode) ?? null;

const areaId = z
  .number()
  .int()
  .refine((id) => AREA_IDS.includes(id), 'is not a life area');
const coachAssessmentContentSchema = z.object({
  title: z.string().min(1),
  intro: z.string().min(1),
  questions: z
    .array(
      z.object({
        id: z.number().int().positive(),
        text: z.string().min(1),
        weight: z.number().int().positive().default(1),
        options: z
          .array(z.object({ id: z.number().int().positive(), text: z.string().min(1), areaIds: z.array(areaId) }))
          .min(2),
      }),
    )
    .min(1),
});
export type CoachAssessmentContent = z.infer<typeof coachAssessmentContentSchema>;

/** content/coach-assessment.yaml: the coaching assessment and the life areas each answer points to. */
export const coachAssessmentContent = (): CoachAssessmentContent =>
  loadContent('coach-assessment', coachAssessmentContentSchema);
