import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock.js';
import type { Db } from '../../db/client.js';
import { coachCatalogue } from './coach-catalogue.js';
import { award, type AnyCatalogue } from './engine.js';
import { memberCatalogue } from './member-catalogue.js';

/** Calls that cannot earn anything. */
const IGNORED_PATH =
  /^\/api\/(logout|notification|customer\/updatedisplayedbadge|coach\/updatedisplayedbadge|sessioncomments|chatconversation)(\/|$)/i;

const CATALOGUES: AnyCatalogue[] = [memberCatalogue, coachCatalogue];

/**
 * Awards badges right after any successful write by a signed-in user (an action completed, a goal achieved, a
 * coach chosen, a certification module done, whichever feature's call did it), to whoever each catalogue says the
 * write may have earned one, so the badge is there when it is next read. Runs after the answer is sent; a failure
 * is only logged, and does not keep the other catalogue from awarding.
 */
export const achievementAwardHook = fp(async (app: FastifyInstance, { db, clock }: { db: Db; clock: Clock }) => {
  app.addHook('onResponse', async (request, reply) => {
    const user = request.user;
    if (request.method === 'GET' || reply.statusCode >= 300 || !user) return;
    if (IGNORED_PATH.test(request.url)) return;
    for (const catalogue of CATALOGUES) {
      try {
        for (const ownerId of await catalogue.ownersAfterWrite(db, user)) {
          await award(catalogue, db, ownerId, clock.now());
        }
      } catch (error) {
        request.log.error({ err: error }, 'awarding achievements failed');
      }
    }
  });
});
