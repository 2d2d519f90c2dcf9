import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachCardsSchema, coachIdParamsSchema, coachPublicListingSchema, coachSearchQuerySchema } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { publicListing, searchCoaches } from './service.js';
import { PUBLIC } from '../../../policies/route-ability.js';

const TAGS = ['Coach directory'];

export const coachDirectoryRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/FindCoach/GetCoachBySearchTermZipCode',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Search active coaches by name and/or zip code',
        description:
          'A name or a zip code is required (400 otherwise). With a zip code, coaches in that country (default US) ' +
          'are listed nearest first with distanceMiles; at most 24 results.',
        querystring: coachSearchQuerySchema,
        response: { 200: coachCardsSchema },
      },
    },
    async (request) => searchCoaches(db, request.query),
  );

  app.get(
    '/Coach/GetDirectoryListingInfoPublic/:coachId',
    {
      config: { ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: "A coach's public directory listing (no contact details)",
        params: coachIdParamsSchema,
        response: { 200: coachPublicListingSchema },
      },
    },
    async (request) => publicListing(db, request.params.coachId),
  );
};
