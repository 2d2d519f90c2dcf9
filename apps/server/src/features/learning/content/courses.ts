import { z } from 'zod';
import { loadContent } from '../../../content/load-content.js';
import { imagePath, key, media, plainText } from './fields.js';
import { elearningModuleSchema } from './module.js';
import { safeHtml } from './safe-html.js';

/* content/elearning/courses.yaml */

export const COURSE_QUESTION_TYPES = { singleChoice: 1, multipleChoice: 2, numbers: 3 } as const;

export const courseQuestionSchema = z
  .strictObject({
    key,
    text: safeHtml(1, 80).describe('Safe HTML allowed'),
    type: z.union([z.literal(1), z.literal(2), z.literal(3)]).describe('1 single choice, 2 multiple choice, 3 numbers'),
    options: z.array(plainText(120)).max(8).describe('Empty for type 3'),
    subQuestions: z
      .array(
        z.strictObject({
          key,
          text: plainText(120),
          // The client moves on only once every number is above 0 (the spec's rule).
          min: z.number().int().min(1),
          max: z.number().int(),
        }),
      )
      .max(6)
      .default([])
      .describe('Type 3 only: each answered with a whole number from min (1 or more) to max'),
    image: imagePath.optional(),
  })
  .superRefine((question, ctx) => {
    const numbers = question.type === COURSE_QUESTION_TYPES.numbers;
    if (numbers && (question.options.length > 0 || question.subQuestions.length === 0))
      ctx.addIssue({ code: 'custom', message: 'type 3 has subQuestions and no options' });
    if (!numbers && (question.options.length < 2 || question.subQuestions.length > 0))
      ctx.addIssue({ code: 'custom', message: 'types 1 and 2 have 2+ options and no subQuestions' });
    question.subQuestions.forEach((sub, index) => {
      if (sub.min >= sub.max)
        ctx.addIssue({ code: 'custom', path: ['subQuestions', index], message: 'min must be below max' });
    });
  });
export type CourseQuestion = z.infer<typeof courseQuestionSchema>;

export const courseAssessmentSchema = z.strictObject({
  htmlTitle: safeHtml(1, 20),
  htmlContent: safeHtml(10, 200),
  introVideo: z
    .strictObject({
      url: media('videos', 'webm'),
      captions: media('videos', 'vtt'),
      title: plainText(80),
      text: plainText(300),
    })
    .optional(),
  questions: z.array(courseQuestionSchema).min(1).max(20),
});
export type CourseAssessment = z.infer<typeof courseAssessmentSchema>;

export const courseSchema = z.strictObject({
  id: z.number().int().positive(),
  title: plainText(80),
  subTitle: plainText(200),
  creator: plainText(80),
  price: z.number().nonnegative(),
  itemCode: z.string().regex(/^[A-Z0-9-]+$/),
  image: imagePath,
  sequential: z.boolean().describe('true: each module unlocks when the one before it is complete'),
  modules: z.array(elearningModuleSchema).min(4).max(6),
  assessment: courseAssessmentSchema.optional(),
});
export type Course = z.infer<typeof courseSchema>;

export const coursesFileSchema = z.strictObject({ courses: z.array(courseSchema).min(1) });
export type CoursesContent = z.infer<typeof coursesFileSchema>;

export const loadCoursesContent = (): CoursesContent => loadContent('elearning/courses', coursesFileSchema);

/** An additional course by id; undefined when there is none. */
export const courseById = (id: number): Course | undefined =>
  loadCoursesContent().courses.find((course) => course.id === id);
