import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { areaById, memberToday, type TopSevenGoalsResponse } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { goals } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { actionsOfDay } from '../tracker/index.js';

/** GET goals/GetUserTopSevenGoals/{userId}: the top 7 in order and today's actions. */
export async function topSevenGoals(db: Db, user: AuthUser, now: Date): Promise<TopSevenGoalsResponse> {
  const [rows, todays] = await Promise.all([
    db
      .select()
      .from(goals)
      .where(and(eq(goals.userId, user.id), isNotNull(goals.sevenGoalOrder)))
      .orderBy(asc(goals.sevenGoalOrder), asc(goals.id)),
    actionsOfDay(db, user.id, memberToday(user.timeZone, now)),
  ]);
  return {
    topGoals: rows.map((row) => ({
      id: row.id,
      color: areaById(row.areaId).color,
      order: row.sevenGoalOrder ?? 0,
      text: row.text,
      completedByDate: row.completedByDate,
      areaId: row.areaId,
      isOneGoal: row.isOneGoal,
    })),
    actions: todays.map((row) => ({ id: row.id, text: row.text, completed: row.completedAt !== null })),
  };
}
