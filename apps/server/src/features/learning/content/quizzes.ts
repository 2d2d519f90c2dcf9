import { z } from 'zod';
import { key, plainText } from './fields.js';

/** A quiz of the coach certification (content/elearning/certification.yaml). */
export const quizSchema = z.strictObject({
  key,
  title: plainText(80),
  passingScore: z.number().int().min(1).max(100).describe('Percent of correct answers needed to pass'),
  questions: z
    .array(
      z
        .strictObject({
          key,
          text: plainText(300),
          options: z
            .array(z.strictObject({ text: plainText(200), correct: z.boolean() }))
            .min(3)
            .max(4),
        })
        .refine((question) => question.options.filter((option) => option.correct).length === 1, {
          message: 'exactly one correct option',
        }),
    )
    .min(5)
    .max(8),
});
export type Quiz = z.infer<typeof quizSchema>;
