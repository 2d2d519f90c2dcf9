import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oolaScoresSchema } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { oolaScores } from './service.js';
import { memberAbilities } from '../../policies/member.js';

/** My Oola Score: the member's past wheels. */
export const oolaScoresRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Dashboard/GetOolaScores',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: ['Dashboard'],
        security: [{ bearer: [] }],
        summary:
          "The caller's completed wheels, oldest first: date, combined score, share texts and one slice per area",
        response: { 200: oolaScoresSchema },
      },
    },
    async (request) => oolaScores(db, request.user),
  );
};
