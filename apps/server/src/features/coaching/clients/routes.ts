import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { coachClientsSchema, coachStatsSchema, coachUserIdParamsSchema } from '@oola/domain';
import type { Clock } from '../../../core/clock.js';
import type { Db } from '../../../db/client.js';
import { myClients } from './clients.js';
import type { ClientListCache } from './client-list-cache.js';
import { myStats } from './stats.js';
import { coachProfileAbilities } from '../../../policies/coach-profile.js';
import { onOwnAccount } from '../../../policies/route-ability.js';

const TAGS = ['Coach portal'];
const COACH_ONLY =
  "Only an active coach may call it (403 otherwise, before anything is read); a userId not the caller's is a 403.";

/** The coach portal's client list and MY STATS. */
export const coachClientsRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock; clientLists: ClientListCache }> = async (
  app,
  { db, clock, clientLists },
) => {
  app.get(
    '/Coach/GetMyClients/:userId',
    {
      config: { ability: onOwnAccount(coachProfileAbilities.useCoachPortal, 'params') },
      schema: {
        tags: TAGS,
        summary: "The coach's clients: MY ACTIVE CLIENTS (isActiveCustomer) and MY PAST CLIENTS",
        description:
          'Every member who chose this coach, with their progress (level, steps taken, streaks, goals completed, ' +
          'latest Oola score and its date, phase, current lesson and module number, cheat sheet), the sessions ' +
          'completed with this coach and remaining, the messages the coach has not read and the next booked ' +
          'session. A member who moved to another coach is a past client (isActiveCustomer false). The list is ' +
          'served again for up to 30 s unless the coach or one of the clients wrote something since (decision 047). ' +
          COACH_ONLY,
        security: [{ bearer: [] }],
        params: coachUserIdParamsSchema,
        response: { 200: coachClientsSchema },
      },
    },
    async (request, reply) => {
      const coachId = request.params.userId;
      const list = await clientLists.get(coachId, async () => {
        const clients = await myClients(db, coachId, clock.now());
        return {
          clientIds: clients.map((client) => client.clientId),
          body: Buffer.from(JSON.stringify(coachClientsSchema.parse(clients))),
        };
      });
      // Validated, serialised and encoded when read: Fastify sends a Buffer as it is (the typed reply
      // only knows the object form, hence the plain FastifyReply).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(list.body);
    },
  );

  app.get(
    '/Coach/GetMyStats/:userId',
    {
      config: { ability: onOwnAccount(coachProfileAbilities.useCoachPortal, 'params') },
      schema: {
        tags: TAGS,
        summary: 'MY STATS: active and lifetime clients, their action steps taken and goals achieved',
        description:
          'Counted from the coach pairs and the members’ own actions and goals at each call: clientActionSteps ' +
          `and clientGoalsAchieved are the totals of every client, past ones included. ${COACH_ONLY}`,
        security: [{ bearer: [] }],
        params: coachUserIdParamsSchema,
        response: { 200: coachStatsSchema },
      },
    },
    async (request) => myStats(db, request.params.userId),
  );
};
