import { z } from 'zod';
import { ELEARNING_MESSAGES } from '../../learning/schedule.js';
import { recommendationItemSchema } from '../dashboard.js';
import { elearningModuleCardSchema } from './modules.js';
import { coercedIdSchema, idSchema, INT32_MAX, wholeNumber } from '../primitives.js';

/** What the server answers when a course or one of its modules is out of reach. */
export const COURSE_MESSAGES = {
  notFound: 'Course not found.',
  notYours: 'This course is not one of yours yet.',
  locked: 'Complete the module before this one to open it.',
  staffOnly: 'Only staff can grant a course.',
  noAssessment: 'This course has no assessment.',
} as const;

export const courseIdParamsSchema = z.object({ courseId: coercedIdSchema });

/** A module of a course on the dashboard's course card. */
export const courseStepSchema = z.object({ lessonId: z.number().int(), title: z.string(), completed: z.boolean() });

/** GET AdditionalCourse/GetCourses: a course card; `steps` are its modules in order. */
export const courseItemSchema = recommendationItemSchema.extend({ steps: z.array(courseStepSchema) });
z.globalRegistry.add(courseItemSchema, { id: 'CourseItem' });
export type CourseItem = z.infer<typeof courseItemSchema>;

export const whatToExpectSchema = z.object({
  htmlTitle: z.string(),
  htmlWelcomeText: z.string(),
  htmlContent: z.string(),
  htmlWaitingMesage: z.string(),
});
export type WhatToExpect = z.infer<typeof whatToExpectSchema>;

/**
 * GET AdditionalCourse/GetELearningModules/{courseId}: the welcome content and, for a member who
 * has the course, its modules as cards (a sequential course opens each after the one before).
 */
export const courseModulesSchema = z.object({
  courseId: z.number().int(),
  whatToExpectDTO: whatToExpectSchema,
  purchased: z.boolean(),
  sequential: z.boolean(),
  /** 'none': the course has no assessment; 'pending': the member has not submitted it yet; 'taken'. */
  assessmentStatus: z.enum(['none', 'pending', 'taken']),
  modules: z.array(elearningModuleCardSchema),
});
z.globalRegistry.add(courseModulesSchema, { id: 'CourseModules' });
export type CourseModules = z.infer<typeof courseModulesSchema>;

/** POST AdditionalCourse/Grant (staff): the member gets the course; granting again changes nothing. */
export const grantCourseRequestSchema = z.object({ userId: idSchema, courseId: idSchema });
z.globalRegistry.add(grantCourseRequestSchema, { id: 'GrantCourseRequest' });
export type GrantCourseRequest = z.infer<typeof grantCourseRequestSchema>;
export const grantedCourseSchema = z.object({
  userId: z.number().int(),
  courseId: z.number().int(),
  source: z.enum(['staff', 'payment']),
  grantedAt: z.string(),
});
z.globalRegistry.add(grantedCourseSchema, { id: 'GrantedCourse' });
export type GrantedCourse = z.infer<typeof grantedCourseSchema>;

/** 1 single choice, 2 multiple choice, 3 numbers (one whole number per sub-question). */
export const COURSE_QUESTION_TYPE = { single: 1, multiple: 2, numbers: 3 } as const;

/** GET AdditionalCourse/GetAssessmentQuestions/{courseId}. */
export const courseAssessmentQuestionsSchema = z.object({
  courseId: z.number().int(),
  /** Safe HTML. */
  htmlTitle: z.string(),
  /** Safe HTML. */
  htmlContent: z.string(),
  numberOfModules: z.number().int(),
  introVideoUrl: z.string().nullable(),
  introCaptionsUrl: z.string().nullable(),
  introTitle: z.string().nullable(),
  introText: z.string().nullable(),
  questions: z.array(
    z.object({
      id: z.number().int(),
      /** Safe HTML. */
      text: z.string(),
      questionTypeId: z.number().int(),
      imageUrl: z.string().nullable(),
      options: z.array(z.object({ id: z.number().int(), text: z.string() })),
      subQuestions: z.array(
        z.object({ id: z.number().int(), text: z.string(), min: z.number().int(), max: z.number().int() }),
      ),
    }),
  ),
});
z.globalRegistry.add(courseAssessmentQuestionsSchema, { id: 'CourseAssessmentQuestions' });
export type CourseAssessmentQuestions = z.infer<typeof courseAssessmentQuestionsSchema>;

/**
 * POST AdditionalCourse/SaveAssessment: one detail per chosen option (a multiple-choice question
 * takes several), and for a numbers question one detail whose Subquestions give every sub-question
 * a whole number (questionId: the sub-question's id; OptionValue: the number).
 */
export const saveCourseAssessmentRequestSchema = z.object({
  userId: idSchema,
  courseId: idSchema,
  details: z
    .array(
      z.object({
        questionId: idSchema,
        optionId: idSchema.nullish(),
        subquestions: z
          .array(z.object({ questionId: idSchema, optionValue: wholeNumber(-INT32_MAX, INT32_MAX) }))
          .max(20)
          .optional(),
      }),
    )
    .min(1, ELEARNING_MESSAGES.answerAll)
    .max(200),
});
z.globalRegistry.add(saveCourseAssessmentRequestSchema, { id: 'SaveCourseAssessmentRequest' });
export type SaveCourseAssessmentRequest = z.input<typeof saveCourseAssessmentRequestSchema>;
export const savedCourseAssessmentSchema = z.object({ courseId: z.number().int(), submittedAt: z.string() });
z.globalRegistry.add(savedCourseAssessmentSchema, { id: 'SavedCourseAssessment' });
