import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { outboxRoutes } from './outbox-routes.js';
import { unsubscribeRoutes } from './unsubscribe-routes.js';

/** E-mail: one-click unsubscribe (public) and the staff outbox. */
export const emailRoutes: FastifyPluginAsyncZod<{ db: Db; brandName: string }> = async (app, { db, brandName }) => {
  await app.register(unsubscribeRoutes, { db, brandName });
  await app.register(outboxRoutes, { db });
};
