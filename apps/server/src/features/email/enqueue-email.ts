import type { Queryable } from '../../db/client.js';
import { emailOutbox } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { enqueueMemberEmails } from './enqueue-member-emails.js';
import { sendEmailJob } from './send-email-job.js';
import type { EmailTemplate } from './template.js';
import { templateNamed } from './templates.js';

export interface EmailAttachment {
  filename: string;
  /** e.g. 'text/calendar; method=REQUEST' */
  contentType: string;
  content: string;
}

export type EmailRecipient = { userId: number } | { address: string; name?: string };

export interface EmailToSend<D> {
  template: EmailTemplate<D>;
  /** JSON-serialisable; times already formatted for the recipient's zone. */
  data: D;
  to: EmailRecipient;
  /** Unique per message: 'booking-reminder-24h:123:member'. */
  idempotencyKey: string;
  attachments?: EmailAttachment[];
  /** A member's message held until their quiet hours end (see MemberEmail). */
  sendAfter?: Date | null;
}

/**
 * Writes the message to the outbox and its send job, in the caller's transaction: it leaves only if
 * that commits. A second call with the same idempotency key writes and sends nothing; so does a
 * member who has no address or has opted out of the template's (non-transactional) category.
 */
export async function enqueueEmail<D>(executor: Queryable, email: EmailToSend<D>): Promise<void> {
  const { template, data, idempotencyKey, to } = email;
  const attachments = email.attachments ?? [];
  if ('userId' in to) {
    await enqueueMemberEmails(executor, template, [
      { userId: to.userId, data, idempotencyKey, attachments, sendAfter: email.sendAfter ?? null },
    ]);
    return;
  }
  templateNamed(template.name);
  const [written] = await executor
    .insert(emailOutbox)
    .values({
      idempotencyKey,
      template: template.name,
      category: template.category,
      userId: null,
      toAddress: to.address,
      toName: to.name ?? null,
      data,
      attachments,
      subject: template.subject(data),
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  if (written) await enqueueJob(executor, sendEmailJob, { outboxId: written.id });
}
