import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { awardCoachAchievements } from './service.js';

/** Calls that cannot change what a coach badge counts. */
const IGNORED_PATH =
  /^\/api\/(logout|notification|customer\/updatedisplayedbadge|coach\/updatedisplayedbadge|sessioncomments|chatconversation)(\/|$)/i;

/**
 * Awards coach badges right after a successful write that may have earned one: by a member, for
 * their coach (a step or goal completed, the coach chosen: the coach is read after the write), and
 * by an active coach, for themselves (a certification module or quiz). Runs after the answer is
 * sent; a failure is only logged.
 */
export const coachAchievementAwardHook = fp(async (app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) => {
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 300 || !request.user) return;
    if (IGNORED_PATH.test(request.url)) return;
    try {
      const [caller] = await db.select({ coachId: users.coachId }).from(users).where(eq(users.id, request.user.id));
      const coachIds = new Set<number>();
      if (request.user.isActiveCoach) coachIds.add(request.user.id);
      if (caller?.coachId) coachIds.add(caller.coachId);
      for (const coachId of coachIds) await awardCoachAchievements(db, coachId, clock.now());
    } catch (error) {
      request.log.error({ err: error }, 'awarding coach achievements failed');
    }
  });
});
