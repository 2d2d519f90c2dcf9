import { randomUUID } from 'node:crypto';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES } from '@oola/domain';
import type { Db, Tx } from '../../../db/client.js';
import { bookings, meetings, users } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../core/app-error.js';
import { authorize } from '../../../policies/ability.js';
import { moveBooking, seeBooking } from '../../../policies/booking.js';
import { activePairFor } from '../pairs/index.js';
import { addCredits, spendCredit } from '../credits/index.js';
import { bookingChangeMail } from './booking-emails.js';
import { enqueueBookingChange } from './booking-changed-job.js';
import type { BookingRow } from './queries.js';
import { overlapsAny, SLOT_MS, slotPicture } from './slots.js';
import { changeableUntil } from './views.js';
import { inTransaction, type Publisher } from '../../../events/index.js';

/**
 * Locks the coach's users row: every booking or availability write for a coach runs one after the
 * other, so the second of two requests racing for a slot sees the first one's booking and is refused.
 */
export async function lockCoach(tx: Tx, coachId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, coachId)).for('update');
}

/** 409 unless `start` is a slot the coach offers and nobody (coach or member) holds. */
async function assertOpen(tx: Tx, coachId: number, clientId: number, start: Date, now: Date): Promise<void> {
  const picture = await slotPicture(tx, coachId, clientId, now);
  if (!picture.offered.some((offered) => offered.getTime() === start.getTime())) {
    throw conflict(BOOKING_MESSAGES.slotUnavailable);
  }
  if (overlapsAny(start, picture.busy)) throw conflict(BOOKING_MESSAGES.slotTaken);
}

/**
 * Books an open slot of the member's current coach and uses one credit, in one transaction:
 * no credit, no booking; a slot taken meanwhile, no credit spent. Both people's confirmations,
 * with the invite, are queued in the same transaction.
 */
export function bookSlot(
  db: Db,
  events: Publisher,
  clientId: number,
  coachId: number,
  start: Date,
  now: Date,
): Promise<BookingRow> {
  return inTransaction(db, events, async (tx, events) => {
    await activePairFor(tx, clientId, coachId, clientId);
    await lockCoach(tx, coachId);
    await assertOpen(tx, coachId, clientId, start, now);
    // The partial unique indexes stay the last word should anything write around the lock.
    const [booking] = await tx
      .insert(bookings)
      .values({
        uid: `${randomUUID()}@oola-booking`,
        coachId,
        clientId,
        startsAt: start,
        endsAt: new Date(start.getTime() + SLOT_MS),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!booking) throw conflict(BOOKING_MESSAGES.slotTaken);
    await spendCredit(tx, { userId: clientId, coachId, reason: 'booking', bookingId: booking.id });
    await enqueueBookingChange(tx, bookingChangeMail(booking, 'booked'));
    events.publish('booking.changed', { userId: booking.clientId, coachId: booking.coachId });
    return booking;
  });
}

/** The booking, locked, when the caller is its coach or its member; a 404 for anyone else. */
async function lockBooking(tx: Tx, callerId: number, bookingId: number): Promise<BookingRow> {
  const [booking] = await tx.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  if (!booking) throw notFound();
  authorize(seeBooking({ id: callerId }, booking));
  return booking;
}

function assertMemberMayChange(booking: BookingRow, now: Date): void {
  if (booking.status === 'cancelled') throw conflict(BOOKING_MESSAGES.alreadyCancelled);
  if (now >= changeableUntil(booking)) throw conflict(BOOKING_MESSAGES.tooLateToChange);
}

/**
 * The member moves a session to another open slot, up to 24 hours before it starts; its invite's
 * SEQUENCE rises and both people get the updated invite.
 */
export function rescheduleBooking(
  db: Db,
  events: Publisher,
  callerId: number,
  bookingId: number,
  start: Date,
  now: Date,
): Promise<BookingRow> {
  return inTransaction(db, events, async (tx, events) => {
    const seen = await lockBooking(tx, callerId, bookingId);
    authorize(moveBooking({ id: callerId }, seen));
    assertMemberMayChange(seen, now);
    await activePairFor(tx, callerId, seen.coachId, callerId);
    if (seen.startsAt.getTime() === start.getTime()) throw conflict(BOOKING_MESSAGES.sameTime);
    await lockCoach(tx, seen.coachId);
    await assertOpen(tx, seen.coachId, callerId, start, now);
    const [moved] = await tx
      .update(bookings)
      .set({
        startsAt: start,
        endsAt: new Date(start.getTime() + SLOT_MS),
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    await enqueueBookingChange(tx, bookingChangeMail(moved!, 'moved', { previousStart: seen.startsAt }));
    events.publish('booking.changed', { userId: moved!.clientId, coachId: moved!.coachId });
    return moved!;
  });
}

/** A session held in a meeting that used this booking cannot be cancelled afterwards. */
async function wasHeld(tx: Tx, bookingId: number): Promise<boolean> {
  const [meeting] = await tx
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(meetings.bookingId, bookingId), isNotNull(meetings.completedAt)))
    .limit(1);
  return Boolean(meeting);
}

/**
 * Cancels a session and gives its credit back: the member up to 24 hours before it starts
 * ('booking_cancelled'), the coach at any time until it has been held ('coach_cancelled').
 * Both people get the invite's METHOD:CANCEL.
 */
export function cancelBooking(
  db: Db,
  events: Publisher,
  callerId: number,
  bookingId: number,
  now: Date,
): Promise<BookingRow> {
  return inTransaction(db, events, async (tx, events) => {
    const booking = await lockBooking(tx, callerId, bookingId);
    const byCoach = callerId === booking.coachId;
    if (byCoach) {
      if (booking.status === 'cancelled') throw conflict(BOOKING_MESSAGES.alreadyCancelled);
      if (await wasHeld(tx, bookingId)) throw conflict(BOOKING_MESSAGES.alreadyHeld);
    } else {
      assertMemberMayChange(booking, now);
    }
    const [cancelled] = await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: callerId,
        sequence: sql`${bookings.sequence} + 1`,
        updatedAt: now,
      })
      .where(eq(bookings.id, bookingId))
      .returning();
    await addCredits(tx, {
      userId: booking.clientId,
      coachId: booking.coachId,
      delta: 1,
      reason: byCoach ? 'coach_cancelled' : 'booking_cancelled',
      bookingId,
    });
    await enqueueBookingChange(tx, bookingChangeMail(cancelled!, 'cancelled', { cancelledBy: callerId }));
    events.publish('booking.changed', { userId: cancelled!.clientId, coachId: cancelled!.coachId });
    return cancelled!;
  });
}
