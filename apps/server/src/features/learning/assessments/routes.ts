import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentTypeParamsSchema,
  createdModulesSchema,
  createModulesRequestSchema,
  elearningAssessmentSchema,
  saveElearningAssessmentRequestSchema,
  savedElearningAssessmentSchema,
} from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../db/client.js';
import { memberAbilities } from '../../../policies/member.js';
import { onOwnAccount } from '../../../policies/route-ability.js';
import { assessmentQuestions, createModules, saveAssessment } from './assessments.js';

const secured = { tags: ['E-learning'], security: [{ bearer: [] }] };

/** The program's assessments: Assessment One starts the breakthrough, a path assessment the level's path. */
export const learningAssessmentRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/ELearning/GetAssessmentQuestions/:assessmentType',
    {
      config: { ability: memberAbilities.useLearning, errors: ['conflict'] },
      schema: {
        ...secured,
        summary: 'Assessment One (type 1, 14 questions) or a path assessment (types 2-4, 7 questions)',
        description: 'Options are numbered 1 to 5 and score that much for their question’s life area.',
        params: assessmentTypeParamsSchema,
        response: { 200: elearningAssessmentSchema },
      },
    },
    async (request) => assessmentQuestions(request.params.assessmentType),
  );

  app.post(
    '/ELearning',
    {
      config: { ability: onOwnAccount(memberAbilities.useLearning, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'Save a sitting of an assessment: one answer to every question (each sitting is kept)',
        body: saveElearningAssessmentRequestSchema,
        response: { 200: savedElearningAssessmentSchema },
      },
    },
    async (request) => {
      const { assessmentType, assesmentDetails } = request.body;
      const completedAt = await saveAssessment(db, request.user, assessmentType, assesmentDetails);
      return { assessmentType, completedDate: completedAt.toISOString() };
    },
  );

  app.post(
    '/ELearning/CreateELearningModules',
    {
      config: { ability: onOwnAccount(memberAbilities.useLearning, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: "Start the track an assessment opens: type 1 the breakthrough, the level's type its path",
        description:
          'Each track needs a saved sitting of its assessment (POST ELearning) and the journey finished (step 4); ' +
          'the path needs, at level 1, all 12 breakthrough modules unlocked: its area modules come weakest area ' +
          'first (decision 035). A track starts once (409 after).',
        body: createModulesRequestSchema,
        response: { 200: createdModulesSchema },
      },
    },
    async (request) => createModules(db, app.events, request.user, request.body.assessmentType, clock.now()),
  );
};
