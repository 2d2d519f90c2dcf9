import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.js';
import { createBroadcaster } from './service.js';

/** Writes that can complete or remove action steps. */
const ACTION_WRITE = /^\/api\/(actions|additionalcourse)\//i;

/** After a member's successful action write, pushes the global number to /actionhub if it changed. */
export const actionsCounterHook = fp(async (app: FastifyInstance, { db }: { db: Db }) => {
  const broadcast = createBroadcaster(db, () => app.hub('/actionhub'));
  app.addHook('onResponse', async (request, reply) => {
    if (request.method === 'GET' || reply.statusCode >= 300 || !ACTION_WRITE.test(request.url)) return;
    await broadcast().catch((error: unknown) => request.log.error({ err: error }, 'global counter push failed'));
  });
});
