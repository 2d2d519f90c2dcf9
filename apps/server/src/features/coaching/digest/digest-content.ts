import { and, asc, eq, gte, lt } from 'drizzle-orm';
import {
  addDays,
  dayNumber,
  isPausedOn,
  memberToday,
  parsePausedRanges,
  pausedDaysWithin,
  streaks,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { bookings, users } from '../../../db/schema/index.js';
import { clientRows, type ClientRow } from '../clients/index.js';
import { recipientDateTime } from '../../email/index.js';

/** Days without 3 completed actions before a client is listed as needing a nudge. */
export const MISSED_DAYS_TO_LIST = 3;
/** A streak that ended within this many days is listed as broken. */
const BROKEN_WITHIN_DAYS = 7;
const WEEK_MS = 7 * 86_400_000;

export interface CoachDigestData {
  firstName: string;
  /** The coach's Monday, as they read it: 'Monday, November 30'. */
  week: string;
  missed: { name: string; days: number }[];
  broken: { name: string; streak: number }[];
  /** Booked sessions of the coming 7 days, in the coach's time zone. */
  sessions: { name: string; when: string }[];
  activeClients: number;
}

const nameOf = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`.trim();

/** A client's missed days (not paused) up to yesterday, and the streak that broke this week, if one did. */
function clientFacts(row: ClientRow, now: Date) {
  const today = memberToday(row.timeZone, now);
  const pauses = parsePausedRanges(row.pauses);
  const counted = (row.completedDays ? row.completedDays.split(',') : []).filter(
    (day) => day <= today && !isPausedOn(day, pauses),
  );
  const last = counted.at(-1) ?? null;
  const since = last ?? addDays(memberToday(row.timeZone, row.selectedAt), -1);
  const gap = dayNumber(today) - dayNumber(since) - 1;
  const missed = gap <= 0 ? 0 : gap - pausedDaysWithin(addDays(since, 1), addDays(today, -1), pauses);
  const brokeRecently =
    last !== null &&
    streaks(counted, today, pauses).current === 0 &&
    dayNumber(today) - dayNumber(last) <= BROKEN_WITHIN_DAYS + 1;
  return { missed, broken: brokeRecently ? streaks(counted, last, pauses).current : 0 };
}

/** What the coach's Monday digest says: built from the coach portal's client rows and the coach's bookings. */
export async function coachDigestOf(
  db: Db,
  coach: { id: number; firstName: string; timeZone: string | null },
  now: Date,
  week: string,
): Promise<CoachDigestData> {
  const active = (await clientRows(db, coach.id, now)).filter((row) => row.endedAt === null);
  const facts = active.map((row) => ({ row, ...clientFacts(row, now) }));
  const upcoming = await db
    .select({ startsAt: bookings.startsAt, firstName: users.firstName, lastName: users.lastName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.clientId))
    .where(
      and(
        eq(bookings.coachId, coach.id),
        eq(bookings.status, 'booked'),
        gte(bookings.startsAt, now),
        lt(bookings.startsAt, new Date(now.getTime() + WEEK_MS)),
      ),
    )
    .orderBy(asc(bookings.startsAt));
  return {
    firstName: coach.firstName,
    week,
    missed: facts
      .filter((fact) => fact.missed >= MISSED_DAYS_TO_LIST)
      .sort((a, b) => b.missed - a.missed)
      .map((fact) => ({ name: nameOf(fact.row), days: fact.missed })),
    broken: facts.filter((fact) => fact.broken > 0).map((fact) => ({ name: nameOf(fact.row), streak: fact.broken })),
    sessions: upcoming.map((session) => ({
      name: nameOf(session),
      when: recipientDateTime(session.startsAt, coach.timeZone),
    })),
    activeClients: active.length,
  };
}
