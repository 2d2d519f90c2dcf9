import { eq, sql } from 'drizzle-orm';
import { ACTIONS, parsePausedRanges, streaks, type AchievementFacts, type PausedRange } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { actions, goals, users } from '../../db/schema/index.js';
import { pausedRangesOf } from '../streak-pause/index.js';

/** What My Progress and the achievement rules are computed from, for one member. */
export interface MemberFacts {
  journeyStep: number;
  stepsCompleted: number;
  goalsAchieved: number;
  /**
   * The member's completed days, oldest first: a day counts when at least three
   * actions of that day (the member's calendar day, in their time zone) were completed.
   */
  completedDays: string[];
  /** The member's streak pauses: their days neither break nor extend a streak. */
  pauses: PausedRange[];
}

// One statement: these are read on every dashboard load and after every write.
const userId = sql.placeholder('userId');

const memberFactsQuery = prepared((db) =>
  db
    .select({
      journeyStep: users.stepId,
      stepsCompleted: sql<number>`(
        select count(*)::int from ${actions}
        where ${actions.userId} = ${userId} and ${actions.completedAt} is not null)`,
      goalsAchieved: sql<number>`(
        select count(*)::int from ${goals}
        where ${goals.userId} = ${userId} and ${goals.status} = 'completed')`,
      completedDays: sql<string>`(
        select coalesce(string_agg(day::text, ',' order by day), '') from (
          select ${actions.day} as day from ${actions}
          where ${actions.userId} = ${userId} and ${actions.completedAt} is not null
          group by ${actions.day}
          having count(*) >= ${sql.raw(String(ACTIONS.trackerClicksForStreak))}) completed)`,
      pauses: pausedRangesOf(userId),
    })
    .from(users)
    .where(eq(users.id, userId))
    .prepare('member_facts'),
);

export async function memberFacts(db: Db, userId: number): Promise<MemberFacts> {
  const [row] = await memberFactsQuery(db).execute({ userId });
  return {
    journeyStep: row?.journeyStep ?? 0,
    stepsCompleted: row?.stepsCompleted ?? 0,
    goalsAchieved: row?.goalsAchieved ?? 0,
    completedDays: row?.completedDays ? row.completedDays.split(',') : [],
    pauses: parsePausedRanges(row?.pauses),
  };
}

export function achievementFacts(facts: MemberFacts): AchievementFacts {
  return {
    journeyStep: facts.journeyStep,
    goalsAchieved: facts.goalsAchieved,
    stepsCompleted: facts.stepsCompleted,
    longestStreak: streaks(facts.completedDays, '', facts.pauses).longest,
  };
}
