import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  backOfficeMemberSchema,
  redeemSilentTokenRequestSchema,
  SILENT_TOKEN_MESSAGES,
  silentTokenSchema,
  userIdParamsSchema,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { unauthorized } from '../../core/app-error.js';
import { createSilentToken, redeemSilentToken } from './silent-token.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount, PUBLIC } from '../../policies/route-ability.js';

const TAGS = ['Dashboard'];

/** MY BACKOFFICE single sign-on: the member asks for a token, the back office redeems it once. */
export const silentTokenRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Login/GetSilentToken/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'params') },
      schema: {
        tags: TAGS,
        summary: 'A 2-minute, single-use token for the back office single sign-on (MY BACKOFFICE)',
        description:
          'The client opens the configured back-office link with ?silentToken=… in a new tab. The token is no ' +
          'bearer token: the back office exchanges it once with POST /api/Login/RedeemSilentToken.',
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        response: {
          200: silentTokenSchema,
        },
      },
    },
    async (request) => ({ silentToken: await createSilentToken(db, request.user.id) }),
  );

  app.post(
    '/Login/RedeemSilentToken',
    {
      config: { ability: PUBLIC, errors: ['unauthorized'] },
      schema: {
        tags: TAGS,
        summary: 'For the back office: exchange a silent token for the member it names (once, within 2 minutes)',
        description:
          'The token itself is the credential, so this call takes no bearer token. A second exchange of the same ' +
          'token, an expired or an unknown one answers 401.',
        body: redeemSilentTokenRequestSchema,
        response: { 200: backOfficeMemberSchema },
      },
    },
    async (request) => {
      const member = await redeemSilentToken(db, request.body.silentToken);
      if (!member) throw unauthorized(SILENT_TOKEN_MESSAGES.invalid);
      return member;
    },
  );
};
