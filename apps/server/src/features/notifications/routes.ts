import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HUB, notificationSchema, readNotificationsRequestSchema, sendNotificationRequestSchema } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { listNotifications, sendNotification } from './service.js';
import { markNotificationsRead } from './read.js';
import { memberAbilities } from '../../policies/member.js';
import { staffAbilities } from '../../policies/staff.js';

const TAGS = ['Notifications'];

export const notificationRoutes: FastifyPluginAsyncZod<{ db: Db; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/Notification/GetNotification',
    {
      config: { ability: memberAbilities.useAccount },
      schema: {
        tags: TAGS,
        summary: "The caller's notifications, newest first (at most 50); message is rich text (HTML)",
        description:
          'Sockets on /notificationshub are in the room user:{id}; the event GetNotifications (no payload) ' +
          'tells the client to clear and reload this list.',
        security: [{ bearer: [] }],
        response: { 200: z.array(notificationSchema) },
      },
    },
    async (request) => listNotifications(db, request.user.id),
  );

  app.post(
    '/Notification/Read',
    {
      config: { ability: memberAbilities.useAccount, errors: ['badRequest', 'forbidden', 'notFound'] },
      schema: {
        tags: TAGS,
        summary: "Marks the caller's notifications read: the bell shows them, or the push of one was clicked",
        description:
          "An entry read already keeps its time. The same member's other open pages get GetNotifications " +
          "on /notificationshub. Another member's notification is a 403, an unknown one a 404: nothing is marked.",
        security: [{ bearer: [] }],
        body: readNotificationsRequestSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(db, request.user.id, request.body.ids, clock.now(), app.hub(HUB.notifications));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/Notification/Send',
    {
      config: { ability: staffAbilities.sendNotifications, errors: ['notFound'] },
      schema: {
        tags: TAGS,
        summary: 'Staff only: send a notification to a member (pushed live through /notificationshub)',
        description: 'The CLI does the same: npm run notify -w apps/server -- --user 1005 --title "…" --message "…".',
        security: [{ bearer: [] }],
        body: sendNotificationRequestSchema,
        response: {
          201: notificationSchema,
        },
      },
    },
    async (request, reply) => {
      const sent = await sendNotification(db, request.body, app.hub(HUB.notifications));
      return reply.status(201).send(sent);
    },
  );
};
