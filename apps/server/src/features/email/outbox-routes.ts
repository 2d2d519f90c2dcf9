import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  coercedIdSchema,
  outboxMessageDetailSchema,
  outboxMessageSchema,
  outboxQuerySchema,
  type OutboxMessage,
} from '@oola/domain';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import { notFound } from '../../core/app-error.js';
import { staffAbilities } from '../../policies/staff.js';

const TAGS = ['Support'];
/** The newest messages only: the page is for reading what went out lately, not an archive. */
const LIST_LIMIT = 200;

type OutboxRow = typeof emailOutbox.$inferSelect;

const listItem = (row: OutboxRow): OutboxMessage => ({
  id: row.id,
  to: row.toName ? `${row.toName} <${row.toAddress}>` : row.toAddress,
  subject: row.subject,
  template: row.template,
  category: row.category,
  status: row.status,
  attempts: row.attempts,
  error: row.lastError,
  skippedReason: row.skippedReason,
  sendAfter: row.sendAfter?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** Staff read every message the app sent or kept (no SMTP_URL), as the recipient sees it. */
export const outboxRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Support/Outbox',
    {
      config: { ability: staffAbilities.readOutbox },
      schema: {
        tags: TAGS,
        summary: 'Staff only: the newest messages (at most 200), optionally of one status',
        security: [{ bearer: [] }],
        querystring: outboxQuerySchema,
        response: {
          200: z.array(outboxMessageSchema),
        },
      },
    },
    async (request) => {
      const { status } = request.query;
      const rows = await db
        .select()
        .from(emailOutbox)
        .where(status ? eq(emailOutbox.status, status) : undefined)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .limit(LIST_LIMIT);
      return rows.map(listItem);
    },
  );

  app.get(
    '/Support/Outbox/:id',
    {
      config: { ability: staffAbilities.readOutbox },
      schema: {
        tags: TAGS,
        summary: 'Staff only: one message, its HTML and plain-text parts (null until it is rendered)',
        security: [{ bearer: [] }],
        params: z.object({ id: coercedIdSchema }),
        response: {
          200: outboxMessageDetailSchema,
        },
      },
    },
    async (request) => {
      const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, request.params.id));
      if (!row) throw notFound('No message has this id.');
      return {
        ...listItem(row),
        html: row.html,
        text: row.text,
        attachments: row.attachments.map(({ filename, contentType }) => ({ filename, contentType })),
      };
    },
  );
};
