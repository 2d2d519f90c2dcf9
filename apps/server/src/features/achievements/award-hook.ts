import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { awardAchievements } from './service.js';

/** Writes that can earn an achievement: actions, goals, to-do and the journey's step changes. */
const EVENT_PATH = /^\/api\/(actions|goals|todolist|customer|elearning|additionalcourse)\//i;

/**
 * Awards achievements right after a member's successful write (an action
 * completed, a goal achieved, a step reached), so the badge is there when the
 * dashboard next reads it. Runs after the answer is sent; a failure is only logged.
 */
export const achievementAwardHook = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 300 || !request.user) return;
    if (!EVENT_PATH.test(request.url)) return;
    try {
      await awardAchievements(db, request.user.id);
    } catch (error) {
      request.log.error({ err: error }, 'awarding achievements failed');
    }
  });
});
