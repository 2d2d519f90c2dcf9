import { eq, sql } from 'drizzle-orm';
import { ACTIONS, type AchievementFacts } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { actions, goals, users } from '../../db/schema/index.js';

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
  };
}

/** Whole days since 1970-01-01 of a 'YYYY-MM-DD' day, so consecutive days differ by one. */
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / 86_400_000;

/**
 * Longest run of consecutive completed days, and the run that ends today (or
 * yesterday, while today is still open). An empty `today` skips the current run.
 */
export function streaks(days: string[], today: string): { longest: number; current: number } {
  let longest = 0;
  let run = 0;
  let previous: number | null = null;
  for (const day of days) {
    const number = dayNumber(day);
    run = previous !== null && number === previous + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = number;
  }
  const sinceLast = previous === null || today === '' ? null : dayNumber(today) - previous;
  const current = sinceLast === 0 || sinceLast === 1 ? run : 0;
  return { longest, current };
}

export function achievementFacts(facts: MemberFacts): AchievementFacts {
  return {
    journeyStep: facts.journeyStep,
    goalsAchieved: facts.goalsAchieved,
    stepsCompleted: facts.stepsCompleted,
    longestStreak: streaks(facts.completedDays, '').longest,
  };
}
