import { eq } from 'drizzle-orm';
import { createEvent, type Person as IcsPerson } from 'ics';
import type { Queryable } from '../../db/client.js';
import { bookings } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { BookingRow } from './queries.js';
import { pairPeople, type PairPeople, type Person } from './views.js';

export interface InviteParts extends PairPeople {
  booking: BookingRow;
  /** The portal's address, e.g. 'https://portal.example.com'. */
  portalUrl: string;
  brandName: string;
}

const person = ({ name, email }: Person): IcsPerson => (email ? { name, email } : { name });

/**
 * The session's calendar invite (RFC 5545): one UID for the booking's whole life, SEQUENCE
 * raised on every change, METHOD:REQUEST while it is booked and METHOD:CANCEL with
 * STATUS:CANCELLED once cancelled; the coach organizes, the member attends; times in UTC.
 */
export function inviteText({ booking, coach, client, portalUrl, brandName }: InviteParts): string {
  const cancelled = booking.status === 'cancelled';
  const meetingPage = `${portalUrl}/dashboard`;
  const { error, value } = createEvent({
    productId: `-//${brandName}//Coaching sessions//EN`,
    method: cancelled ? 'CANCEL' : 'REQUEST',
    uid: booking.uid,
    sequence: booking.sequence,
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    title: `${brandName} coaching session: ${coach.name} and ${client.name}`,
    description:
      `A 30-minute ${brandName} coaching session with ${coach.name}. ` +
      `When it is time, open ${meetingPage} and choose JOIN SESSION (coaches start it from ${portalUrl}/DashboardCoach).`,
    url: meetingPage,
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
): Promise<PairPeople & { booking: BookingRow }> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  if (!booking || (booking.coachId !== callerId && booking.clientId !== callerId)) throw notFound();
  return { booking, ...(await pairPeople(db, booking.coachId, booking.clientId)) };
}
