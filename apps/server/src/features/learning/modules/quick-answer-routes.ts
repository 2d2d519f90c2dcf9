import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { saveModuleAnswersRequestSchema } from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../db/client.js';
import { moduleAbilities } from '../../../policies/module.js';
import { saveModuleAnswers } from './quick-answers.js';
import { WORK_ON_MODULE_DOC } from './work-on-module-doc.js';

/**
 * A module's quick questions, for program and course modules: kept apart from the program's
 * routes, which are for subscribers only (decision 040). Its action-steps button is the tracker's call.
 */
export const quickAnswerRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/ELearning/SaveCustomizeModuleAssessment',
    {
      config: { ability: moduleAbilities.workOnModule, errors: ['forbidden', 'notFound', 'conflict'] },
      schema: {
        tags: ['E-learning'],
        security: [{ bearer: [] }],
        summary: "Answer a module's quick questions: every question once, each with one of its options",
        description: WORK_ON_MODULE_DOC,
        body: saveModuleAnswersRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saveModuleAnswers(db, request.user, request.body.moduleId, request.body.assesmentDetails, clock.now());
      return reply.status(204).send(null);
    },
  );
};
