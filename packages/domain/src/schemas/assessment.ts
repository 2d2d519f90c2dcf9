import { z } from 'zod';
import { ASSESSMENT } from '../constants.js';
import { coercedWholeNumber, idSchema, wholeNumber } from './primitives.js';

/** 1 = Step 1, 2 = mid-year review, 3 = level 2 (assessmentTypeForStep). */
export const assessmentTypeIdSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type AssessmentTypeId = z.infer<typeof assessmentTypeIdSchema>;

/** 0: the open sitting of the member's step, or a new one. */
export const assessmentIdParamsSchema = z.object({ assessmentId: coercedWholeNumber(0) });

export const assessmentQuestionSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  /** This sitting's score, 0 while unanswered. */
  score: z.number().int().min(0).max(ASSESSMENT.maxScore),
});
export type AssessmentQuestion = z.infer<typeof assessmentQuestionSchema>;

export const assessmentAreaSchema = z.object({
  areaId: z.number().int(),
  name: z.string(),
  color: z.string(),
  questions: z.array(assessmentQuestionSchema),
});
export type AssessmentArea = z.infer<typeof assessmentAreaSchema>;

/** GET areas/GetQuestions/{assessmentId}. */
export const assessmentQuestionsSchema = z.object({
  assessmentId: z.number().int(),
  assessmentTypeId: assessmentTypeIdSchema,
  areas: z.array(assessmentAreaSchema),
});
z.globalRegistry.add(assessmentQuestionsSchema, { id: 'AssessmentQuestions' });
export type AssessmentQuestions = z.infer<typeof assessmentQuestionsSchema>;

const questionScoreSchema = z.object({
  questionId: idSchema,
  score: z
    .number()
    .int('A score is a whole number from 1 to 10')
    .min(ASSESSMENT.minScore, 'A score is a whole number from 1 to 10')
    .max(ASSESSMENT.maxScore, 'A score is a whole number from 1 to 10'),
});

/** POST Scores/ScorePartialSave: the 10 scores of one area. */
export const scorePartialSaveSchema = z.object({
  userId: idSchema,
  assessmentId: wholeNumber(0),
  assessmentTypeId: assessmentTypeIdSchema,
  scores: z
    .array(questionScoreSchema)
    .length(ASSESSMENT.questionsPerArea, `Send the ${ASSESSMENT.questionsPerArea} scores of one area`),
});
z.globalRegistry.add(scorePartialSaveSchema, { id: 'ScorePartialSaveRequest' });
export type ScorePartialSave = z.infer<typeof scorePartialSaveSchema>;

export const scorePartialSaveResultSchema = z.object({
  assessmentId: z.number().int(),
  /** 0-based index of the next area to answer; 7 when all are done. */
  areaId: z.number().int(),
  completed: z.boolean(),
  userStepId: z.number().int(),
});
z.globalRegistry.add(scorePartialSaveResultSchema, { id: 'ScorePartialSaveResult' });
export type ScorePartialSaveResult = z.infer<typeof scorePartialSaveResultSchema>;

/** One completed sitting: the member's wheel at that date. */
export const assessmentWheelSchema = z.object({
  assessmentId: z.number().int(),
  assessmentTypeId: assessmentTypeIdSchema,
  completionDate: z.string(),
  combinedScore: z.number().int(),
  /** Per area: the question sum (10-100) and the displayed score (sum / 10). */
  areas: z.array(z.object({ areaId: z.number().int(), sum: z.number().int(), score: z.number() })),
});
export type AssessmentWheel = z.infer<typeof assessmentWheelSchema>;
