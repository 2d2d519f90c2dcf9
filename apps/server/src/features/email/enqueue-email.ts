import { eq } from 'drizzle-orm';
import { isTransactionalEmail } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { emailOutbox, users } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import { isOptedOut } from './opt-outs.js';
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
}

interface Addressee {
  userId: number | null;
  address: string;
  name: string | null;
}

async function addresseeOf(executor: Queryable, to: EmailRecipient): Promise<Addressee | null> {
  if (!('userId' in to)) return { userId: null, address: to.address, name: to.name ?? null };
  const [user] = await executor
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, to.userId));
  if (!user?.email) return null;
  return { userId: to.userId, address: user.email, name: `${user.firstName} ${user.lastName}`.trim() };
}

/**
 * Writes the message to the outbox and its send job, in the caller's transaction: it leaves only if
 * that commits. A second call with the same idempotency key writes and sends nothing; so does a
 * member who has no address or has opted out of the template's (non-transactional) category.
 */
export async function enqueueEmail<D>(executor: Queryable, email: EmailToSend<D>): Promise<void> {
  const { template, data, idempotencyKey } = email;
  templateNamed(template.name);
  const addressee = await addresseeOf(executor, email.to);
  if (!addressee) return;
  if (
    addressee.userId !== null &&
    !isTransactionalEmail(template.category) &&
    (await isOptedOut(executor, addressee.userId, template.category))
  ) {
    return;
  }
  const [written] = await executor
    .insert(emailOutbox)
    .values({
      idempotencyKey,
      template: template.name,
      category: template.category,
      userId: addressee.userId,
      toAddress: addressee.address,
      toName: addressee.name,
      data,
      attachments: email.attachments ?? [],
      subject: template.subject(data),
    })
    .onConflictDoNothing({ target: emailOutbox.idempotencyKey })
    .returning({ id: emailOutbox.id });
  if (written) await enqueueJob(executor, sendEmailJob, { outboxId: written.id });
}
