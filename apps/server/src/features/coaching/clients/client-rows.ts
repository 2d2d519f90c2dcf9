import { and, desc, eq, sql } from 'drizzle-orm';
import { ACTIONS } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import {
  actions,
  assessments,
  assessmentScores,
  bookings,
  coachSelections,
  goals,
  meetings,
  sessionCredits,
  users,
} from '../../../db/schema/index.js';
import { pausedRangesOf } from '../../streak-pause/index.js';

const coachId = sql.placeholder('coachId');
const now = sql.placeholder('now');

/** Each member who ever chose the coach, with their latest pair (open: an active client). */
const pairsOf = (db: Db) =>
  db
    .selectDistinctOn([coachSelections.clientId], {
      clientId: coachSelections.clientId,
      selectedAt: coachSelections.selectedAt,
      endedAt: coachSelections.endedAt,
    })
    .from(coachSelections)
    .where(eq(coachSelections.coachId, coachId))
    .orderBy(coachSelections.clientId, desc(coachSelections.selectedAt), desc(coachSelections.id))
    .as('pairs');

/**
 * One statement for the whole list: every figure is a subquery correlated to the client and answered
 * from an index (actions by user and day, goals by user and status, the ledger by user, meetings and
 * bookings by pair), so 200 clients cost one round trip, not 200.
 */
const clientRowsQuery = prepared((db) => {
  const pairs = pairsOf(db);
  const client = pairs.clientId;
  const latestSitting = db
    .select({ id: assessments.id })
    .from(assessments)
    .where(and(eq(assessments.userId, client), sql`${assessments.completedAt} is not null`))
    .orderBy(desc(assessments.completedAt), desc(assessments.id))
    .limit(1);
  const nextBooking = (column: typeof bookings.startsAt | typeof bookings.endsAt) =>
    sql<Date | null>`(
    select ${column} from ${bookings}
    where ${bookings.coachId} = ${coachId} and ${bookings.clientId} = ${client}
      and ${bookings.status} = 'booked' and ${bookings.endsAt} > ${now}
    order by ${bookings.startsAt} limit 1)`.mapWith(column);
  return db
    .select({
      clientId: client,
      selectedAt: pairs.selectedAt,
      endedAt: pairs.endedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      pictureFileName: users.pictureFileName,
      level: users.level,
      timeZone: users.timeZone,
      stepsTaken: sql<number>`(
        select count(*)::int from ${actions}
        where ${actions.userId} = ${client} and ${actions.completedAt} is not null)`,
      completedDays: sql<string>`(
        select coalesce(string_agg(day::text, ',' order by day), '') from (
          select ${actions.day} as day from ${actions}
          where ${actions.userId} = ${client} and ${actions.completedAt} is not null
          group by ${actions.day}
          having count(*) >= ${sql.raw(String(ACTIONS.trackerClicksForStreak))}) completed)`,
      pauses: pausedRangesOf(client),
      goalsCompleted: sql<number>`(
        select count(*)::int from ${goals} where ${goals.userId} = ${client} and ${goals.status} = 'completed')`,
      sessionsRemaining: sql<number>`(
        select coalesce(sum(${sessionCredits.delta}), 0)::int from ${sessionCredits}
        where ${sessionCredits.userId} = ${client})`,
      sessionsCompleted: sql<number>`(
        select count(*)::int from ${meetings}
        where ${meetings.coachId} = ${coachId} and ${meetings.clientId} = ${client}
          and ${meetings.completedAt} is not null)`,
      nextStartsAt: nextBooking(bookings.startsAt),
      nextEndsAt: nextBooking(bookings.endsAt),
      scoreDate: sql<Date | null>`(
        select ${assessments.completedAt} from ${assessments} where ${assessments.id} = (${latestSitting}))`.mapWith(
        assessments.completedAt,
      ),
      scoreAnswers: sql<Record<string, number> | null>`(
        select json_object_agg(${assessmentScores.questionId}, ${assessmentScores.score}) from ${assessmentScores}
        where ${assessmentScores.assessmentId} = (${latestSitting}))`,
    })
    .from(pairs)
    .innerJoin(users, eq(users.id, client))
    .orderBy(users.firstName, users.lastName, client)
    .prepare('coach_client_rows');
});

export type ClientRow = Awaited<ReturnType<ReturnType<typeof clientRowsQuery>['execute']>>[number];

/** The coach's clients, past and present, with the figures the list shows (raw, before shaping). */
export function clientRows(db: Db, coach: number, at: Date): Promise<ClientRow[]> {
  return clientRowsQuery(db).execute({ coachId: coach, now: at });
}
