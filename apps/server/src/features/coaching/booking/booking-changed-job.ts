import type { Queryable } from '../../../db/client.js';
import { enqueueJob } from '../../../jobs/enqueue-job.js';
import type { JobDefinition } from '../../../jobs/job.js';
import { bookingMailSettings, enqueueBookingChangeEmails, type BookingChangeMail } from './booking-emails.js';

/**
 * Builds a booking change's invites and messages after the request that made it: the request writes
 * only this job. A rerun queues nothing twice (the messages' keys hold the change and its SEQUENCE).
 */
export const bookingChangedJob: JobDefinition<BookingChangeMail> = {
  name: 'booking-changed',
  async run(change, { db, config, clock }) {
    await db.transaction((tx) => enqueueBookingChangeEmails(tx, change, bookingMailSettings(config), clock.now()));
  },
};

/** The change's messages, queued in the caller's transaction: they leave only if it commits. */
export async function enqueueBookingChange(executor: Queryable, change: BookingChangeMail): Promise<void> {
  await enqueueJob(executor, bookingChangedJob, change);
}
