import type { JobDefinition } from '../../jobs/job.js';
import type { Queryable } from '../../db/client.js';
import { enqueueEmail } from '../email/enqueue-email.js';
import { bookingMailSettings, bookingPeople, type BookingMailSettings } from './booking-emails.js';
import { bookingReminderEmail } from './emails/booking-reminder-email.js';
import { videoRoomUrl } from './invite.js';
import { dueReminders, reminderKey } from './reminders.js';
import { whenWithZone } from './zoned-time.js';

/** Queues every reminder due at `now` for both people of each session; keys make a second run a no-op. */
export async function sendDueReminders(db: Queryable, now: Date, mail: BookingMailSettings): Promise<number> {
  let queued = 0;
  for (const { booking, kind } of await dueReminders(db, now)) {
    const pair = await bookingPeople(db, booking);
    for (const recipient of ['client', 'coach'] as const) {
      const person = pair[recipient];
      await enqueueEmail(db, {
        template: bookingReminderEmail,
        data: {
          kind,
          recipient,
          firstName: person.firstName,
          otherName: pair[recipient === 'coach' ? 'client' : 'coach'].name,
          when: whenWithZone(booking.startsAt, person.timeZone),
          timeZone: person.timeZone,
          roomUrl: videoRoomUrl(mail.portalUrl, booking, recipient),
        },
        to: { userId: person.id },
        idempotencyKey: reminderKey(booking, kind, recipient),
      });
      queued++;
    }
  }
  return queued;
}

/** Every minute: the sessions' 24-hour and 1-hour reminders due by the app's clock. */
export const bookingRemindersJob: JobDefinition<Record<string, never>> = {
  name: 'booking-reminders',
  cron: '* * * * *',
  async run(_data, { db, clock, config }) {
    await sendDueReminders(db, clock.now(), bookingMailSettings(config));
  },
};
