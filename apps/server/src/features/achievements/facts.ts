import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { ACTIONS, addDays, type AchievementFacts } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { actions, goals, users } from '../../db/schema/index.js';

/**
 * The member's completed days, oldest first: a day counts when at least three
 * actions of that day (the member's calendar day, in their time zone) were completed.
 */
export async function completedDays(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ day: actions.day })
    .from(actions)
    .where(and(eq(actions.userId, userId), isNotNull(actions.completedAt)))
    .groupBy(actions.day)
    .having(sql`count(*) >= ${ACTIONS.trackerClicksForStreak}`)
    .orderBy(actions.day);
  return rows.map((row) => row.day);
}

/**
 * Longest run of consecutive completed days, and the run that ends today (or
 * yesterday, while today is still open). An empty `today` skips the current run.
 */
export function streaks(days: string[], today: string): { longest: number; current: number } {
  let longest = 0;
  let run = 0;
  let previous: string | null = null;
  for (const day of days) {
    run = previous !== null && addDays(previous, 1) === day ? run + 1 : 1;
    longest = Math.max(longest, run);
    previous = day;
  }
  const current =
    previous !== null && today !== '' && (previous === today || previous === addDays(today, -1)) ? run : 0;
  return { longest, current };
}

export async function stepsCompleted(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(actions)
    .where(and(eq(actions.userId, userId), isNotNull(actions.completedAt)));
  return row?.total ?? 0;
}

export async function goalsAchieved(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.status, 'completed')));
  return row?.total ?? 0;
}

/** Everything the achievement rules read, for one member. */
export async function achievementFacts(db: Db, userId: number): Promise<AchievementFacts> {
  const [user] = await db.select({ stepId: users.stepId }).from(users).where(eq(users.id, userId));
  const [steps, goalsDone, days] = await Promise.all([
    stepsCompleted(db, userId),
    goalsAchieved(db, userId),
    completedDays(db, userId),
  ]);
  return {
    journeyStep: user?.stepId ?? 0,
    goalsAchieved: goalsDone,
    stepsCompleted: steps,
    longestStreak: streaks(days, '').longest,
  };
}
