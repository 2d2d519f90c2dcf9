import { eq } from 'drizzle-orm';
import { AREAS, addDays, memberToday } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { goals, users } from '../../db/schema/index.js';
import { recommendedGoals } from './recommended.js';

/** Demo members and how far their goals go (the README's demo accounts table). */
const DEMO_GOALS: { userId: number; areas: number; topSeven: boolean }[] = [
  { userId: 1003, areas: 3, topSeven: false },
  { userId: 1004, areas: 7, topSeven: true },
  { userId: 1005, areas: 7, topSeven: true },
  { userId: 1006, areas: 7, topSeven: true },
  { userId: 1007, areas: 7, topSeven: true },
];

/**
 * Goals for the demo members, written from the recommended goals: 1003 has
 * areas 1-3 (9 goals); the others 21 goals, the first of each area as their
 * top 7 in area order, and the Fitness one as their One goal. Members who
 * already have goals are left alone.
 */
export async function seedDemoGoals(db: Db): Promise<void> {
  const recommended = recommendedGoals().areas;
  for (const demo of DEMO_GOALS) {
    const [user] = await db.select().from(users).where(eq(users.id, demo.userId));
    if (!user) continue;
    const existing = await db.select({ id: goals.id }).from(goals).where(eq(goals.userId, demo.userId)).limit(1);
    if (existing.length > 0) continue;
    const today = memberToday(user.timeZone);
    const rows = AREAS.slice(0, demo.areas).flatMap((area, areaIndex) =>
      [0, 1, 2].map((slot) => {
        const inTopSeven = demo.topSeven && slot === 0;
        return {
          userId: demo.userId,
          areaId: area.id,
          text: recommended[areaIndex]!.recommendedGoals[(slot + demo.userId) % 6]!,
          completedByDate: addDays(today, 60 + areaIndex * 30 + slot * 14),
          recommendationIndex: slot,
          sevenGoalOrder: inTopSeven ? areaIndex + 1 : null,
          isOneGoal: inTopSeven && areaIndex === 0,
          status: inTopSeven ? ('inProgress' as const) : ('pending' as const),
          level: 1,
        };
      }),
    );
    await db.insert(goals).values(rows);
  }
}
