import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  completeModuleRequestSchema,
  completeModuleResponseSchema,
  courseAssessmentQuestionsSchema,
  courseIdParamsSchema,
  courseItemSchema,
  courseModulesSchema,
  moduleDetailSchema,
  moduleIdParamsSchema,
  saveCourseAssessmentRequestSchema,
  savedCourseAssessmentSchema,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../core/clock.js';
import { courseAssessmentQuestions } from './course-assessment.js';
import { completeCourseModule } from './course-completion.js';
import { courseList } from './course-list.js';
import { courseModuleDetail } from './course-module-detail.js';
import { courseModules } from './course-modules.js';
import { saveCourseAssessment } from './save-course-assessment.js';
import { courseAbilities } from '../../../policies/course.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

const secured = { tags: ['Courses'], security: [{ bearer: [] }] };
const ACCESS =
  'Open to every member who has the course (bought with AdditionalCourse/Purchase or granted by staff, ' +
  'decisions 036 and 053), ' +
  'non-subscribers included. Module ids are the course id × 100 + the module’s place: 100101, 100102, ... ' +
  'A sequential course opens each module when the one before is completed.';

/** ADDITIONAL PROGRAMS: the course list, a course's modules and module pages, and its assessment. */
export const coursesRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/AdditionalCourse/GetCourses',
    {
      config: { ability: courseAbilities.useCourses },
      schema: {
        ...secured,
        summary: 'Every additional course: the member’s own marked purchased, the others to recommend',
        description: 'An active coach also gets the coach certification (1009), purchased.',
        response: { 200: z.array(courseItemSchema) },
      },
    },
    async (request) => courseList(db, request.user),
  );

  app.get(
    '/AdditionalCourse/GetELearningModules/:courseId',
    {
      config: { ability: courseAbilities.useCourses, errors: ['forbidden'] },
      schema: {
        ...secured,
        summary: "A course's welcome content and, when the member has it, its modules as cards",
        description: `${ACCESS} Without the course: purchased false and no modules.`,
        params: courseIdParamsSchema,
        response: { 200: courseModulesSchema },
      },
    },
    async (request) => courseModules(db, request.user, request.params.courseId),
  );

  app.get(
    '/AdditionalCourse/GetELearningModuleDetail/:moduleId',
    {
      config: { ability: courseAbilities.useCourses, errors: ['forbidden'] },
      schema: {
        ...secured,
        summary: "A course module's page (Watch, Read, Do); 403 without the course or while it is locked",
        description: ACCESS,
        params: moduleIdParamsSchema,
        response: { 200: moduleDetailSchema },
      },
    },
    async (request) => courseModuleDetail(db, request.user, request.params.moduleId),
  );

  app.put(
    '/AdditionalCourse/CompleteELearningModule',
    {
      config: { ability: onOwnAccount(courseAbilities.useCourses, 'body'), errors: ['notFound'] },
      schema: {
        ...secured,
        summary: 'Complete an open module of one of the member’s courses; again is harmless',
        description: ACCESS,
        body: completeModuleRequestSchema,
        response: { 200: completeModuleResponseSchema },
      },
    },
    async (request) => {
      await completeCourseModule(db, app.events, request.user, request.body.id, clock.now());
      return { id: request.body.id, isCompleted: true as const };
    },
  );

  app.get(
    '/AdditionalCourse/GetAssessmentQuestions/:courseId',
    {
      config: { ability: courseAbilities.useCourses, errors: ['forbidden'] },
      schema: {
        ...secured,
        summary: "A course's assessment: single choice (1), multiple choice (2) and numbers (3) questions",
        description: 'Ids: question n of course c is c × 100 + n; its options and sub-questions are its id × 10 + k.',
        params: courseIdParamsSchema,
        response: { 200: courseAssessmentQuestionsSchema },
      },
    },
    async (request) => courseAssessmentQuestions(db, request.user, request.params.courseId),
  );

  app.post(
    '/AdditionalCourse/SaveAssessment',
    {
      config: { ability: onOwnAccount(courseAbilities.useCourses, 'body'), errors: ['notFound'] },
      schema: {
        ...secured,
        summary: "Save a submission of a course's assessment (each one is kept)",
        description:
          'Every question answered: single choice with exactly one of its options, multiple choice with one or ' +
          'more distinct options (one detail each), numbers with one detail whose Subquestions give each ' +
          'sub-question a whole number within its min and max. Anything else is a 400 and nothing is written. ' +
          'A detail’s index and a sub-question’s OptionId, which older clients send, are ignored.',
        body: saveCourseAssessmentRequestSchema,
        response: { 200: savedCourseAssessmentSchema },
      },
    },
    async (request) => saveCourseAssessment(db, request.user, request.body, clock.now()),
  );
};
