import { sql } from 'drizzle-orm';
import { isTransactionalEmail } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { emailOptOuts, emailOutbox, users, type StoredAttachment } from '../../db/schema/index.js';
import { enqueueJobs } from '../../jobs/enqueue-job.js';
import { sendEmailJob } from './send-email-job.js';
import type { EmailTemplate } from './template.js';
import { templateNamed } from './templates.js';

export interface MemberEmail<D> {
  userId: number;
  /** JSON-serialisable; times already formatted for the recipient's zone. */
  data: D;
  /** Unique per message, as for enqueueEmail. */
  idempotencyKey: string;
  attachments?: StoredAttachment[];
  /** Held until then (the end of the recipient's quiet hours): the outbox shows it as waiting. */
  sendAfter?: Date | null;
}

/**
 * Messages of one template to members, in two statements whatever their number (a sweep's batch, or
 * enqueueEmail's one): the outbox rows in one INSERT … SELECT that leaves out members with no address, opted out of
 * the (non-transactional) category or already holding the key, then their send jobs in one insert.
 * Answers how many were queued.
 */
export async function enqueueMemberEmails<D>(
  executor: Queryable,
  template: EmailTemplate<D>,
  emails: readonly MemberEmail<D>[],
): Promise<number> {
  templateNamed(template.name);
  if (emails.length === 0) return 0;
  const messages = JSON.stringify(
    emails.map((email) => ({
      user_id: email.userId,
      idempotency_key: email.idempotencyKey,
      data: email.data,
      attachments: email.attachments ?? [],
      subject: template.subject(email.data),
      send_after: email.sendAfter?.toISOString() ?? null,
    })),
  );
  const optedOut = isTransactionalEmail(template.category)
    ? sql`false`
    : sql`exists (select 1 from ${emailOptOuts}
        where ${emailOptOuts.userId} = m.user_id and ${emailOptOuts.category} = ${template.category})`;
  // Both drivers answer { rows }: PGlite's Results and node-postgres' QueryResult.
  const written = (await executor.execute(sql`
    insert into ${emailOutbox}
      (idempotency_key, template, category, user_id, to_address, to_name, data, attachments, subject, send_after, status)
    select m.idempotency_key, ${template.name}, ${template.category}, m.user_id, ${users.email},
      trim(${users.firstName} || ' ' || ${users.lastName}), m.data, m.attachments, m.subject, m.send_after,
      case when m.send_after is null then 'queued' else 'waiting' end
    from jsonb_to_recordset(${messages}::jsonb)
      as m(user_id int, idempotency_key text, data jsonb, attachments jsonb, subject text, send_after timestamptz)
    join ${users} on ${users.id} = m.user_id
    where ${users.email} is not null and not ${optedOut}
    on conflict (idempotency_key) do nothing
    returning ${emailOutbox.id} as id, ${emailOutbox.sendAfter} as send_after`)) as unknown as {
    rows: { id: number; send_after: Date | string | null }[];
  };
  await enqueueJobs(
    executor,
    sendEmailJob,
    written.rows.map((row) => ({ outboxId: row.id })),
    written.rows.map((row) => (row.send_after === null ? null : new Date(row.send_after))),
  );
  return written.rows.length;
}
