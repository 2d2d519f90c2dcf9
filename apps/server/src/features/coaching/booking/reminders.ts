import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { bookings } from '../../../db/schema/index.js';
import type { BookingRow } from './queries.js';

const HOUR = 60 * 60_000;

/** The reminders before a session, the earliest first: how long before its start each one goes. */
export const BOOKING_REMINDERS = [
  { kind: '24h', leadMs: 24 * HOUR },
  { kind: '1h', leadMs: HOUR },
] as const;

export type ReminderKind = (typeof BOOKING_REMINDERS)[number]['kind'];

export interface DueReminder {
  booking: BookingRow;
  kind: ReminderKind;
}

/**
 * Which reminder a live booking is due at `now`, if any: the latest one whose moment (the start less
 * its lead) has passed, while the session has not started, unless the booking was made or moved after
 * that moment (its confirmation has just told the time). A sweep that was down catches up with the
 * latest reminder only: a member never gets the 24-hour one an hour before.
 */
export function reminderDue(booking: Pick<BookingRow, 'startsAt' | 'updatedAt'>, now: Date): ReminderKind | null {
  const start = booking.startsAt.getTime();
  if (start <= now.getTime()) return null;
  const latest = BOOKING_REMINDERS.findLast((reminder) => start - reminder.leadMs <= now.getTime());
  if (!latest || booking.updatedAt.getTime() > start - latest.leadMs) return null;
  return latest.kind;
}

/**
 * The reminders due at `now`, read at run time: only live bookings, at their current start, so a
 * cancelled session gets none and a moved one gets them for its new time.
 */
export async function dueReminders(db: Queryable, now: Date): Promise<DueReminder[]> {
  const firstLead = BOOKING_REMINDERS[0].leadMs;
  const soon = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'booked'),
        gt(bookings.startsAt, now),
        lte(bookings.startsAt, new Date(now.getTime() + firstLead)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return soon.flatMap((booking) => {
    const kind = reminderDue(booking, now);
    return kind ? [{ booking, kind }] : [];
  });
}

/** One reminder per person, booking, start time and kind: a second sweep sends nothing new. */
export const reminderKey = (booking: Pick<BookingRow, 'id' | 'startsAt'>, kind: ReminderKind, recipient: string) =>
  `booking-reminder-${kind}:${booking.id}:${booking.startsAt.getTime()}:${recipient}`;
