import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addDashboardGoalRequestSchema,
  completeGoalReviewResponseSchema,
  dashboardGoalSchema,
  singleLineText,
  goalIdParamsSchema,
  partialSaveGoalsRequestSchema,
  recommendedGoalsResponseSchema,
  savedGoalSchema,
  setOneGoalResponseSchema,
  setSevenGoalsOrderRequestSchema,
  topSevenGoalsResponseSchema,
  updateDashboardGoalRequestSchema,
  userGoalsResponseSchema,
  userIdParamsSchema,
} from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { partialSaveGoals, setOneGoal, setSevenGoalsOrder, userGoals } from './journey-service.js';
import { recommendedGoals } from './recommended.js';
import { addGoal, completeGoalReview, deleteGoal, removeAssessmentGoals, updateGoal } from './review-service.js';
import { topSevenGoals } from './top-seven.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount } from '../../policies/route-ability.js';

const TAGS = ['Goals'];
const secured = { tags: TAGS, security: [{ bearer: [] }] };

export const goalsRoutes: FastifyPluginAsyncZod<{ db: Db; brandName: string; clock: Clock }> = async (
  app,
  { db, brandName, clock },
) => {
  const userGoalsRoute = {
    config: { ability: memberAbilities.useGoals, errors: ['badRequest', 'notFound', 'conflict'] as const },
    schema: {
      ...secured,
      summary: "The member's open goals, the latest assessment score and the zero-based area to resume",
      response: { 200: userGoalsResponseSchema },
    },
  };
  app.get('/goals/GetUserGoals', userGoalsRoute, async (request) => userGoals(db, request.user));
  app.get(
    '/goals/GetUserGoals/:version',
    // The client's version segment is read by nobody; it is bounded like any other input.
    { ...userGoalsRoute, schema: { ...userGoalsRoute.schema, params: z.object({ version: singleLineText(16) }) } },
    async (request) => userGoals(db, request.user),
  );

  app.get(
    '/goals/GetUserTopSevenGoals/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.useGoals, 'params'), errors: ['conflict'] },
      schema: {
        ...secured,
        summary: "The top 7 goals in order (with area color) and the actions of the member's today",
        params: userIdParamsSchema,
        response: { 200: topSevenGoalsResponseSchema },
      },
    },
    async (request) => topSevenGoals(db, request.user, clock.now()),
  );

  app.get(
    '/goals/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.useGoals, 'params'), errors: ['conflict'] },
      schema: {
        ...secured,
        summary: 'The seven areas with six recommended goals each',
        params: userIdParamsSchema,
        response: { 200: recommendedGoalsResponseSchema },
      },
    },
    async () => recommendedGoals(),
  );

  app.post(
    '/Goals/PartialSaveGoals',
    {
      config: { ability: onOwnAccount(memberAbilities.useGoals, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'Save the goals of ONE area (at most 3); answers them with their ids',
        description:
          "The list is the whole area: listed goals are updated or created, the area's other goals are removed. " +
          "Text is normalized (max 300); a new or changed date may not be before the member's today (409).",
        body: partialSaveGoalsRequestSchema,
        response: { 200: z.array(savedGoalSchema) },
      },
    },
    async (request) => partialSaveGoals(db, request.user, request.body, clock.now()),
  );

  app.put(
    '/Goals/SetSevenGoalsOrder',
    {
      config: { ability: memberAbilities.useGoals, errors: ['notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'Pick (all 0) or arrange (1-7) exactly seven goals',
        body: setSevenGoalsOrderRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await setSevenGoalsOrder(db, request.user, request.body);
      return reply.status(204).send(null);
    },
  );

  app.put(
    `/Goals/Set${brandName}One/:goalId`,
    {
      config: { ability: memberAbilities.useGoals, errors: ['conflict'] },
      schema: {
        ...secured,
        summary: 'Choose the One goal among the top 7; completes Step 2 when everything is in place',
        params: goalIdParamsSchema,
        response: { 200: setOneGoalResponseSchema },
      },
    },
    async (request) => setOneGoal(db, app.events, request.user, request.params.goalId),
  );

  app.post(
    '/Goals/AddDashboardGoal',
    {
      config: { ability: onOwnAccount(memberAbilities.useGoals, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'Add a goal to an area (3 per area in the journey and review, 7 open ones on the dashboard)',
        body: addDashboardGoalRequestSchema,
        response: { 200: dashboardGoalSchema },
      },
    },
    async (request) => addGoal(db, request.user, request.body, clock.now()),
  );

  app.put(
    '/Goals/UpdateDashboardGoal',
    {
      config: { ability: onOwnAccount(memberAbilities.useGoals, 'body'), errors: ['notFound', 'conflict'] },
      schema: {
        ...secured,
        summary: 'Change the text and date of a goal',
        body: updateDashboardGoalRequestSchema,
        response: { 200: dashboardGoalSchema },
      },
    },
    async (request) => updateGoal(db, request.user, request.body, clock.now()),
  );

  app.delete(
    '/goals/RemoveAssessmentGoals',
    {
      config: { ability: memberAbilities.useGoals, errors: ['badRequest', 'notFound', 'conflict'] as const },
      schema: { ...secured, summary: 'CLEAN SLATE: delete every open goal', response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeAssessmentGoals(db, request.user);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/Goals/:goalId',
    {
      config: { ability: memberAbilities.useGoals, errors: ['conflict'] },
      schema: {
        ...secured,
        summary: 'Delete one goal',
        params: goalIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteGoal(db, app.events, request.user, request.params.goalId);
      return reply.status(204).send(null);
    },
  );

  app.put(
    '/Goals/CompleteGoalReview',
    {
      config: { ability: memberAbilities.useGoals, errors: ['badRequest', 'notFound', 'conflict'] as const },
      schema: {
        ...secured,
        summary: 'Finish the level 2 goal review (needs 21 goals): step 7 → 4 and level + 1',
        response: { 200: completeGoalReviewResponseSchema },
      },
    },
    async (request) => completeGoalReview(db, app.events, request.user),
  );
};
