import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { awardAchievements } from './service.js';

/** Calls that cannot earn anything. */
const IGNORED_PATH =
  /^\/api\/(logout|notification|customer\/updatedisplayedbadge|sessioncomments|chatconversation)(\/|$)/i;

/**
 * Awards achievements right after any successful write by a signed-in member
 * (an action completed, a goal achieved, a journey step reached, whichever
 * feature's call did it), so the badge is there when the
 * dashboard next reads it. Runs after the answer is sent; a failure is only logged.
 */
export const achievementAwardHook = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 300 || !request.user) return;
    if (IGNORED_PATH.test(request.url)) return;
    try {
      await awardAchievements(db, request.user.id);
    } catch (error) {
      request.log.error({ err: error }, 'awarding achievements failed');
    }
  });
});
