import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addModuleActionStepsResponseSchema, moduleIdParamsSchema, saveModuleAnswersRequestSchema } from '@oola/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { addModuleActionSteps } from './action-steps.js';
import type { ModuleActionDeps } from './module-action-deps.js';
import { saveModuleAnswers } from './quick-answers.js';
import { moduleAbilities } from '../../policies/module.js';

const secured = { tags: ['E-learning'], security: [{ bearer: [] }] };
const ACCESS =
  'For program and course modules alike, each by its own rules: a program module is for subscribers only ' +
  '(a non-subscriber gets a 403 with the upgrade message) once it is unlocked on their track; a course module ' +
  '(ids 100101 and up) is for whoever has the course, non-subscribers included, once it is open. ' +
  'A module the member may not use yet is a 403, an unknown one a 404.';

/**
 * A module's quick questions and its action-steps button, for programme and course modules: kept
 * apart from the programme's routes, which are for subscribers only (decision 040).
 */
export const moduleActionRoutes: FastifyPluginAsyncZod<{
  db: Db;
  clock: Clock;
  deps: ModuleActionDeps;
}> = async (app, { db, clock, deps }) => {
  app.post(
    '/ELearning/SaveCustomizeModuleAssessment',
    {
      config: { ability: moduleAbilities.workOnModule, errors: ['forbidden', 'notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: "Answer a module's quick questions: every question once, each with one of its options",
        description: ACCESS,
        body: saveModuleAnswersRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await saveModuleAnswers(
        db,
        request.user,
        request.body.moduleId,
        request.body.assesmentDetails,
        clock.now(),
        deps,
      );
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/AdditionalCourse/AddActionSteps/:moduleId',
    {
      config: { ability: moduleAbilities.workOnModule, errors: ['forbidden', 'conflict'] },
      schema: {
        ...secured,
        summary: "Add a module's suggested action steps to today's tracker (409 past the limit of 15)",
        description: `${ACCESS} A module whose button is off (enabled false) or that has no steps is a 409.`,
        params: moduleIdParamsSchema,
        body: z.unknown().optional(),
        response: { 200: addModuleActionStepsResponseSchema },
      },
    },
    async (request) => ({
      added: await addModuleActionSteps(db, request.user, request.params.moduleId, clock.now(), deps),
    }),
  );
};
