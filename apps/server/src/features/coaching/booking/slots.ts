import { and, eq, gt, gte, lt, lte, or } from 'drizzle-orm';
import { addDays, BOOKING, memberToday } from '@oola/domain';
import type { Queryable } from '../../../db/client.js';
import { bookings, coachAvailability, coachDaysOff, users } from '../../../db/schema/index.js';
import { weekdayOf, zonedInstant, zoneOf } from '../../../core/zoned-time.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
export const SLOT_MS = BOOKING.slotMinutes * MINUTE;

export interface WeeklyRange {
  weekday: number;
  startMinute: number;
  endMinute: number;
}

export interface Interval {
  startsAt: Date;
  endsAt: Date;
}

export interface WeeklyHours {
  /** The coach's zone: ranges and days off are in it. */
  zone: string;
  ranges: readonly WeeklyRange[];
  daysOff: ReadonlySet<string>;
}

/** The instants a member may book from, and before which they must: minimum notice and look-ahead. */
export function bookingWindow(now: Date): { from: Date; to: Date } {
  return {
    from: new Date(now.getTime() + BOOKING.minNoticeHours * HOUR),
    to: new Date(now.getTime() + BOOKING.lookAheadDays * DAY),
  };
}

/**
 * Every 30-minute slot start of the weekly hours within [from, to), days off left out, soonest
 * first. Bookings are not looked at: this is what the coach offers.
 */
export function offeredStarts(hours: WeeklyHours, from: Date, to: Date): Date[] {
  const starts: Date[] = [];
  const last = memberToday(hours.zone, to);
  for (let day = memberToday(hours.zone, from); day <= last; day = addDays(day, 1)) {
    if (hours.daysOff.has(day)) continue;
    const weekday = weekdayOf(day);
    for (const range of hours.ranges) {
      if (range.weekday !== weekday) continue;
      for (let minute = range.startMinute; minute + BOOKING.slotMinutes <= range.endMinute; minute += 30) {
        const start = zonedInstant(day, minute, hours.zone);
        if (start && start >= from && start < to) starts.push(start);
      }
    }
  }
  return starts.sort((a, b) => a.getTime() - b.getTime());
}

/** The slot starting at `start` overlaps one of the intervals. */
export const overlapsAny = (start: Date, busy: readonly Interval[]): boolean =>
  busy.some((interval) => interval.startsAt.getTime() < start.getTime() + SLOT_MS && start < interval.endsAt);

/** The coach's weekly hours and days off between two instants (a day's margin each side). */
export async function weeklyHours(db: Queryable, coachId: number, from: Date, to: Date): Promise<WeeklyHours> {
  const [coach] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, coachId));
  const zone = zoneOf(coach?.timeZone);
  const ranges = await db
    .select({
      weekday: coachAvailability.weekday,
      startMinute: coachAvailability.startMinute,
      endMinute: coachAvailability.endMinute,
    })
    .from(coachAvailability)
    .where(eq(coachAvailability.coachId, coachId));
  const days = await db
    .select({ day: coachDaysOff.day })
    .from(coachDaysOff)
    .where(
      and(
        eq(coachDaysOff.coachId, coachId),
        gte(coachDaysOff.day, addDays(from.toISOString().slice(0, 10), -1)),
        lte(coachDaysOff.day, addDays(to.toISOString().slice(0, 10), 1)),
      ),
    );
  return { zone, ranges, daysOff: new Set(days.map((row) => row.day)) };
}

/** Live bookings of the coach or of the member that overlap [from, to). */
export function busyIntervals(db: Queryable, coachId: number, clientId: number, from: Date, to: Date) {
  return db
    .select({ startsAt: bookings.startsAt, endsAt: bookings.endsAt })
    .from(bookings)
    .where(
      and(
        or(eq(bookings.coachId, coachId), eq(bookings.clientId, clientId)),
        eq(bookings.status, 'booked'),
        gt(bookings.endsAt, from),
        lt(bookings.startsAt, to),
      ),
    );
}

export interface SlotPicture {
  /** Every slot the coach offers in the booking window. */
  offered: Date[];
  /** Live bookings of the coach or the member in it. */
  busy: Interval[];
}

/** What the member may book with the coach now: offered slots minus busy ones. */
export async function slotPicture(db: Queryable, coachId: number, clientId: number, now: Date): Promise<SlotPicture> {
  const { from, to } = bookingWindow(now);
  const hours = await weeklyHours(db, coachId, from, to);
  return { offered: offeredStarts(hours, from, to), busy: await busyIntervals(db, coachId, clientId, from, to) };
}

export const openStarts = ({ offered, busy }: SlotPicture): Date[] =>
  offered.filter((start) => !overlapsAny(start, busy));
