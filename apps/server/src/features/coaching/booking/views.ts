import { inArray } from 'drizzle-orm';
import { BOOKING, type BookingView } from '@oola/domain';
import type { Queryable } from '../../../db/client.js';
import { users } from '../../../db/schema/index.js';
import type { BookingRow } from './queries.js';
import { whenLabel, zoneOf } from '../../../core/zoned-time.js';

export interface Person {
  name: string;
  email: string | null;
}

export interface PairPeople {
  coach: Person;
  client: Person;
}

export interface Viewer {
  id: number;
  timeZone: string | null;
}

/** The coach's and the member's full names and email addresses. */
export async function pairPeople(db: Queryable, coachId: number, clientId: number): Promise<PairPeople> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [coachId, clientId]));
  const of = (id: number): Person => {
    const user = rows.find((row) => row.id === id);
    return { name: user ? `${user.firstName} ${user.lastName}`.trim() : '', email: user?.email ?? null };
  };
  return { coach: of(coachId), client: of(clientId) };
}

/** The instant until which the member may cancel or move the session. */
export const changeableUntil = (booking: Pick<BookingRow, 'startsAt'>): Date =>
  new Date(booking.startsAt.getTime() - BOOKING.changeCutoffHours * 60 * 60_000);

/** From BOOKING.joinEarlyMinutes before the start to the end: the meeting serves this booking then. */
const joinableAt = (booking: Pick<BookingRow, 'startsAt' | 'endsAt'>, now: Date): boolean =>
  booking.startsAt.getTime() - BOOKING.joinEarlyMinutes * 60_000 <= now.getTime() && now < booking.endsAt;

/** A booking as its coach or member sees it: times in the viewer's zone, what the viewer may do now. */
export function bookingView(booking: BookingRow, people: PairPeople, viewer: Viewer, now: Date): BookingView {
  const live = booking.status === 'booked';
  const memberMayChange = live && viewer.id === booking.clientId && now < changeableUntil(booking);
  return {
    id: booking.id,
    uid: booking.uid,
    coachId: booking.coachId,
    clientId: booking.clientId,
    coachName: people.coach.name,
    clientName: people.client.name,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    status: booking.status,
    sequence: booking.sequence,
    when: whenLabel(booking.startsAt, zoneOf(viewer.timeZone)),
    changeableUntil: changeableUntil(booking).toISOString(),
    canCancel: memberMayChange || (live && viewer.id === booking.coachId),
    canReschedule: memberMayChange,
    joinable: live && joinableAt(booking, now),
  };
}
