import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.js';
import { registerSupportChatHub } from './realtime.js';
import { supportChatStaffRoutes } from './staff-routes.js';
import { supportChatVisitorRoutes } from './visitor-routes.js';

/** Live chat with support from the Contact page: visitor calls, staff inbox, Socket.IO namespace /supportchat. */
export const supportChatRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const hub = registerSupportChatHub(app, db);
  await app.register(supportChatVisitorRoutes, { db, hub });
  await app.register(supportChatStaffRoutes, { db, hub });
};
