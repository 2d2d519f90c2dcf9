import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ambassadorProfileSchema, webAliasParamsSchema } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { ambassadorProfile } from './service.js';
import { PUBLIC } from '../../policies/route-ability.js';

export const ambassadorRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Customer/GetAmbassadorProfileInformation/:webAlias',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: ['Ambassador'],
        summary: 'The public profile behind a web alias (case-insensitive)',
        description:
          'Public. Answers only firstName, lastName, pictureFileName, rank, rankLevel, rankLevelCode, customerLevel, ' +
          'latestAchievements and goalsCompleted (the count of the member’s completed goals); 404 for an unknown alias.',
        params: webAliasParamsSchema,
        response: { 200: ambassadorProfileSchema },
      },
    },
    async (request) => ambassadorProfile(db, request.params.webAlias),
  );
};
