import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STREAK_PAUSE, startStreakPauseSchema, streakPauseStateSchema } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { endStreakPause, startStreakPause, streakPauseState } from './service.js';
import { memberAbilities } from '../../policies/member.js';

const TAGS = ['Streak pause'];
const RULES =
  `A pause starts today (the member's time zone) and lasts ${STREAK_PAUSE.minDays} to ${STREAK_PAUSE.maxDays} days. ` +
  'Paused days neither break nor extend the streak, the missed-day prompt ignores them and no daily reminder is sent. ' +
  `At most ${STREAK_PAUSE.maxDaysPerYear} paused days in the 365 days up to today, a running pause included.`;

export const streakPauseRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/Account/StreakPause',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: "The caller's running streak pause and the paused days left this year",
        description: RULES,
        security: [{ bearer: [] }],
        response: { 200: streakPauseStateSchema },
      },
    },
    async (request) => streakPauseState(db, request.user, clock.now()),
  );

  app.post(
    '/Account/StreakPause',
    {
      config: { ability: memberAbilities.useAccount, errors: ['conflict'] },
      schema: {
        tags: TAGS,
        summary: "Pause the caller's streak from today for { days } days",
        description: `${RULES} A second pause while one runs, or one beyond the allowance, is a 409.`,
        security: [{ bearer: [] }],
        body: startStreakPauseSchema,
        response: {
          200: streakPauseStateSchema,
        },
      },
    },
    async (request) => startStreakPause(db, app.events, request.user, request.body.days, clock.now()),
  );

  app.delete(
    '/Account/StreakPause',
    {
      config: { ability: memberAbilities.useAccount, errors: ['conflict'] },
      schema: {
        tags: TAGS,
        summary: "End the caller's running pause early: today counts again",
        description: 'The unused days go back to the allowance. No running pause is a 409.',
        security: [{ bearer: [] }],
        response: { 200: streakPauseStateSchema },
      },
    },
    async (request) => endStreakPause(db, app.events, request.user, clock.now()),
  );
};
