import { eq } from 'drizzle-orm';
import { createEvent, type Person as IcsPerson } from 'ics';
import type { Queryable } from '../../../db/client.js';
import { bookings } from '../../../db/schema/index.js';
import { notFound } from '../../../core/app-error.js';
import { authorize } from '../../../policies/ability.js';
import { seeBooking } from '../../../policies/booking.js';
import type { BookingRow } from './queries.js';
import { pairPeople, type PairPeople, type Person } from './views.js';

/** Who the invite is for: each joins the video session from their own page. */
export type InviteFor = 'coach' | 'client';

export interface InviteParts extends PairPeople {
  booking: BookingRow;
  /** The portal's address, e.g. 'https://portal.example.com'. */
  portalUrl: string;
  brandName: string;
  recipient: InviteFor;
}

/**
 * Where the person joins the video session (the invite's LOCATION): the member's dashboard, whose
 * My Oola Coach card has JOIN SESSION, and the coach's coaching room of this client, with START SESSION.
 * A meeting's own /meeting/{code} exists only once the coach starts it.
 */
export function videoRoomUrl(portalUrl: string, booking: Pick<BookingRow, 'clientId'>, recipient: InviteFor): string {
  return `${portalUrl.replace(/\/+$/, '')}${videoRoomPath(booking, recipient)}`;
}

/** The app's page where the recipient joins the session: the coach's room of the client, or the member's dashboard. */
export const videoRoomPath = (booking: Pick<BookingRow, 'clientId'>, recipient: InviteFor): string =>
  recipient === 'coach' ? `/coachingRoom/${booking.clientId}` : '/dashboard';

/** The invite's file name, the same for the download and the e-mail's attachment. */
export const inviteFileName = (booking: Pick<BookingRow, 'id'>): string => `coaching-session-${booking.id}.ics`;

const person = ({ name, email }: Person): IcsPerson => (email ? { name, email } : { name });

/**
 * The session's calendar invite (RFC 5545): one UID for the booking's whole life, SEQUENCE
 * raised on every change, METHOD:REQUEST while it is booked and METHOD:CANCEL with
 * STATUS:CANCELLED once cancelled; the coach organizes, the member attends; times in UTC.
 */
export function inviteText({ booking, coach, client, portalUrl, brandName, recipient }: InviteParts): string {
  const cancelled = booking.status === 'cancelled';
  const room = videoRoomUrl(portalUrl, booking, recipient);
  const join = recipient === 'coach' ? 'choose START SESSION' : 'choose JOIN SESSION once your coach has started it';
  const { error, value } = createEvent({
    productId: `-//${brandName}//Coaching sessions//EN`,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: booking.uid,
    sequence: booking.sequence,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    title: `${brandName} coaching session: ${coach.name} and ${client.name}`,
    description: `A 30-minute ${brandName} coaching session of ${coach.name} and ${client.name}. When it is time, open ${room} and ${join}.`,
    location: room,
    url: room,
    start: booking.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: booking.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    created: booking.createdAt.getTime(),
    lastModified: booking.updatedAt.getTime(),
    organizer: person(coach),
    attendees: [{ ...person(client), rsvp: true, partstat: 'NEEDS-ACTION', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The calendar invite could not be written');
  return value;
}

/** The booking and its people, for its coach or its member; a 404 for anyone else. */
export async function inviteFor(
  db: Queryable,
  callerId: number,
  bookingId: number,
): Promise<PairPeople & { booking: BookingRow; recipient: InviteFor }> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking) throw notFound();
  authorize(seeBooking({ id: callerId }, booking));
  const recipient = booking.coachId === callerId ? 'coach' : 'client';
  return { booking, recipient, ...(await pairPeople(db, booking.coachId, booking.clientId)) };
}
