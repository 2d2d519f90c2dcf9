import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { outboxAttachmentRoutes } from './outbox-attachment-routes.js';
import { outboxRoutes } from './outbox-routes.js';
import { unsubscribeRoutes } from './unsubscribe-routes.js';

/** E-mail: one-click unsubscribe (public) and the staff outbox. */
export const emailRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  await app.register(unsubscribeRoutes, { db });
  await app.register(outboxRoutes, { db });
  await app.register(outboxAttachmentRoutes, { db });
};
