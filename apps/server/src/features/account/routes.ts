import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  accountMessageSchema,
  accountOverviewSchema,
  accountSessionParamsSchema,
  accountSessionSchema,
  changeEmailSchema,
  changePasswordSchema,
  changePhoneSchema,
  confirmEmailChangeSchema,
  EMAIL_CHANGE,
  emailChangeConfirmedSchema,
} from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { publicSubmissionLimit, registerPublicRateLimit } from '../../http/public-rate-limit.js';
import { memberAbilities } from '../../policies/member.js';
import { PUBLIC } from '../../policies/route-ability.js';
import { disconnectSession } from '../../realtime/session-sockets.js';
import { confirmEmailChange, requestEmailChange } from './email-change-service.js';
import { accountOverview } from './overview.js';
import { changePassword } from './password-service.js';
import { changePhone } from './phone-service.js';
import { endOtherSessions, endSession, listSessions } from './sessions-service.js';

const TAGS = ['My account'];
const security = [{ bearer: [] }];
const signedIn = { ability: memberAbilities.useAccount };
const WRONG_PASSWORD_NOTE =
  `A wrong current password is a 400 ('${ACCOUNT_MESSAGES.wrongCurrentPassword}') and counts as a failed sign-in: ` +
  'after 10 in 15 minutes the answer is 429, here and on the sign-in form.';

/** The signed-in person's own sign-in details and sessions (decision 073). */
export const accountRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  await registerPublicRateLimit(app, db);
  const disconnect = (sessionIds: number[]) => {
    for (const sessionId of sessionIds) disconnectSession(app.io, sessionId);
  };

  app.get(
    '/Account',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "The caller's names, e-mail (and one waiting for confirmation), phone and time zone",
        security,
        response: { 200: accountOverviewSchema },
      },
    },
    async (request) => accountOverview(db, clock, request.user),
  );

  app.put(
    '/Account/Password',
    {
      config: { ...signedIn, errors: ['tooManyRequests'] },
      schema: {
        tags: TAGS,
        summary: 'Change the password; every other session ends and its sockets disconnect',
        description: `The new password follows the sign-up rules. ${WRONG_PASSWORD_NOTE}`,
        security,
        body: changePasswordSchema,
        response: {
          200: accountMessageSchema,
        },
      },
    },
    async (request) => {
      const { endedSessionIds } = await changePassword(db, clock, request.user, request.body, request.ip);
      disconnect(endedSessionIds);
      return { message: ACCOUNT_MESSAGES.passwordChanged };
    },
  );

  app.post(
    '/Account/Email',
    {
      config: { ...signedIn, errors: ['conflict', 'tooManyRequests'] },
      schema: {
        tags: TAGS,
        summary: 'Ask to change the e-mail address: a confirmation link goes to the new one, a notice to the old one',
        description:
          `The address changes when the link (/account/confirm-email?token=...) is opened, within ${EMAIL_CHANGE.lifetimeHours} hours; ` +
          `only the newest link works. An address another account uses is a 409 ('${ACCOUNT_MESSAGES.emailInUse}'); ` +
          `more than ${EMAIL_CHANGE.perUser.max} links in ${EMAIL_CHANGE.perUser.windowMinutes} minutes a 429. ${WRONG_PASSWORD_NOTE}`,
        security,
        body: changeEmailSchema,
        response: {
          202: accountMessageSchema,
        },
      },
    },
    async (request, reply) => {
      await requestEmailChange(db, clock, request.user, request.body, request.ip);
      return reply.status(202).send({ message: ACCOUNT_MESSAGES.emailChangeSent(request.body.newEmail) });
    },
  );

  app.post(
    '/Account/ConfirmEmailChange',
    {
      config: { ...publicSubmissionLimit, ability: PUBLIC, errors: ['conflict'] },
      schema: {
        tags: TAGS,
        summary: "Open the new address's confirmation link: the address becomes the account's, verified",
        description:
          'Needs no sign-in (the link may be opened on another device). An unknown, expired or used link is a 400 ' +
          'saying which; an address another account took in the meantime is a 409.',
        body: confirmEmailChangeSchema,
        response: {
          200: emailChangeConfirmedSchema,
        },
      },
    },
    async (request) => confirmEmailChange(db, clock, request.body.token),
  );

  app.put(
    '/Account/Phone',
    {
      config: { ...signedIn, errors: ['tooManyRequests'] },
      schema: {
        tags: TAGS,
        summary: 'Change the sign-in phone (111-111-1111 or ten digits)',
        description: `A phone several accounts share still signs in with the customer id. ${WRONG_PASSWORD_NOTE}`,
        security,
        body: changePhoneSchema,
        response: {
          200: accountMessageSchema,
        },
      },
    },
    async (request) => {
      await changePhone(db, clock, request.user, request.body, request.ip);
      return { message: ACCOUNT_MESSAGES.phoneSaved };
    },
  );

  app.get(
    '/Account/Sessions',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: "The caller's live sessions: device, browser, approximate place, first and last seen",
        description:
          'This session first (isCurrent), then the most recently seen. Times are UTC; the client shows them in the reader’s zone.',
        security,
        response: { 200: z.array(accountSessionSchema) },
      },
    },
    async (request) => listSessions(db, request.user),
  );

  app.delete(
    '/Account/Sessions/:sessionId',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'End one of the caller’s sessions; its sockets disconnect at once',
        description: 'Another person’s session, or one already ended, is a 404, as if it did not exist.',
        security,
        params: accountSessionParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await endSession(db, clock, request.user, request.params.sessionId);
      disconnect([request.params.sessionId]);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Account/Sessions/EndOthers',
    {
      config: signedIn,
      schema: {
        tags: TAGS,
        summary: 'Sign out everywhere else: every session but this one ends and its sockets disconnect',
        security,
        response: { 200: accountMessageSchema },
      },
    },
    async (request) => {
      const ended = await endOtherSessions(db, clock, request.user);
      disconnect(ended);
      return { message: ACCOUNT_MESSAGES.otherSessionsEnded(ended.length) };
    },
  );
};
