import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coachAchievementSectionsSchema,
  coachBadgesSchema,
  coachUserIdParamsSchema,
  updateDisplayedCoachBadgeRequestSchema,
} from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { coachAchievementSections, earnedCoachBadges, markCoachBadgeDisplayed } from './coach-service.js';
import { coachProfileAbilities } from '../../policies/coach-profile.js';
import { onOwnAccount } from '../../policies/route-ability.js';

const TAGS = ['Coach achievements'];

const RULES =
  'Four sections: certifications (ids 101-106: a certified coach, then modules of the certification course 1009 ' +
  'completed: 1, 3, 6 and 9, and every certification quiz scored 100%), lifetime clients (201-208: members who ' +
  'ever chose the coach, current and past), client action steps taken (301-309: action steps those members ' +
  'completed) and client goals achieved (401-408: goals those members completed). achievementValue is the ' +
  "threshold, currentValue the coach's own count. Badges are awarded by the server once, at the first call " +
  'or write after they are earned (a client completing a step, a goal or choosing the coach; the coach ' +
  'completing a module or a quiz), and never taken back. Only an active coach may call it (403 otherwise, ' +
  "before anything is read); a userId not the caller's is a 403.";

export const coachAchievementRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/Coach/GetAchievements/:userId',
    {
      config: { ability: onOwnAccount(coachProfileAbilities.useCoachPortal, 'params') },
      schema: {
        tags: TAGS,
        summary: 'The badges the coach has earned, latest first (displayed false: its modal is still to show)',
        description: RULES,
        security: [{ bearer: [] }],
        params: coachUserIdParamsSchema,
        response: { 200: coachBadgesSchema },
      },
    },
    async (request) => earnedCoachBadges(db, request.user, clock.now()),
  );

  app.get(
    '/Coach/GetMyAchievements/:userId',
    {
      config: { ability: onOwnAccount(coachProfileAbilities.useCoachPortal, 'params') },
      schema: {
        tags: TAGS,
        summary: "Every coach badge with the coach's state of it, in the achievements modal's four sections",
        description: RULES,
        security: [{ bearer: [] }],
        params: coachUserIdParamsSchema,
        response: { 200: coachAchievementSectionsSchema },
      },
    },
    async (request) => coachAchievementSections(db, request.user, clock.now()),
  );

  app.put(
    '/Coach/UpdateDisplayedBadge',
    {
      config: { ability: onOwnAccount(coachProfileAbilities.useCoachPortal, 'body'), errors: ['notFound'] },
      schema: {
        tags: TAGS,
        summary: "Mark an earned coach badge as displayed (its modal was closed); 404 if it isn't earned",
        description:
          'The body is the member call’s (userId, achievementId); achievementId is a coach badge id (101-499). ' +
          'A badge shows once as a modal on the coach portal while displayed is false; marking it again ' +
          `changes nothing. ${RULES}`,
        security: [{ bearer: [] }],
        body: updateDisplayedCoachBadgeRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await markCoachBadgeDisplayed(db, request.user.id, request.body.achievementId);
      return reply.status(204).send(null);
    },
  );
};
