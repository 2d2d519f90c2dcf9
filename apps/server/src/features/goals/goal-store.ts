import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import { AREAS, GOALS, areaById, type DashboardGoal, type UserGoal } from '@oola/domain';
import type { Queryable, Tx } from '../../db/client.js';
import { goals } from '../../db/schema/index.js';
import { notFound } from '../../core/app-error.js';

export type { Queryable, Tx };
export type GoalRow = typeof goals.$inferSelect;

/**
 * The goals the journey works with: every goal of the member that is not yet
 * achieved (achieved goals stay on the dashboard's ACHIEVED tab).
 */
export async function openGoals(db: Queryable, userId: number): Promise<GoalRow[]> {
  return db
    .select()
    .from(goals)
    .where(and(eq(goals.userId, userId), ne(goals.status, 'completed')))
    .orderBy(asc(goals.areaId), sql`${goals.recommendationIndex} asc nulls last`, asc(goals.id));
}

/** The member's own goal, or a 404 exactly as if another member's goal did not exist. */
export async function ownGoal(db: Queryable, userId: number, goalId: number): Promise<GoalRow> {
  const [row] = await db
    .select()
    .from(goals)
    .where(and(eq(goals.id, goalId), eq(goals.userId, userId)));
  if (!row) throw notFound('Goal not found.');
  return row;
}

/** True when every area has exactly 3 goals. */
export function hasAllGoals(rows: GoalRow[]): boolean {
  return AREAS.every((area) => rows.filter((row) => row.areaId === area.id).length === GOALS.perArea);
}

/** Zero-based area to resume: -1 before any goal, 0 when all 21 exist, else the first area short of 3. */
export function currentAreaIndex(rows: GoalRow[]): number {
  if (rows.length === 0) return -1;
  const index = AREAS.findIndex((area) => rows.filter((row) => row.areaId === area.id).length < GOALS.perArea);
  return index === -1 ? 0 : index;
}

export function toUserGoal(row: GoalRow): UserGoal {
  return {
    goalId: row.id,
    areaId: row.areaId,
    text: row.text,
    completedByDate: row.completedByDate,
    sevenGoalOrder: row.sevenGoalOrder,
    selectedOne: row.isOneGoal,
    recomendationIndex: row.recommendationIndex,
    status: row.status,
  };
}

export function toDashboardGoal(row: GoalRow): DashboardGoal {
  const area = areaById(row.areaId);
  return {
    id: row.id,
    areaId: row.areaId,
    areaName: area.name,
    color: area.color,
    text: row.text,
    completedByDate: row.completedByDate,
    completionDate: row.completionDate?.toISOString() ?? null,
    isOneGoal: row.isOneGoal,
    status: row.status,
  };
}

/** How many goals the member has completed. */
export async function countCompletedGoals(db: Queryable, userId: number): Promise<number> {
  const [completed] = await db
    .select({ total: count() })
    .from(goals)
    .where(and(eq(goals.userId, userId), eq(goals.status, 'completed')));
  return completed?.total ?? 0;
}
