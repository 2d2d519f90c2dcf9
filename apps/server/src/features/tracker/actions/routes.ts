import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  completeActionRequestSchema,
  completeActionResponseSchema,
  errorResponseSchema,
  saveActionsRequestSchema,
  saveActionsResponseSchema,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { Clock } from '../../../core/clock.js';
import { completeAction, saveActions } from './service.js';
import { memberAbilities } from '../../../policies/member.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

const TAGS = ['Actions'];
const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};

export const actionsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.post(
    '/Actions',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'body') },
      schema: {
        tags: TAGS,
        security: [{ bearer: [] }],
        summary: "Save today's daily action steps (Step 3): 3 to 15 non-empty, each at most 300 characters",
        body: saveActionsRequestSchema,
        response: { 200: saveActionsResponseSchema, ...errors },
      },
    },
    async (request) => ({ actions: await saveActions(db, request.user, request.body, clock.now()) }),
  );

  app.put(
    '/Actions/AsyncCompleteAction',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'body'), idempotent: true },
      schema: {
        tags: TAGS,
        security: [{ bearer: [] }],
        summary: "Complete one of today's actions; the third in Step 3 moves the member to the dashboard",
        body: completeActionRequestSchema,
        response: { 200: completeActionResponseSchema, ...errors },
      },
    },
    async (request) => completeAction(db, app.events, request.user, request.body, clock.now()),
  );
};
