import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_LINK_MESSAGES,
  emailVerificationStatusSchema,
  verificationLinkSentSchema,
  verifyEmailResponseSchema,
  verifyEmailSchema,
} from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { publicSubmissionLimit, registerPublicRateLimit } from '../../http/public-rate-limit.js';
import { emailVerificationStatus, resendVerificationLink } from './resend.js';
import { memberAbilities } from '../../policies/member.js';
import { PUBLIC } from '../../policies/route-ability.js';
import { verifyEmail } from './service.js';

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
        response: { 200: verifyEmailResponseSchema },
      },
    },
    async (request) => verifyEmail(db, clock, request.body.token),
  );

  app.get(
    '/Account/EmailVerification',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: ['Email verification'],
        summary: "The caller's e-mail address and whether it is verified",
        security: [{ bearer: [] }],
        response: { 200: emailVerificationStatusSchema },
      },
    },
    async (request) => emailVerificationStatus(db, request.user.id),
  );

  app.post(
    '/Account/ResendVerificationEmail',
    {
      config: { ability: memberAbilities.useAccount, errors: ['badRequest', 'tooManyRequests'] },
      schema: {
        tags: ['Email verification'],
        summary: 'E-mail the caller a new link that verifies their address',
        description:
          'Answers 202 once the message is queued. Only the newest link works: the ones sent before stop working. ' +
          'An address already verified (or none on the account) is a 400; a fourth request within an hour is a 429.',
        security: [{ bearer: [] }],
        response: {
          202: verificationLinkSentSchema,
        },
      },
    },
    async (request, reply) => {
      await resendVerificationLink(db, clock, request.user.id);
      return reply.status(202).send({ message: ACCOUNT_LINK_MESSAGES.verificationSent });
    },
  );
};
