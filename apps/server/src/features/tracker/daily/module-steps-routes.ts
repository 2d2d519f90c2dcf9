import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addModuleActionStepsResponseSchema, moduleIdParamsSchema } from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../db/client.js';
import { moduleAbilities } from '../../../policies/module.js';
import { moduleActionSteps, WORK_ON_MODULE_DOC } from '../../learning/index.js';
import { saveTrackerRows } from './writes.js';

/**
 * A module's action-steps button: learning says which steps the module offers, the tracker adds them
 * to today (decision 097), so learning never imports the tracker.
 */
export const moduleStepsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/AdditionalCourse/AddActionSteps/:moduleId',
    {
      config: { ability: moduleAbilities.workOnModule, errors: ['forbidden', 'conflict'] },
      schema: {
        tags: ['E-learning'],
        security: [{ bearer: [] }],
        summary: "Add a module's suggested action steps to today's tracker (409 past the limit of 15)",
        description: `${WORK_ON_MODULE_DOC} A module whose button is off (enabled false) or that has no steps is a 409.`,
        params: moduleIdParamsSchema,
        body: z.unknown().optional(),
        response: { 200: addModuleActionStepsResponseSchema },
      },
    },
    async (request) => {
      const now = clock.now();
      const steps = await moduleActionSteps(db, request.user, request.params.moduleId, now);
      await saveTrackerRows(
        db,
        request.user,
        { userId: request.user.id, actions: steps.map((text) => ({ text })) },
        now,
      );
      return { added: steps.length };
    },
  );
};
