import { timeZoneLabel } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import type { JobDefinition } from '../../../jobs/job.js';
import { deliveredCauses, deliverMessage, type MessageToDeliver } from '../../notifications/index.js';
import { bookingMailSettings, bookingPeople, type BookingMailSettings, type BookingPerson } from './booking-emails.js';
import { bookingReminderEmail, type BookingReminderEmailData } from './emails/booking-reminder-email.js';
import { videoRoomPath, videoRoomUrl, type InviteFor } from './invite.js';
import type { BookingRow } from './queries.js';
import { dueReminders, reminderKey, type ReminderKind } from './reminders.js';
import { whenWithZone } from '../../../core/zoned-time.js';

const RECIPIENTS = ['client', 'coach'] as const;

function reminderMessage(
  booking: BookingRow,
  kind: ReminderKind,
  recipient: InviteFor,
  pair: Record<InviteFor, BookingPerson>,
  mail: BookingMailSettings,
): MessageToDeliver<BookingReminderEmailData> {
  const person = pair[recipient];
  const data: BookingReminderEmailData = {
    kind,
    recipient,
    firstName: person.firstName,
    otherName: pair[recipient === 'coach' ? 'client' : 'coach'].name,
    when: whenWithZone(booking.startsAt, person.timeZone),
    timeZoneName: timeZoneLabel(person.timeZone, booking.startsAt),
    roomUrl: videoRoomUrl(mail.portalUrl, booking, recipient),
  };
  return {
    userId: person.id,
    kind: 'booking',
    causeKey: reminderKey(booking, kind, recipient),
    title: bookingReminderEmail.subject(data),
    body: `Your coaching session with ${data.otherName} starts on ${data.when}.`,
    url: videoRoomPath(booking, recipient),
    email: { template: bookingReminderEmail, data },
    sessionStartsAt: booking.startsAt,
  };
}

/**
 * Delivers every reminder due at `now` to both people of each session, each by its own channels and quiet hours
 * (the 1-hour one goes at once); cause keys make a second run a no-op.
 */
export async function sendDueReminders(db: Db, now: Date, mail: BookingMailSettings): Promise<void> {
  const due = await dueReminders(db, now);
  const sent = await deliveredCauses(
    db,
    due.flatMap(({ booking, kind }) => RECIPIENTS.map((recipient) => reminderKey(booking, kind, recipient))),
  );
  for (const { booking, kind } of due) {
    const waiting = RECIPIENTS.filter((recipient) => !sent.has(reminderKey(booking, kind, recipient)));
    if (waiting.length === 0) continue;
    const pair = await bookingPeople(db, booking);
    await db.transaction(async (tx) => {
      for (const recipient of waiting) {
        await deliverMessage(tx, reminderMessage(booking, kind, recipient, pair, mail), now);
      }
    });
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
