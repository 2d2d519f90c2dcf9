import { eq } from 'drizzle-orm';
import type { BookingView, OpenSlots } from '@oola/domain';
import { coachAvailability, sessionCredits } from '../../db/schema/index.js';
import { call, createUser, type TestApp } from '../../test/test-app.js';
import { addCredits } from '../session-credits/index.js';
import { openPair } from '../coach-pairs/index.js';

export type Member = Awaited<ReturnType<typeof createUser>>;

/** Headers without a bearer token. */
export const NO_TOKEN = {} as Member['auth'];

const HALF_HOUR = 30 * 60_000;
export const HOUR = 60 * 60_000;

export interface WeeklyRangeRow {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

/** Every day, all day: any half hour is offered. */
export const ALL_WEEK: WeeklyRangeRow[] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
  weekday,
  startMinute: 0,
  endMinute: 1440,
}));

export const newCoach = (t: TestApp, timeZone = 'UTC') =>
  createUser(t, { userTypeId: 2, isActiveCoach: true, timeZone });

export async function setHours(t: TestApp, coachId: number, ranges: WeeklyRangeRow[]): Promise<void> {
  const db = t.database.db;
  await db.delete(coachAvailability).where(eq(coachAvailability.coachId, coachId));
  await db.insert(coachAvailability).values(ranges.map((range) => ({ coachId, ...range })));
}

/** A member of the coach's (an open pair) with `credits` session credits. */
export async function newClient(
  t: TestApp,
  coachId: number,
  credits = 3,
  timeZone = 'America/Denver',
): Promise<Member> {
  const member = await createUser(t, { timeZone });
  await t.database.db.transaction((tx) => openPair(tx, member.id, coachId, t.clock.now()));
  if (credits > 0) await addCredits(t.database.db, { userId: member.id, delta: credits, reason: 'purchase' });
  return member;
}

/** A coach open all week in UTC and a client of theirs. */
export async function openPairAllWeek(t: TestApp, credits = 3): Promise<{ coach: Member; member: Member }> {
  const coach = await newCoach(t);
  await setHours(t, coach.id, ALL_WEEK);
  return { coach, member: await newClient(t, coach.id, credits) };
}

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
