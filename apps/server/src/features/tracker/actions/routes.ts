import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeActionRequestSchema,
  completeActionResponseSchema,
  saveActionsRequestSchema,
  saveActionsResponseSchema,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../core/clock.js';
import { completeAction, saveActions } from './service.js';
import { memberAbilities } from '../../../policies/member.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

const TAGS = ['Actions'];

export const actionsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/Actions',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        tags: TAGS,
        security: [{ bearer: [] }],
        summary: "Save today's daily action steps (Step 3): 3 to 15 non-empty, each at most 300 characters",
        body: saveActionsRequestSchema,
        response: { 200: saveActionsResponseSchema },
      },
    },
    async (request) => ({ actions: await saveActions(db, request.user, request.body, clock.now()) }),
  );

  app.put(
    '/Actions/AsyncCompleteAction',
    {
      config: {
        ability: onOwnAccount(memberAbilities.useAccount, 'body'),
        idempotent: true,
        errors: ['notFound', 'conflict'],
      },
      schema: {
        tags: TAGS,
        security: [{ bearer: [] }],
        summary: "Complete one of today's actions; the third in Step 3 moves the member to the dashboard",
        body: completeActionRequestSchema,
        response: { 200: completeActionResponseSchema },
      },
    },
    async (request) => completeAction(db, app.events, request.user, request.body, clock.now()),
  );
};
