import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  assessmentTypeParamsSchema,
  completeModuleRequestSchema,
  completeModuleResponseSchema,
  createdModulesSchema,
  createModulesRequestSchema,
  elearningAssessmentSchema,
  elearningBoardParamsSchema,
  elearningBoardSchema,
  moduleDetailSchema,
  moduleIdParamsSchema,
  saveElearningAssessmentRequestSchema,
  savedElearningAssessmentSchema,
} from '@oola/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { assessmentQuestions, createModules, saveAssessment } from './assessments.js';
import { elearningBoard } from './board.js';
import { completeModule } from './module-completion.js';
import { moduleDetail } from './module-detail.js';
import { authorize } from '../../policies/ability.js';
import { memberAbilities } from '../../policies/member.js';
import { openLevel } from '../../policies/module.js';
import { onOwnAccount } from '../../policies/route-ability.js';

const secured = { tags: ['E-learning'], security: [{ bearer: [] }] };
const DRIP =
  "Unlocks follow the member's time zone: the breakthrough's 12 modules one every 7 days from the day it " +
  'started (the first that day), the path one every 30 days; a module opens at local midnight of its day.';

/** The programme: My E-Learning board, module pages, completion and the assessments that start tracks. */
export const elearningRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/Elearning/GetELearningModules/:userId/:level',
    {
      config: { ability: onOwnAccount(memberAbilities.useLearning, 'params'), errors: ['conflict'] },
      schema: {
        ...secured,
        summary: "The member's breakthrough and personalized path at a level, with what may start next",
        description: `${DRIP} A level above the member's is a 403.`,
        params: elearningBoardParamsSchema,
        response: { 200: elearningBoardSchema },
      },
    },
    async (request) => {
      authorize(openLevel(request.user, request.params.level));
      return elearningBoard(db, request.user, request.params.level, clock.now());
    },
  );

  app.get(
    '/elearning/GetELearningModuleDetail/:moduleId',
    {
      config: { ability: memberAbilities.useLearning, errors: ['conflict'] },
      schema: {
        ...secured,
        summary: 'A module: Watch, Read and Do sections and its quick questions; 403 while it is locked',
        description: DRIP,
        params: moduleIdParamsSchema,
        response: { 200: moduleDetailSchema },
      },
    },
    async (request) => moduleDetail(db, request.user, request.params.moduleId, clock.now()),
  );

  app.put(
    '/Elearning/CompleteELearningModule',
    {
      config: { ability: onOwnAccount(memberAbilities.useLearning, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'Complete an unlocked module (409 until its quick questions are answered); again is harmless',
        body: completeModuleRequestSchema,
        response: { 200: completeModuleResponseSchema },
      },
    },
    async (request) => {
      await completeModule(db, app.events, request.user, request.body.id, clock.now());
      return { id: request.body.id, isCompleted: true as const };
    },
  );

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
