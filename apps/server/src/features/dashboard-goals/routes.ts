import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  SUBSCRIBER_ONLY_MESSAGES,
  goalStatusRequestSchema,
  goalsGroupedByStatusSchema,
  userIdParamsSchema,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { assertSelf } from '../../http/authenticate.js';
import { subscriberOnly } from '../../http/subscriber-only.js';
import { completeDashboardGoal, goalsGroupedByStatus, setGoalInProgress } from './service.js';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const secured = { tags: ['Goals'], security: [{ bearer: [] }] };
const grouped = { 200: goalsGroupedByStatusSchema, ...errors };

/** My Goals on the dashboard: goals by status, Add to My Top 7 and complete. */
export const dashboardGoalsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  // onRequest: a missing token is a 401, and a non-subscriber a 403, before the body is validated.
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', subscriberOnly(SUBSCRIBER_ONLY_MESSAGES.goals));

  app.get(
    '/goals/GetUserGoalsGroupedByStatus/:userId',
    {
      schema: {
        ...secured,
        summary: 'Goals in progress (top 7), achieved (latest first) and pending by area (at most 7 per area)',
        params: userIdParamsSchema,
        response: grouped,
      },
    },
    async (request) => {
      assertSelf(request, request.params.userId);
      return goalsGroupedByStatus(db, request.user.id);
    },
  );

  app.put(
    '/Goals/SetGoalInProgress',
    {
      schema: {
        ...secured,
        summary: 'Add a pending goal to My Top 7 (409 when 7 are already in progress); answers the goals by status',
        body: goalStatusRequestSchema,
        response: grouped,
      },
    },
    async (request) => {
      assertSelf(request, request.body.userId);
      return setGoalInProgress(db, request.user, request.body.id);
    },
  );

  app.put(
    '/Goals/CompleteDashboardGoal',
    {
      schema: {
        ...secured,
        summary: 'Mark a goal in progress or pending as achieved today; answers the goals by status',
        body: goalStatusRequestSchema,
        response: grouped,
      },
    },
    async (request) => {
      assertSelf(request, request.body.userId);
      return completeDashboardGoal(db, request.user, request.body.id);
    },
  );
};
