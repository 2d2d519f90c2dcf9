import { and, eq } from 'drizzle-orm';
import { addDays, memberToday } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { goals, users } from '../../../db/schema/index.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Goals 1005 already achieved: area, text, days ago. */
const ACHIEVED: { areaId: number; text: string; daysAgo: number }[] = [
  { areaId: 1, text: 'Run a 5K without stopping', daysAgo: 9 },
  { areaId: 2, text: 'Build an emergency fund of one month of expenses', daysAgo: 24 },
  { areaId: 6, text: 'Host a dinner for old friends', daysAgo: 41 },
];

/**
 * Achieved goals for 1005 (the member on the dashboard), so ACHIEVED is not
 * empty; the journey seeder gives the top 7 and the pending goals. Runs once.
 */
export async function seedDemoAchievedGoals(db: Db): Promise<void> {
  const [member] = await db.select().from(users).where(eq(users.id, 1005));
  if (!member) return;
  const done = await db
    .select({ id: goals.id })
    .from(goals)
    .where(and(eq(goals.userId, 1005), eq(goals.status, 'completed')))
    .limit(1);
  if (done.length > 0) return;
  const today = memberToday(member.timeZone);
  await db.insert(goals).values(
    ACHIEVED.map((goal) => ({
      userId: 1005,
      areaId: goal.areaId,
      text: goal.text,
      completedByDate: addDays(today, -goal.daysAgo + 5),
      status: 'completed' as const,
      completionDate: new Date(Date.now() - goal.daysAgo * DAY_MS),
      level: member.level,
    })),
  );
}
