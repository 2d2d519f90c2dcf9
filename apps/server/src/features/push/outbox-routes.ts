import { count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { outboxPushSchema, PUSH_STATUSES, type OutboxPush } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { pushOutbox, pushSubscriptions, users } from '../../db/schema/index.js';
import { staffAbilities } from '../../policies/staff.js';

/** The newest pushes only, as the e-mail outbox lists its newest messages. */
const LIST_LIMIT = 200;

const outboxPushQuerySchema = z.object({
  status: z.enum(PUSH_STATUSES, { error: `status is one of ${PUSH_STATUSES.join(', ')}` }).optional(),
});

type PushRow = typeof pushOutbox.$inferSelect;

const listItem = (row: PushRow, to: string, devices: number): OutboxPush => ({
  id: row.id,
  userId: row.userId,
  to,
  kind: row.kind,
  title: row.title,
  body: row.body,
  url: row.url,
  status: row.status as OutboxPush['status'],
  attempts: row.attempts,
  error: row.lastError,
  skippedReason: row.skippedReason,
  sendAfter: row.sendAfter?.toISOString() ?? null,
  devices,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** Staff read every push beside the e-mails: sent, waiting for quiet hours to end, skipped, failed and retried. */
export const pushOutboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Support/Outbox/Pushes',
    {
      config: { ability: staffAbilities.readOutbox },
      schema: {
        tags: ['Support'],
        summary: 'Staff only: the newest web pushes (at most 200), optionally of one status',
        description:
          "waiting: not before sendAfter (the end of the person's quiet hours); attempts and error show the tries " +
          'so far; devices: how many devices of the person take notifications now.',
        security: [{ bearer: [] }],
        querystring: outboxPushQuerySchema,
        response: { 200: z.array(outboxPushSchema) },
      },
    },
    async (request) => {
      const { status } = request.query;
      const devices = db
        .select({ userId: pushSubscriptions.userId, devices: count().as('devices') })
        .from(pushSubscriptions)
        .groupBy(pushSubscriptions.userId)
        .as('devices');
      const rows = await db
        .select({
          push: pushOutbox,
          name: sql<string>`trim(concat(${users.firstName}, ' ', ${users.lastName}))`,
          email: users.email,
          devices: sql<number>`coalesce(${devices.devices}, 0)`.mapWith(Number),
        })
        .from(pushOutbox)
        .innerJoin(users, eq(users.id, pushOutbox.userId))
        .leftJoin(devices, eq(devices.userId, pushOutbox.userId))
        .where(status ? eq(pushOutbox.status, status) : undefined)
        .orderBy(desc(pushOutbox.createdAt), desc(pushOutbox.id))
        .limit(LIST_LIMIT);
      return rows.map((row) => listItem(row.push, row.email ? `${row.name} <${row.email}>` : row.name, row.devices));
    },
  );
};
