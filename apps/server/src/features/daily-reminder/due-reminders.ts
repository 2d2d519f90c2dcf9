import { eq, sql } from 'drizzle-orm';
import { ACTIONS, memberTimeOfDay, memberToday } from '@oola/domain';
import type { Db, Queryable } from '../../db/client.js';
import { actions, notificationSettings, streakPauses, users } from '../../db/schema/index.js';

export interface ReminderCandidate {
  userId: number;
  firstName: string;
  /** The member's local day the reminder is for. */
  day: string;
}

export interface SettledCandidate extends ReminderCandidate {
  /** Actions completed that day. */
  done: number;
  /** The day is in a streak pause: no reminder. */
  paused: boolean;
}

/**
 * Members who turned the reminder on. One who unsubscribed from its e-mail is still read: a push they chose
 * goes on (deliverMessages leaves out the kind that is off).
 */
function membersWithReminder(db: Db) {
  return db
    .select({
      userId: users.id,
      firstName: users.firstName,
      timeZone: users.timeZone,
      time: notificationSettings.dailyReminderTime,
      settledDay: notificationSettings.dailyReminderDay,
    })
    .from(notificationSettings)
    .innerJoin(users, eq(users.id, notificationSettings.userId))
    .where(eq(notificationSettings.dailyReminderEnabled, true));
}

/** Whose reminder time has come today (their zone) and whose today the sweep has not settled yet. */
export async function remindersDue(db: Db, now: Date): Promise<ReminderCandidate[]> {
  const due: ReminderCandidate[] = [];
  for (const member of await membersWithReminder(db)) {
    const day = memberToday(member.timeZone, now);
    if (member.settledDay === day || memberTimeOfDay(member.timeZone, now) < member.time) continue;
    due.push({ userId: member.userId, firstName: member.firstName, day });
  }
  return due;
}

/** 'YYYY-MM-DD' days and whole numbers only, so these array literals need no escaping. */
const arraysOf = (candidates: readonly ReminderCandidate[]) => ({
  ids: `{${candidates.map((candidate) => candidate.userId).join(',')}}`,
  days: `{${candidates.map((candidate) => candidate.day).join(',')}}`,
});

/** The day's completed actions and pause of each candidate, in one statement per batch. */
export async function dayFacts(db: Queryable, candidates: ReminderCandidate[]): Promise<SettledCandidate[]> {
  if (candidates.length === 0) return [];
  const { ids, days } = arraysOf(candidates);
  // Both drivers answer { rows }: PGlite's Results and node-postgres' QueryResult.
  const result = (await db.execute(sql`
    select due.user_id,
      (select count(*)::int from ${actions}
        where ${actions.userId} = due.user_id and ${actions.day} = due.day and ${actions.completedAt} is not null) as done,
      exists (select 1 from ${streakPauses}
        where ${streakPauses.userId} = due.user_id and ${streakPauses.startDay} <= due.day
          and due.day <= ${streakPauses.endDay}) as paused
    from unnest(${ids}::int[], ${days}::date[]) as due(user_id, day)`)) as unknown as {
    rows: { user_id: number; done: number; paused: boolean }[];
  };
  const facts = new Map(result.rows.map((row) => [row.user_id, row]));
  return candidates.map((candidate) => ({
    ...candidate,
    done: facts.get(candidate.userId)?.done ?? 0,
    paused: facts.get(candidate.userId)?.paused ?? false,
  }));
}

/** Marks each candidate's day settled, in one statement. */
export async function markSettled(executor: Queryable, candidates: readonly ReminderCandidate[]): Promise<void> {
  if (candidates.length === 0) return;
  const { ids, days } = arraysOf(candidates);
  await executor.execute(sql`
    update ${notificationSettings} set daily_reminder_day = due.day
    from unnest(${ids}::int[], ${days}::date[]) as due(user_id, day)
    where ${notificationSettings.userId} = due.user_id`);
}

/** Only a day with fewer than three completed actions, outside a pause, gets a reminder. */
export const needsReminder = (candidate: SettledCandidate) =>
  !candidate.paused && candidate.done < ACTIONS.trackerClicksForStreak;
