import { eq } from 'drizzle-orm';
import { memberToday, type CoachingSchedule, type OpenSlots } from '@oola/domain';
import type { Queryable } from '../../../db/client.js';
import { coachProfiles } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { activePairFor, pairFor } from '../pairs/index.js';
import { sessionsRemaining } from '../credits/index.js';
import { upcomingBookings } from './queries.js';
import { openStarts, SLOT_MS, slotPicture } from './slots.js';
import { bookingView, pairPeople } from './views.js';
import { dayLabel, timeLabel, zoneOf } from '../../../core/zoned-time.js';

/** The coach's external scheduling site, or null. */
export async function schedulingUrlOf(db: Queryable, coachId: number): Promise<string | null> {
  const [profile] = await db
    .select({ schedulingUrl: coachProfiles.schedulingUrl })
    .from(coachProfiles)
    .where(eq(coachProfiles.userId, coachId));
  return profile?.schedulingUrl || null;
}

/** The pair's sessions not yet over, for its coach or its member (a past pair's too, read only). */
export async function coachingSchedule(
  db: Queryable,
  viewer: AuthUser,
  coachId: number,
  clientId: number,
  now: Date,
): Promise<CoachingSchedule> {
  const pair = await pairFor(db, viewer.id, coachId, clientId);
  const [rows, people, schedulingUrl, credits] = await Promise.all([
    upcomingBookings(db, coachId, clientId, now),
    pairPeople(db, coachId, clientId),
    schedulingUrlOf(db, coachId),
    sessionsRemaining(db, clientId),
  ]);
  return {
    coachId,
    clientId,
    coachName: people.coach.name,
    clientName: people.client.name,
    timeZone: zoneOf(viewer.timeZone),
    schedulingUrl,
    active: pair.active,
    sessionsRemaining: credits,
    bookings: rows.map((row) => bookingView(row, people, viewer, now)),
  };
}

/** The open slots of the member's current coach, grouped by the member's local day. */
export async function openSlots(db: Queryable, member: AuthUser, coachId: number, now: Date): Promise<OpenSlots> {
  await activePairFor(db, member.id, coachId, member.id);
  const zone = zoneOf(member.timeZone);
  const days: OpenSlots['days'] = [];
  for (const start of openStarts(await slotPicture(db, coachId, member.id, now))) {
    const day = memberToday(zone, start);
    if (days.at(-1)?.day !== day) days.push({ day, label: dayLabel(start, zone), slots: [] });
    days.at(-1)!.slots.push({
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + SLOT_MS).toISOString(),
      time: timeLabel(start, zone),
    });
  }
  return { coachId, timeZone: zone, days };
}
