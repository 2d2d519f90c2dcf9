import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponseSchema, verifyEmailResponseSchema, verifyEmailSchema } from '@oola/domain';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { publicSubmissionLimit, registerPublicRateLimit } from '../../http/public-rate-limit.js';
import { verifyEmail } from './service.js';
import { PUBLIC } from '../../policies/route-ability.js';

export const emailVerificationRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  await registerPublicRateLimit(app, db);

  app.post(
    '/Account/VerifyEmail',
    {
      config: { ...publicSubmissionLimit, ability: PUBLIC },
      schema: {
        tags: ['Email verification'],
        summary: "Confirm the member's e-mail address with the welcome e-mail's token",
        description:
          'The token works once, for 7 days; an unknown, expired or used one is a 400 saying which. Needs no ' +
          'sign-in: the link may be opened on another device.',
        body: verifyEmailSchema,
        response: { 200: verifyEmailResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request) => verifyEmail(db, clock, request.body.token),
  );
};
