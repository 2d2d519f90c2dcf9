import { eq } from 'drizzle-orm';
import type { BookingView, OpenSlots } from '@oola/domain';
import { sessionCredits } from '../../../db/schema/index.js';
import { ALL_WEEK, type PairOptions } from '../../../test/factories/index.js';
import { call, type TestApp, type Identity } from '../../../test/test-app.js';

export type Member = Identity;

/** Headers without a bearer token. */
export const NO_TOKEN = {} as Member['auth'];

const HALF_HOUR = 30 * 60_000;
export const HOUR = 60 * 60_000;

/** A client in Denver with 3 session credits (`clientOf(t, coachId, DENVER_CLIENT)`). */
export const DENVER_CLIENT = { timeZone: 'America/Denver', credits: 3 };

/** A coach open all week in UTC and a client of theirs in Denver with 3 session credits. */
export const OPEN_ALL_WEEK = {
  coach: { timeZone: 'UTC', hours: ALL_WEEK },
  client: { timeZone: 'America/Denver' },
  credits: 3,
} satisfies PairOptions;

/** The first half-hour boundary at least `hours` after the server's now (a slot when the coach is open all week). */
export function slotIn(t: TestApp, hours: number): string {
  const earliest = t.clock.now().getTime() + hours * HOUR;
  return new Date(Math.ceil(earliest / HALF_HOUR) * HALF_HOUR).toISOString();
}

export const openSlotsOf = (t: TestApp, member: Member, coachId: number) =>
  call<OpenSlots>(t, { method: 'GET', url: `/api/Booking/GetOpenSlots/${coachId}`, headers: member.auth });

export const book = (t: TestApp, member: Member, coachId: number, startsAt: string) =>
  call<BookingView & { message?: string }>(t, {
    method: 'POST',
    url: '/api/Booking/BookSlot',
    headers: member.auth,
    payload: { coachId, startsAt },
  });

export const cancel = (t: TestApp, caller: Member, bookingId: number) =>
  call<BookingView & { message?: string }>(t, {
    method: 'PUT',
    url: '/api/Booking/Cancel',
    headers: caller.auth,
    payload: { bookingId },
  });

export const reschedule = (t: TestApp, caller: Member, bookingId: number, startsAt: string) =>
  call<BookingView & { message?: string }>(t, {
    method: 'PUT',
    url: '/api/Booking/Reschedule',
    headers: caller.auth,
    payload: { bookingId, startsAt },
  });

/** The member's ledger entries, oldest first. */
export const ledgerOf = (t: TestApp, userId: number) =>
  t.database.db
    .select({ delta: sessionCredits.delta, reason: sessionCredits.reason, bookingId: sessionCredits.bookingId })
    .from(sessionCredits)
    .where(eq(sessionCredits.userId, userId))
    .orderBy(sessionCredits.id);
