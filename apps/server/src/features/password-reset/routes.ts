import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_LINK_MESSAGES,
  passwordResetRequestedSchema,
  requestPasswordResetSchema,
  resetLinkQuerySchema,
  resetPasswordSchema,
} from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { publicSubmissionLimit, registerPublicRateLimit } from '../../http/public-rate-limit.js';
import { disconnectSession } from '../../realtime/session-sockets.js';
import { checkResetToken, requestPasswordReset, resetPassword } from './service.js';
import { PUBLIC } from '../../policies/route-ability.js';

const TAGS = ['Password reset'];

/** The built-in password reset, used when RESET_PASSWORD_URL does not send members elsewhere. */
export const passwordResetRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  await registerPublicRateLimit(app, db);

  app.post(
    '/Account/RequestPasswordReset',
    {
      config: { ...publicSubmissionLimit, ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'E-mail a link to choose a new password',
        description:
          'Always 202 with the same message, whether or not an account uses the address (nothing is sent when ' +
          'none does). The link (/resetPassword?token=...) works once, for 60 minutes. 429 after 3 requests for ' +
          'one address in an hour (counted for every address) or 30 calls in 10 minutes from one connection.',
        body: requestPasswordResetSchema,
        response: { 202: passwordResetRequestedSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(db, clock, request.body.email);
      return reply.status(202).send({ message: ACCOUNT_LINK_MESSAGES.resetSent });
    },
  );

  app.post(
    '/Account/ResetPassword',
    {
      config: { ...publicSubmissionLimit, ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: "Set a new password with the e-mail's reset token",
        description:
          'The token works once and for 60 minutes; an unknown, expired or used one is a 400 saying which. ' +
          'Every session of the member ends (they sign in again with the new password) and the sign-in lockout of ' +
          'their identifiers clears.',
        body: resetPasswordSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const { endedSessionIds } = await resetPassword(db, clock, request.body);
      for (const sessionId of endedSessionIds) disconnectSession(app.io, sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/Account/ResetPassword/Check',
    {
      config: { ...publicSubmissionLimit, ability: PUBLIC },
      schema: {
        tags: TAGS,
        summary: 'Whether a reset link still works, without using it',
        description:
          'The reset page asks when it opens: 204 while the token works, a 400 saying why when it is unknown, ' +
          'expired or used (the same words as ResetPassword). The token stays usable.',
        querystring: resetLinkQuerySchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await checkResetToken(db, clock, request.query.token);
      return reply.status(204).send(null);
    },
  );
};
