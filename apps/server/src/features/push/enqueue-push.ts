import type { MessageKind } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { pushOutbox } from '../../db/schema/index.js';
import { enqueueJobs } from '../../jobs/enqueue-job.js';
import { sendPushJob } from './send-push-job.js';

/** RFC 8030's Urgency: a push service may hold a low one back to save the phone's battery. */
export type PushUrgency = 'very-low' | 'low' | 'normal' | 'high';

export interface PushToSend {
  userId: number;
  kind: MessageKind;
  /** Unique per cause and channel: 'daily-reminder:2026-03-06:123'. */
  idempotencyKey: string;
  title: string;
  body: string;
  /** The app's page a click opens ('/tracker'). */
  url: string;
  /** The bell's entry this push shows. */
  notificationId?: number;
  urgency?: PushUrgency;
  /** How long the push service keeps it for a device that is off (default a day). */
  ttlSeconds?: number;
  /** Not before this time (the end of the person's quiet hours). */
  sendAfter?: Date;
}

/**
 * Writes the push to the outbox and its send job, in the caller's transaction: it leaves only if that
 * commits, not before sendAfter. A second call with the same idempotency key writes nothing. Answers whether
 * it queued.
 */
export async function enqueuePush(executor: Queryable, push: PushToSend): Promise<boolean> {
  return (await enqueuePushes(executor, [push])) > 0;
}

/** enqueuePush for a sweep's batch, in one statement each for the rows and their jobs. Answers how many queued. */
export async function enqueuePushes(executor: Queryable, pushes: readonly PushToSend[]): Promise<number> {
  if (pushes.length === 0) return 0;
  const written = await executor
    .insert(pushOutbox)
    .values(
      pushes.map(({ sendAfter, ...fields }) => ({
        ...fields,
        sendAfter: sendAfter ?? null,
        status: sendAfter ? 'waiting' : 'queued',
      })),
    )
    .onConflictDoNothing({ target: pushOutbox.idempotencyKey })
    .returning({ id: pushOutbox.id, sendAfter: pushOutbox.sendAfter });
  await enqueueJobs(
    executor,
    sendPushJob,
    written.map((row) => ({ outboxId: row.id })),
    written.map((row) => row.sendAfter),
  );
  return written.length;
}
