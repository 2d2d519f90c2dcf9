import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  currentUserStepSchema,
  loginFailureSchema,
  loginRequestSchema,
  sessionSchema,
  shopifyLoginRequestSchema,
  userIdParamsSchema,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { login, loginWithShopToken } from './login-service.js';
import { disconnectSession } from '../../realtime/session-sockets.js';
import { revokeSession } from '../../identity/session-store.js';
import { forgetSessionDevices } from '../push/index.js';
import { stepInfo } from './step-info.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount, PUBLIC } from '../../policies/route-ability.js';

const TAGS = ['Sign-in'];

export const authRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.post(
    '/Login',
    {
      config: { ability: PUBLIC, errors: ['tooManyRequests'] },
      schema: {
        tags: TAGS,
        summary: 'Sign in by phone (loginType 1), customer id (2) or email (3)',
        description:
          'Answers the session. A wrong identifier and a wrong password give the same 401. A phone shared by ' +
          'several accounts answers severity 3 (the client switches to the Customer Id tab). After 10 failures in ' +
          '15 minutes for one identifier or one address the answer is 429.',
        body: loginRequestSchema,
        response: { 200: sessionSchema, 401: loginFailureSchema },
      },
    },
    async (request) => login(db, request.body, request.ip),
  );

  app.post(
    '/Login/LoginShopifyCustomer',
    {
      config: { ability: PUBLIC, errors: ['tooManyRequests'] },
      schema: {
        tags: TAGS,
        summary: 'Exchange a shop customer token for a session (shop-origin member)',
        body: shopifyLoginRequestSchema,
        response: { 200: sessionSchema, 401: loginFailureSchema },
      },
    },
    async (request) => loginWithShopToken(db, request.body.customerToken, request.ip),
  );

  app.post(
    '/Logout',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: "Revoke the current session token, end its live sockets and turn its devices' notifications off",
        security: [{ bearer: [] }],
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await forgetSessionDevices(db, [request.user.sessionId]);
      await revokeSession(db, request.user.sessionId);
      disconnectSession(app.io, request.user.sessionId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/customer/GetCurrentUserStep/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'params') },
      schema: {
        tags: TAGS,
        summary: "The member's journey step; a 401 tells the client to sign out",
        description:
          'The spec\'s "call to refresh the user step id, used on the welcome pages" (its path is not shown there; ' +
          'this one is ours). /phase2welcome, /phase3welcome, /MidYearReviewWelcome, /Level2Welcome and /steps read ' +
          'it before they show anything and send the member to the page of the step it answers; the client keeps ' +
          "the answer's userStepId and level in its session.",
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        response: { 200: currentUserStepSchema },
      },
    },
    async (request) => stepInfo(db, request.user),
  );
};
