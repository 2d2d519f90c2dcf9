import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { isTransactionalEmail } from '@oola/domain';
import { emailOutbox } from '../../db/schema/index.js';
import type { JobContext, JobDefinition } from '../../jobs/job.js';
import { closeSmtpTransports, sendOverSmtp } from './mailer.js';
import { publicBaseUrl } from './public-url.js';
import { renderEmail, type RenderedEmail } from './render-email.js';
import { reasonNotToSend } from './send-time-check.js';
import { templateNamed } from './templates.js';
import { unsubscribeToken, unsubscribeUrl } from './unsubscribe-token.js';

/** Renders one outbox row and sends it (or, with no SMTP_URL, keeps it in the outbox). */
export const sendEmailJob: JobDefinition<{ outboxId: number }> = {
  name: 'send-email',
  run: ({ outboxId }, context) => deliverEmail(outboxId, context),
  // A burst (a sweep's reminders) is taken 20 at a time per worker, sent over the pooled connections.
  batchSize: 20,
  stop: closeSmtpTransports,
};

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

async function deliverEmail(outboxId: number, { db, config, clock, lastAttempt }: JobContext): Promise<void> {
  const [row] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, outboxId));
  // Sent (or kept) already: a job run again after a crash between the send and its completion. A waiting one
  // is due: the queue held its job until the quiet hours ended.
  if (!row || (row.status !== 'queued' && row.status !== 'waiting')) return;
  const skippedReason = await reasonNotToSend(db, row, clock.now());
  if (skippedReason) {
    await db.update(emailOutbox).set({ status: 'skipped', skippedReason }).where(eq(emailOutbox.id, row.id));
    return;
  }
  const publicUrl = publicBaseUrl(config);
  let content: RenderedEmail | null = null;
  try {
    const oneClick =
      row.userId !== null && !isTransactionalEmail(row.category)
        ? unsubscribeUrl(publicUrl, await unsubscribeToken(db, { userId: row.userId, category: row.category }))
        : null;
    content = await renderEmail(
      templateNamed(row.template),
      row.data,
      { publicUrl, unsubscribeUrl: oneClick },
      config.brandName,
    );
    if (!config.smtpUrl) {
      await db
        .update(emailOutbox)
        .set({ ...content, status: 'outbox' })
        .where(eq(emailOutbox.id, row.id));
      return;
    }
    await sendOverSmtp(config.smtpUrl, {
      ...content,
      from: config.mailFrom,
      to: { name: row.toName, address: row.toAddress },
      headers: oneClick
        ? { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
        : {},
      attachments: row.attachments,
      messageId: `<${createHash('sha256').update(row.idempotencyKey).digest('hex').slice(0, 32)}@${new URL(publicUrl).hostname}>`,
    });
  } catch (error) {
    // Shown in the outbox: after the last attempt the message stays failed, with this error.
    await db
      .update(emailOutbox)
      .set({
        ...(content ?? {}),
        attempts: sql`${emailOutbox.attempts} + 1`,
        lastError: errorText(error),
        status: lastAttempt ? 'failed' : 'queued',
      })
      .where(eq(emailOutbox.id, row.id));
    throw error;
  }
  await db
    .update(emailOutbox)
    .set({
      ...content,
      attempts: sql`${emailOutbox.attempts} + 1`,
      status: 'sent',
      sentAt: clock.now(),
      lastError: null,
    })
    .where(eq(emailOutbox.id, row.id));
}
