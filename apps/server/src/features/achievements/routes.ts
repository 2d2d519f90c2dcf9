import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { coachAchievementRoutes } from './coach-routes.js';
import { memberAchievementRoutes } from './member-routes.js';

/** The member's achievements (Customer/…, Dashboard/GetUserProgress) and the coach badges (Coach/…). */
export const achievementRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, options) => {
  await app.register(memberAchievementRoutes, options);
  await app.register(coachAchievementRoutes, options);
};
