import { asc, eq } from 'drizzle-orm';
import { minutesOf, timeOfMinutes, type Availability, type SaveAvailabilityRequest } from '@oola/domain';
import type { Db, Queryable } from '../../../db/client.js';
import { coachAvailability, coachDaysOff } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { lockCoach } from './bookings.js';
import { schedulingUrlOf } from './schedule.js';
import { zoneOf } from '../../../core/zoned-time.js';

/** The coach's weekly hours (in the coach's zone) and days off. */
export async function availabilityOf(db: Queryable, coach: AuthUser): Promise<Availability> {
  const [ranges, daysOff, schedulingUrl] = await Promise.all([
    db
      .select()
      .from(coachAvailability)
      .where(eq(coachAvailability.coachId, coach.id))
      .orderBy(asc(coachAvailability.weekday), asc(coachAvailability.startMinute)),
    db
      .select({ day: coachDaysOff.day })
      .from(coachDaysOff)
      .where(eq(coachDaysOff.coachId, coach.id))
      .orderBy(asc(coachDaysOff.day)),
    schedulingUrlOf(db, coach.id),
  ]);
  return {
    userId: coach.id,
    timeZone: zoneOf(coach.timeZone),
    schedulingUrl,
    ranges: ranges.map((range) => ({
      weekday: range.weekday,
      start: timeOfMinutes(range.startMinute),
      end: timeOfMinutes(range.endMinute),
    })),
    daysOff: daysOff.map((row) => row.day),
  };
}

/**
 * Replaces the coach's weekly hours and days off (validated by the request schema: half-hour
 * steps, start before end, no overlaps). Sessions already booked stay booked.
 */
export async function saveAvailability(
  db: Db,
  coach: AuthUser,
  body: Pick<SaveAvailabilityRequest, 'ranges' | 'daysOff'>,
): Promise<Availability> {
  await db.transaction(async (tx) => {
    await lockCoach(tx, coach.id);
    await tx.delete(coachAvailability).where(eq(coachAvailability.coachId, coach.id));
    await tx.delete(coachDaysOff).where(eq(coachDaysOff.coachId, coach.id));
    if (body.ranges.length) {
      await tx.insert(coachAvailability).values(
        body.ranges.map((range) => ({
          coachId: coach.id,
          weekday: range.weekday,
          startMinute: minutesOf(range.start),
          endMinute: minutesOf(range.end),
        })),
      );
    }
    if (body.daysOff.length) {
      await tx.insert(coachDaysOff).values(body.daysOff.map((day) => ({ coachId: coach.id, day })));
    }
  });
  return availabilityOf(db, coach);
}
