import { and, eq, inArray } from 'drizzle-orm';
import { pushOutbox, pushSubscriptions } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import type { JobContext, JobDefinition } from '../../jobs/job.js';
import { RETRY_DELAY_MAX_SECONDS } from '../../jobs/retry-policy.js';
import { reasonNotToPush } from '../email/index.js';
import { deliverToDevice, type DeviceOutcome } from './deliver-to-device.js';
import { endpointRefusal } from './endpoint-rules.js';
import { vapidKeys } from './vapid-keys.js';

export interface SendPushData {
  outboxId: number;
  /** A later try: only the devices whose push service asked for one (the others took it or are gone). */
  deviceIds?: number[];
}

/** Tries in all, the first included: as many as a failed job gets (retry-policy.ts). */
export const PUSH_ATTEMPTS = 6;
const NO_DEVICE = 'No device of the person has notifications on.';
const ALL_GONE = 'Every device of the person had unsubscribed (404/410).';

/** Sends one outbox push to each of its person's devices; see decision 106. */
export const sendPushJob: JobDefinition<SendPushData> = {
  name: 'send-push',
  run: (data, context) => sendPush(data, context),
  // A burst (10,000 daily reminders) is taken 20 at a time per worker: each mostly waits for a push service.
  batchSize: 20,
};

type Device = typeof pushSubscriptions.$inferSelect;

async function sendPush({ outboxId, deviceIds }: SendPushData, { db, config, clock }: JobContext): Promise<void> {
  const [row] = await db.select().from(pushOutbox).where(eq(pushOutbox.id, outboxId));
  // Settled already: a job run again after a crash between the sends and its completion.
  if (!row || !['queued', 'waiting'].includes(row.status)) return;
  const reason = await reasonNotToPush(db, row, clock.now());
  if (reason) {
    await db.update(pushOutbox).set({ status: 'skipped', skippedReason: reason }).where(eq(pushOutbox.id, row.id));
    return;
  }
  const devices = await db
    .select()
    .from(pushSubscriptions)
    .where(
      and(eq(pushSubscriptions.userId, row.userId), deviceIds ? inArray(pushSubscriptions.id, deviceIds) : undefined),
    );
  if (devices.length === 0) {
    // A later try whose devices have all gone since: sent if an earlier try reached one.
    const settled = row.sentAt ? { status: 'sent' } : { status: 'skipped', skippedReason: NO_DEVICE };
    await db.update(pushOutbox).set(settled).where(eq(pushOutbox.id, row.id));
    return;
  }
  const vapid = { ...(await vapidKeys(db, config)), subject: config.vapidSubject };
  const now = clock.now();
  const outcomes = await Promise.all(
    devices.map(async (device): Promise<[Device, DeviceOutcome]> => {
      const refusal = endpointRefusal(device.endpoint, config.pushAllowLoopback);
      if (refusal) return [device, { kind: 'refused', error: refusal }];
      return [device, await deliverToDevice(row, device, vapid, now)];
    }),
  );
  const of = (kind: DeviceOutcome['kind']) => outcomes.filter(([, outcome]) => outcome.kind === kind);
  const taken = of('taken').map(([device]) => device.id);
  const gone = of('gone').map(([device]) => device.id);
  const retry = of('retry');
  const errors = outcomes.flatMap(([, outcome]) => ('error' in outcome ? [outcome.error] : []));
  const attempt = row.attempts + 1;

  await db.transaction(async (tx) => {
    if (taken.length > 0) {
      await tx.update(pushSubscriptions).set({ lastSentAt: now }).where(inArray(pushSubscriptions.id, taken));
    }
    if (gone.length > 0) await tx.delete(pushSubscriptions).where(inArray(pushSubscriptions.id, gone));
    const progress = {
      attempts: attempt,
      lastError: errors.length > 0 ? [...new Set(errors)].join(' ').slice(0, 2000) : null,
      sentAt: taken.length > 0 ? (row.sentAt ?? now) : row.sentAt,
    };
    if (retry.length > 0 && attempt < PUSH_ATTEMPTS) {
      await tx
        .update(pushOutbox)
        .set({ ...progress, status: 'queued' })
        .where(eq(pushOutbox.id, row.id));
      const waitSeconds = Math.max(
        backoffSeconds(config.jobRetryDelaySeconds, attempt),
        ...retry.map(([, outcome]) => (outcome.kind === 'retry' ? (outcome.retryAfterSeconds ?? 0) : 0)),
      );
      await enqueueJob(
        tx,
        sendPushJob,
        { outboxId: row.id, deviceIds: retry.map(([device]) => device.id) },
        { startAfter: new Date(Date.now() + waitSeconds * 1000) },
      );
      return;
    }
    const delivered = taken.length > 0 || row.sentAt !== null;
    const status = errors.length > 0 ? 'failed' : delivered ? 'sent' : 'skipped';
    await tx
      .update(pushOutbox)
      .set({ ...progress, status, skippedReason: status === 'skipped' ? ALL_GONE : null })
      .where(eq(pushOutbox.id, row.id));
  });
}

/** The queue's own backoff (retry-policy.ts): the first wait, doubled each time, at most an hour. */
const backoffSeconds = (firstDelay: number, attempt: number) =>
  Math.min(firstDelay * 2 ** (attempt - 1), RETRY_DELAY_MAX_SECONDS);
