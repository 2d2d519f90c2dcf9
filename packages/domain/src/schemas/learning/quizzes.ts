import { z } from 'zod';
import { ELEARNING_MESSAGES } from '../../learning/schedule.js';
import { coercedIdSchema, idSchema } from '../primitives.js';

export const QUIZ_MESSAGES = {
  notFound: 'Quiz not found.',
  noQuiz: 'This module has no quiz.',
  answerAll: ELEARNING_MESSAGES.answerAll,
} as const;

/** What a quiz result's buttons do. */
export const QUIZ_BUTTON_VALUES = { retry: 'retry', continue: 'continue', close: 'close' } as const;

export const quizModuleParamsSchema = z.object({ moduleId: coercedIdSchema });

/**
 * GET AdditionalCourse/GetQuiz/{moduleId}. Every option's score is 0: the server alone knows
 * which option is right (decision 037).
 */
export const quizQuestionsSchema = z.object({
  quizId: z.number().int(),
  title: z.string(),
  displayQuestionNumbers: z.literal(true),
  questions: z.array(
    z.object({
      id: z.number().int(),
      text: z.string(),
      options: z.array(z.object({ id: z.number().int(), text: z.string(), score: z.literal(0) })),
    }),
  ),
});
z.globalRegistry.add(quizQuestionsSchema, { id: 'QuizQuestions' });
export type QuizQuestions = z.infer<typeof quizQuestionsSchema>;

/** POST AdditionalCourse/SaveQuizResults: every question answered once, each attempt kept. */
export const saveQuizResultsRequestSchema = z.object({
  quizId: idSchema,
  userId: idSchema,
  answers: z
    .array(z.object({ questionId: idSchema, selectedOptionId: idSchema }))
    .min(1, QUIZ_MESSAGES.answerAll)
    .max(20),
});
z.globalRegistry.add(saveQuizResultsRequestSchema, { id: 'SaveQuizResultsRequest' });
export type SaveQuizResultsRequest = z.input<typeof saveQuizResultsRequestSchema>;

const quizButtonSchema = z.object({ displayButton: z.boolean(), text: z.string(), value: z.string() });

export const quizResultSchema = z.object({
  title: z.string(),
  subTitle: z.string(),
  /** Percent of the questions answered right, 0-100. */
  score: z.number().int(),
  passed: z.boolean(),
  message: z.string(),
  buttonOne: quizButtonSchema,
  buttonTwo: quizButtonSchema,
  buttonThree: quizButtonSchema,
});
z.globalRegistry.add(quizResultSchema, { id: 'QuizResult' });
export type QuizResult = z.infer<typeof quizResultSchema>;
