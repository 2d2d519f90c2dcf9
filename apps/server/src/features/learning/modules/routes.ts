import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeModuleRequestSchema,
  completeModuleResponseSchema,
  elearningBoardParamsSchema,
  elearningBoardSchema,
  moduleDetailSchema,
  moduleIdParamsSchema,
} from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../db/client.js';
import { elearningBoard } from './board.js';
import { completeModule } from './module-completion.js';
import { moduleDetail } from './module-detail.js';
import { authorize } from '../../../policies/ability.js';
import { memberAbilities } from '../../../policies/member.js';
import { openLevel } from '../../../policies/module.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

const secured = { tags: ['E-learning'], security: [{ bearer: [] }] };
const DRIP =
  "Unlocks follow the member's time zone: the breakthrough's 12 modules one every 7 days from the day it " +
  'started (the first that day), the path one every 30 days; a module opens at local midnight of its day.';

/** The program: My E-Learning board, module pages and their completion (its assessments: assessments/routes.ts). */
export const moduleRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
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
};
