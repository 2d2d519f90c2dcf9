import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { coercedIdSchema, coercedWholeNumber } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import { notFound } from '../../core/app-error.js';
import { staffAbilities } from '../../policies/staff.js';

const paramsSchema = z.object({
  id: coercedIdSchema,
  index: coercedWholeNumber(0, 100),
});

/** Staff open a message's attachment (a session's invite) as the recipient would. */
export const outboxAttachmentRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/Support/Outbox/:id/Attachments/:index',
    {
      config: { ability: staffAbilities.readOutbox },
      schema: {
        tags: ['Support'],
        summary: 'Staff only: one attachment of a message, with its own content type (e.g. text/calendar)',
        description: 'Attachments are numbered from 0 in the order GET Support/Outbox/{id} lists them.',
        security: [{ bearer: [] }],
        params: paramsSchema,
        produces: ['text/calendar', 'application/octet-stream'],
        response: {
          200: z.string(),
        },
      },
    },
    async (request, reply) => {
      const [row] = await db
        .select({ attachments: emailOutbox.attachments })
        .from(emailOutbox)
        .where(eq(emailOutbox.id, request.params.id));
      const attachment = row?.attachments[request.params.index];
      if (!attachment) throw notFound('No such attachment.');
      return reply
        .type(attachment.contentType)
        .header('content-disposition', `attachment; filename="${attachment.filename.replace(/["\\\r\n]/g, '')}"`)
        .send(attachment.content);
    },
  );
};
