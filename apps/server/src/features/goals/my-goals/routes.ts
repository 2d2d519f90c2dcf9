import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { goalStatusRequestSchema, goalsGroupedByStatusSchema, userIdParamsSchema } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { completeDashboardGoal, goalsGroupedByStatus, setGoalInProgress } from './service.js';
import { memberAbilities } from '../../../policies/member.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

const secured = { tags: ['Goals'], security: [{ bearer: [] }] };
const grouped = { 200: goalsGroupedByStatusSchema };

/** My Goals on the dashboard: goals by status, Add to My Top 7 and complete. */
export const myGoalsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/goals/GetUserGoalsGroupedByStatus/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.useGoals, 'params'), errors: ['conflict'] },
      schema: {
        ...secured,
        summary: 'Goals in progress (top 7), achieved (latest first) and pending by area (at most 7 per area)',
        params: userIdParamsSchema,
        response: grouped,
      },
    },
    async (request) => goalsGroupedByStatus(db, request.user.id),
  );

  app.put(
    '/Goals/SetGoalInProgress',
    {
      config: { ability: onOwnAccount(memberAbilities.useGoals, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'Add a pending goal to My Top 7 (409 when 7 are already in progress); answers the goals by status',
        body: goalStatusRequestSchema,
        response: grouped,
      },
    },
    async (request) => setGoalInProgress(db, request.user, request.body.id),
  );

  app.put(
    '/Goals/CompleteDashboardGoal',
    {
      config: { ability: onOwnAccount(memberAbilities.useGoals, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'Mark a goal in progress or pending as achieved today; answers the goals by status',
        body: goalStatusRequestSchema,
        response: grouped,
      },
    },
    async (request) => completeDashboardGoal(db, app.events, request.user, request.body.id),
  );
};
