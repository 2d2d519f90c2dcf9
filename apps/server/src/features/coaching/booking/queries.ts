import { and, asc, eq, gt, lte, notExists } from 'drizzle-orm';
import { BOOKING } from '@oola/domain';
import type { Queryable } from '../../../db/client.js';
import { bookings, meetings } from '../../../db/schema/index.js';

export type BookingRow = typeof bookings.$inferSelect;

const live = (coachId: number, clientId: number) =>
  and(eq(bookings.coachId, coachId), eq(bookings.clientId, clientId), eq(bookings.status, 'booked'));

/** The pair's live bookings not yet over at `now`, soonest first (the one under way included). */
export const upcomingBookings = (db: Queryable, coachId: number, clientId: number, now: Date) =>
  db
    .select()
    .from(bookings)
    .where(and(live(coachId, clientId), gt(bookings.endsAt, now)))
    .orderBy(asc(bookings.startsAt));

/**
 * The pair's next booked session (the one under way included), or null: for the coach's client
 * rows and the member's My Oola Coach card.
 */
export async function nextBooking(
  db: Queryable,
  coachId: number,
  clientId: number,
  now: Date,
): Promise<BookingRow | null> {
  const [next] = await upcomingBookings(db, coachId, clientId, now).limit(1);
  return next ?? null;
}

/**
 * The booked session a meeting started now belongs to: the one whose time holds `now`, from
 * 15 minutes before its start to its end, that no meeting serves yet (a booking pays for one
 * session). CreateMeeting records it (meetings.booking_id) so CompleteSession does not spend a
 * second credit for a session the booking already paid.
 */
export async function bookingForMeeting(
  db: Queryable,
  coachId: number,
  clientId: number,
  now: Date,
): Promise<BookingRow | null> {
  const opensAt = new Date(now.getTime() + BOOKING.joinEarlyMinutes * 60_000);
  const served = db.select({ id: meetings.id }).from(meetings).where(eq(meetings.bookingId, bookings.id));
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(live(coachId, clientId), lte(bookings.startsAt, opensAt), gt(bookings.endsAt, now), notExists(served)))
    .orderBy(asc(bookings.startsAt))
    .limit(1);
  return booking ?? null;
}
