import { z } from 'zod';
import { coercedWholeNumber, idSchema } from './primitives.js';

export const customizeQuestionSchema = z.object({
  questionId: z.number().int(),
  text: z.string(),
  options: z.array(z.object({ optionId: z.number().int(), text: z.string() })),
});
export type CustomizeQuestion = z.infer<typeof customizeQuestionSchema>;

/** GET CustomizeAssessment/GetCustomizeQuestions. */
export const customizeQuestionsSchema = z.array(customizeQuestionSchema);
z.globalRegistry.add(customizeQuestionsSchema, { id: 'CustomizeQuestions' });

/** POST CustomizeAssessment/SaveCustomizeQuestions. */
export const saveCustomizeQuestionsSchema = z.object({
  userId: idSchema,
  customizeQuestions: z.array(z.object({ questionId: idSchema, optionId: idSchema })).min(1, 'Answer every question'),
});
z.globalRegistry.add(saveCustomizeQuestionsSchema, { id: 'SaveCustomizeQuestionsRequest' });
export type SaveCustomizeQuestions = z.infer<typeof saveCustomizeQuestionsSchema>;

export const shareContentTypeParamsSchema = z.object({ type: coercedWholeNumber(1, 2) });

/** GET Customer/GetShareContent/{1|2}: 1 = the Step 1 wheel, 2 = the One goal. */
export const shareContentSchema = z.object({
  webAlias: z.string().nullable(),
  socialMediaImageUrl: z.string(),
  /** Contains the word 'date', which the client replaces with today's date. */
  socialMediaTitle: z.string(),
  socialMediaMessage: z.string(),
});
z.globalRegistry.add(shareContentSchema, { id: 'ShareContent' });
export type ShareContent = z.infer<typeof shareContentSchema>;

/** The answer of PUT Customer/SetMidYearReviewStep and SetYearInReviewStep. */
export const setStepResultSchema = z.object({ userStepId: z.number().int() });
z.globalRegistry.add(setStepResultSchema, { id: 'SetStepResult' });
