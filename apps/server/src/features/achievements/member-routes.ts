import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  achievementGroupsSchema,
  customerProfileInformationSchema,
  updateDisplayedBadgeRequestSchema,
  userIdParamsSchema,
  userProgressSchema,
} from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { userProgress } from './progress.js';
import { markAchievementDisplayed, memberAchievements, profileInformation } from './member-service.js';
import { memberAbilities } from '../../policies/member.js';
import { onOwnAccount } from '../../policies/route-ability.js';

const TAGS = ['Achievements'];

const RULES =
  'Ids 1-75: badges 1-25 (journey steps reached, the first full day, goals achieved; id 8 carries the ' +
  'goals-completed count in achievementValue), milestones 26-50 (action steps completed), streaks 51-75 ' +
  '(longest run of consecutive days on which the three daily actions were done, days in the member’s time ' +
  'zone). Achievements are awarded by the server when the event happens and whenever these calls are made.';

export const memberAchievementRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/Customer/GetCustomerProfileInformation/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'params') },
      schema: {
        tags: TAGS,
        summary: 'Profile card (greeting, picture, level, latest badges) and every achievement, grouped',
        description: RULES,
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        response: { 200: customerProfileInformationSchema },
      },
    },
    async (request) => profileInformation(db, request.user, clock.now()),
  );

  app.get(
    '/Customer/GetMyAchiements/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'params') },
      schema: {
        tags: TAGS,
        summary: "The member's badges, milestones and streaks (path spelled as the spec)",
        description: RULES,
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        response: { 200: achievementGroupsSchema },
      },
    },
    async (request) => (await memberAchievements(db, request.user, clock.now())).groups,
  );

  app.get(
    '/Dashboard/GetUserProgress/:userId',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'params') },
      schema: {
        tags: TAGS,
        summary: 'My Progress: steps taken, current streak, longest streak, goals completed',
        description:
          'stepsTaken counts completed action steps. A day counts towards a streak when the member completed ' +
          'at least three of that day’s actions (the three daily actions), days being calendar days in the ' +
          'member’s chosen time zone (UTC until one is chosen). currentStreak is the run of consecutive counted ' +
          'days ending today, or yesterday while today is not yet complete; longestStreak is the longest run ever. ' +
          'Days of a streak pause neither break nor extend a run. ' +
          'goalsCompleted counts goals with status completed.',
        security: [{ bearer: [] }],
        params: userIdParamsSchema,
        response: { 200: userProgressSchema },
      },
    },
    async (request) => userProgress(db, request.user, clock.now()),
  );

  app.put(
    '/Customer/UpdateDisplayedBadge',
    {
      config: { ability: onOwnAccount(memberAbilities.useAccount, 'body'), errors: ['notFound'] },
      schema: {
        tags: TAGS,
        summary: "Mark an earned achievement as displayed (its modal was closed); 404 if it isn't earned",
        security: [{ bearer: [] }],
        body: updateDisplayedBadgeRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await markAchievementDisplayed(db, request.user.id, request.body.achievementId);
      return reply.status(204).send(null);
    },
  );
};
