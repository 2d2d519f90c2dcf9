import { inArray } from 'drizzle-orm';
import { timeZoneLabel } from '@oola/domain';
import type { Queryable } from '../../../db/client.js';
import { emailOutbox } from '../../../db/schema/index.js';
import type { JobDefinition } from '../../../jobs/job.js';
import { enqueueEmail } from '../../email/index.js';
import { bookingMailSettings, bookingPeople, type BookingMailSettings } from './booking-emails.js';
import { bookingReminderEmail } from './emails/booking-reminder-email.js';
import { videoRoomUrl } from './invite.js';
import { dueReminders, reminderKey } from './reminders.js';
import { whenWithZone } from '../../../core/zoned-time.js';

const RECIPIENTS = ['client', 'coach'] as const;

/** Of these keys, the ones the outbox already holds: a reminder is due for about a day, the sweep runs every minute. */
async function keysSent(db: Queryable, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .select({ key: emailOutbox.idempotencyKey })
    .from(emailOutbox)
    .where(inArray(emailOutbox.idempotencyKey, keys));
  return new Set(rows.map((row) => row.key));
}

/** Queues every reminder due at `now` for both people of each session; keys make a second run a no-op. */
export async function sendDueReminders(db: Queryable, now: Date, mail: BookingMailSettings): Promise<void> {
  const due = await dueReminders(db, now);
  const sent = await keysSent(
    db,
    due.flatMap(({ booking, kind }) => RECIPIENTS.map((recipient) => reminderKey(booking, kind, recipient))),
  );
  for (const { booking, kind } of due) {
    const waiting = RECIPIENTS.filter((recipient) => !sent.has(reminderKey(booking, kind, recipient)));
    if (waiting.length === 0) continue;
    const pair = await bookingPeople(db, booking);
    for (const recipient of waiting) {
      const person = pair[recipient];
      await enqueueEmail(db, {
        template: bookingReminderEmail,
        data: {
          kind,
          recipient,
          firstName: person.firstName,
          otherName: pair[recipient === 'coach' ? 'client' : 'coach'].name,
          when: whenWithZone(booking.startsAt, person.timeZone),
          timeZoneName: timeZoneLabel(person.timeZone, booking.startsAt),
          roomUrl: videoRoomUrl(mail.portalUrl, booking, recipient),
        },
        to: { userId: person.id },
        idempotencyKey: reminderKey(booking, kind, recipient),
      });
    }
  }
}

/** Every minute: the sessions' 24-hour and 1-hour reminders due by the app's clock. */
export const bookingRemindersJob: JobDefinition<null> = {
  name: 'booking-reminders',
  cron: '* * * * *',
  async run(_data, { db, clock, config }) {
    await sendDueReminders(db, clock.now(), bookingMailSettings(config));
  },
};
