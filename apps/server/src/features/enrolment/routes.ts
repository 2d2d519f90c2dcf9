import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sessionSchema, signUpSchema } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { publicSubmissionLimit, registerPublicRateLimit } from '../../http/public-rate-limit.js';
import { signUp } from './service.js';
import { PUBLIC } from '../../policies/route-ability.js';

export const enrolmentRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; brandName: string }> = async (
  app,
  { db, clock, brandName },
) => {
  await registerPublicRateLimit(app, db);

  app.post(
    '/Enrollment/SignUp',
    {
      config: { ...publicSubmissionLimit, ability: PUBLIC, errors: ['conflict'] },
      schema: {
        tags: ['Enrolment'],
        summary: 'Built-in sign-up: create a member account and sign in',
        description:
          'Used when no external enrolment site is configured. Creates a member (user type 1, step 0) with an ' +
          'argon2id password, the referring alias (kept only when it exists) and the time zone of the browser ' +
          '(timeZone, kept only when it is an IANA zone of GetDefinedTimeZones; otherwise left unset, never a 400), ' +
          'queues the welcome e-mail with a ' +
          'link to verify the address, then answers the session exactly like POST /api/Login. 409 when the email is taken; 429 after 30 calls in 10 minutes from one address.',
        body: signUpSchema,
        response: {
          200: sessionSchema,
        },
      },
    },
    async (request) =>
      signUp(db, request.body, {
        clock,
        brandName,
        browser: request.headers['user-agent'] ?? null,
        address: request.ip,
        events: app.events,
      }),
  );
};
