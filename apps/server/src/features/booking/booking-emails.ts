import { inArray } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Queryable } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { enqueueEmail } from '../email/index.js';
import { publicBaseUrl } from '../email/index.js';
import { bookingChangeEmail, type BookingChange } from './emails/booking-change-email.js';
import { inviteFileName, inviteText, videoRoomUrl, type InviteFor } from './invite.js';
import type { BookingRow } from './queries.js';
import { whenWithZone, zoneOf } from './zoned-time.js';

/** What the invite needs beyond the booking: the portal's address (its LOCATION) and the brand. */
export interface BookingMailSettings {
  portalUrl: string;
  brandName: string;
}

export const bookingMailSettings = (config: Config): BookingMailSettings => ({
  portalUrl: publicBaseUrl(config),
  brandName: config.brandName,
});

export interface BookingPerson {
  id: number;
  firstName: string;
  name: string;
  email: string | null;
  timeZone: string;
}

/** The booking's coach and member: names, addresses and each one's own time zone. */
export async function bookingPeople(
  executor: Queryable,
  booking: Pick<BookingRow, 'coachId' | 'clientId'>,
): Promise<Record<InviteFor, BookingPerson>> {
  const rows = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      timeZone: users.timeZone,
    })
    .from(users)
    .where(inArray(users.id, [booking.coachId, booking.clientId]));
  const of = (id: number): BookingPerson => {
    const row = rows.find((one) => one.id === id);
    return {
      id,
      firstName: row?.firstName ?? '',
      name: row ? `${row.firstName} ${row.lastName}`.trim() : '',
      email: row?.email ?? null,
      timeZone: zoneOf(row?.timeZone),
    };
  };
  return { coach: of(booking.coachId), client: of(booking.clientId) };
}

export interface BookingChangeMail {
  booking: BookingRow;
  change: BookingChange;
  mail: BookingMailSettings;
  /** A move: where the session was. */
  previousStart?: Date;
  /** A cancellation: who cancelled. */
  cancelledBy?: number;
}

/**
 * Queues the booking's news for both people, in the caller's transaction: the time in each one's
 * own zone, and the invite (the same file GetInvite answers them) as a METHOD:REQUEST or
 * METHOD:CANCEL attachment. The key holds the invite's SEQUENCE: one message per person per change.
 */
export async function enqueueBookingChange(executor: Queryable, change: BookingChangeMail): Promise<void> {
  const { booking, mail } = change;
  const pair = await bookingPeople(executor, booking);
  const method = booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  for (const recipient of ['client', 'coach'] as const) {
    const person = pair[recipient];
    const other = pair[recipient === 'coach' ? 'client' : 'coach'];
    await enqueueEmail(executor, {
      template: bookingChangeEmail,
      data: {
        change: change.change,
        recipient,
        firstName: person.firstName,
        otherName: other.name,
        when: whenWithZone(booking.startsAt, person.timeZone),
        previousWhen: change.previousStart ? whenWithZone(change.previousStart, person.timeZone) : null,
        timeZone: person.timeZone,
        roomUrl: videoRoomUrl(mail.portalUrl, booking, recipient),
        cancelledByOther: change.cancelledBy !== undefined && change.cancelledBy !== person.id,
      },
      to: { userId: person.id },
      idempotencyKey: `booking-${change.change}:${booking.id}:${booking.sequence}:${recipient}`,
      attachments: [
        {
          filename: inviteFileName(booking),
          contentType: `text/calendar; method=${method}`,
          content: inviteText({ booking, coach: pair.coach, client: pair.client, recipient, ...mail }),
        },
      ],
    });
  }
}
