import { eq, inArray } from 'drizzle-orm';
import { timeZoneLabel } from '@oola/domain';
import type { Config } from '../../../config.js';
import type { Queryable } from '../../../db/client.js';
import { bookings, users } from '../../../db/schema/index.js';
import { enqueueEmail, publicBaseUrl } from '../../email/index.js';
import { deliverMessage } from '../../notifications/index.js';
import { bookingChangeEmail, type BookingChange } from './emails/booking-change-email.js';
import { inviteFileName, inviteText, videoRoomPath, videoRoomUrl, type InviteFor } from './invite.js';
import type { BookingRow } from './queries.js';
import { whenWithZone, zoneOf } from '../../../core/zoned-time.js';

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

/**
 * One change of a booking, as its job carries it: the times and SEQUENCE the change left, since a later
 * change of the same booking must not alter this one's message. The rest (UID, people) never changes.
 */
export interface BookingChangeMail {
  bookingId: number;
  change: BookingChange;
  sequence: number;
  startsAt: string;
  endsAt: string;
  updatedAt: string;
  /** A move: where the session was. */
  previousStart: string | null;
  /** A cancellation: who cancelled. */
  cancelledBy: number | null;
}

/** What the request's transaction keeps of the change: the messages are built by the job. */
export function bookingChangeMail(
  booking: BookingRow,
  change: BookingChange,
  extra: { previousStart?: Date; cancelledBy?: number } = {},
): BookingChangeMail {
  return {
    bookingId: booking.id,
    change,
    sequence: booking.sequence,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    updatedAt: booking.updatedAt.toISOString(),
    previousStart: extra.previousStart?.toISOString() ?? null,
    cancelledBy: extra.cancelledBy ?? null,
  };
}

/**
 * Queues the booking's news for both people: the time in each one's own zone, and the invite (the
 * same file GetInvite answers them) as a METHOD:REQUEST or METHOD:CANCEL attachment. The key holds the
 * invite's SEQUENCE: one message per person per change, however often this runs for it.
 */
export async function enqueueBookingChangeEmails(
  executor: Queryable,
  change: BookingChangeMail,
  mail: BookingMailSettings,
  now: Date,
): Promise<void> {
  const [stored] = await executor.select().from(bookings).where(eq(bookings.id, change.bookingId));
  if (!stored) return;
  const booking: BookingRow = {
    ...stored,
    status: change.change === 'cancelled' ? 'cancelled' : 'booked',
    sequence: change.sequence,
    startsAt: new Date(change.startsAt),
    endsAt: new Date(change.endsAt),
    updatedAt: new Date(change.updatedAt),
  };
  const previousStart = change.previousStart ? new Date(change.previousStart) : null;
  const pair = await bookingPeople(executor, booking);
  const method = booking.status === 'cancelled' ? 'CANCEL' : 'REQUEST';
  for (const recipient of ['client', 'coach'] as const) {
    const person = pair[recipient];
    const other = pair[recipient === 'coach' ? 'client' : 'coach'];
    const data = {
      change: change.change,
      recipient,
      firstName: person.firstName,
      otherName: other.name,
      when: whenWithZone(booking.startsAt, person.timeZone),
      previousWhen: previousStart ? whenWithZone(previousStart, person.timeZone) : null,
      timeZoneName: timeZoneLabel(person.timeZone, booking.startsAt),
      roomUrl: videoRoomUrl(mail.portalUrl, booking, recipient),
      cancelledByOther: change.cancelledBy !== null && change.cancelledBy !== person.id,
    };
    const causeKey = `booking-${change.change}:${booking.id}:${booking.sequence}:${recipient}`;
    // The invite e-mail is transactional (it updates the calendar): always sent. The bell and push follow the
    // person's channel for bookings.
    await deliverMessage(
      executor,
      {
        userId: person.id,
        kind: 'booking',
        causeKey,
        title: bookingChangeEmail.subject(data),
        body: `With ${other.name}, ${data.when}.`,
        url: videoRoomPath(booking, recipient),
        sessionStartsAt: booking.startsAt,
      },
      now,
    );
    await enqueueEmail(executor, {
      template: bookingChangeEmail,
      data,
      to: { userId: person.id },
      idempotencyKey: causeKey,
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
