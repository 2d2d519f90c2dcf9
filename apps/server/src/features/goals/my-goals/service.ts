import { and, asc, eq, sql } from 'drizzle-orm';
import { AREAS, DASHBOARD_GOAL_MESSAGES, GOALS, type GoalsGroupedByStatus, type GroupedGoal } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { goals, users } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { conflict } from '../../../core/app-error.js';
import { inTransaction, type Publisher } from '../../../events/index.js';
import { ownGoal, toDashboardGoal, type GoalRow, type Queryable } from '../goal-store.js';

const memberGoalsQuery = prepared((db) =>
  db
    .select()
    .from(goals)
    .where(eq(goals.userId, sql.placeholder('userId')))
    .orderBy(asc(goals.id))
    .prepare('member_goals'),
);

function toGroupedGoal(row: GoalRow): GroupedGoal {
  const { status: _status, ...goal } = toDashboardGoal(row);
  return { ...goal, userId: row.userId };
}

/**
 * GET goals/GetUserGoalsGroupedByStatus/{userId}: the top 7 (in order), the
 * achieved goals (latest first) and the pending ones by area (at most 7 each).
 */
export async function goalsGroupedByStatus(db: Db, userId: number): Promise<GoalsGroupedByStatus> {
  const rows = await memberGoalsQuery(db).execute({ userId });
  const inProgress = rows
    .filter((row) => row.status === 'inProgress')
    .sort((a, b) => (a.sevenGoalOrder ?? 99) - (b.sevenGoalOrder ?? 99) || a.id - b.id);
  const completed = rows
    .filter((row) => row.status === 'completed')
    .sort((a, b) => (b.completionDate?.getTime() ?? 0) - (a.completionDate?.getTime() ?? 0) || b.id - a.id);
  const pending = AREAS.map((area) => ({
    areaId: area.id,
    areaName: area.name,
    color: area.color,
    goals: rows
      .filter((row) => row.status === 'pending' && row.areaId === area.id)
      .slice(0, GOALS.maxPendingListedPerArea)
      .map(toGroupedGoal),
  })).filter((area) => area.goals.length > 0);
  return { inProgress: inProgress.map(toGroupedGoal), completed: completed.map(toGroupedGoal), pending };
}

/** Serialises status changes of one member, so two requests cannot both take the 7th place. */
async function lockMember(tx: Queryable, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** PUT Goals/SetGoalInProgress: pending → in progress (Add to My Top 7), at most 7 in progress. */
export async function setGoalInProgress(db: Db, user: AuthUser, goalId: number): Promise<GoalsGroupedByStatus> {
  await db.transaction(async (tx) => {
    await lockMember(tx, user.id);
    const goal = await ownGoal(tx, user.id, goalId);
    if (goal.status === 'completed') throw conflict(DASHBOARD_GOAL_MESSAGES.alreadyCompleted);
    if (goal.status === 'pending') {
      const current = await tx
        .select({ order: goals.sevenGoalOrder })
        .from(goals)
        .where(and(eq(goals.userId, user.id), eq(goals.status, 'inProgress')));
      if (current.length >= GOALS.maxInProgress) throw conflict(DASHBOARD_GOAL_MESSAGES.sevenInProgress);
      const taken = new Set(current.map((row) => row.order));
      const order = [1, 2, 3, 4, 5, 6, 7].find((position) => !taken.has(position)) ?? null;
      await tx.update(goals).set({ status: 'inProgress', sevenGoalOrder: order }).where(eq(goals.id, goal.id));
    }
  });
  return goalsGroupedByStatus(db, user.id);
}

/**
 * PUT Goals/CompleteDashboardGoal: in progress or pending → achieved today; it
 * leaves the top 7. Achievements are awarded by the achievements award hook
 * after the answer, and GetUserProgress counts achieved goals.
 */
export async function completeDashboardGoal(
  db: Db,
  events: Publisher,
  user: AuthUser,
  goalId: number,
): Promise<GoalsGroupedByStatus> {
  await inTransaction(db, events, async (tx, events) => {
    const goal = await ownGoal(tx, user.id, goalId);
    if (goal.status === 'completed') throw conflict(DASHBOARD_GOAL_MESSAGES.alreadyCompleted);
    await tx
      .update(goals)
      .set({ status: 'completed', completionDate: new Date(), sevenGoalOrder: null })
      .where(eq(goals.id, goal.id));
    events.publish('goal.changed', { userId: user.id });
  });
  return goalsGroupedByStatus(db, user.id);
}
