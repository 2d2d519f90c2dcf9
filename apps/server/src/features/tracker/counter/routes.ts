import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../../db/client.js';
import { globalStepsTaken } from './service.js';
import { memberAbilities } from '../../../policies/member.js';

export const actionsCounterRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Actions/GetGlobalActionStepsTaken',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: ['Actions'],
        summary: 'Action steps completed by all members (a number)',
        description:
          'Sockets on /actionhub receive the event GetGlobalStepsTaken with the new number whenever it changes ' +
          '(after any member completes or removes a step).',
        security: [{ bearer: [] }],
        response: { 200: z.number().int() },
      },
    },
    async () => globalStepsTaken(db),
  );
};
