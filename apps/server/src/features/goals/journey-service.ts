import { and, eq, inArray } from 'drizzle-orm';
import {
  GOALS,
  GOAL_MESSAGES,
  STEP,
  isGoalDateAllowed,
  memberToday,
  type partialSaveGoalsRequestSchema,
  type setSevenGoalsOrderRequestSchema,
  type SavedGoal,
  type UserGoalsResponse,
} from '@oola/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { goals } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { badRequest, conflict, notFound } from '../../core/app-error.js';
import { latestCombinedScore } from '../assessment/index.js';
import { currentAreaIndex, hasAllGoals, openGoals, ownGoal, toUserGoal, type GoalRow } from './goal-store.js';
import { setStep } from '../../identity/users.js';
import { inTransaction, type Publisher } from '../../events/index.js';

type PartialSave = z.output<typeof partialSaveGoalsRequestSchema>;
type SevenOrder = z.output<typeof setSevenGoalsOrderRequestSchema>;

/** GET goals/GetUserGoals: the member's open goals, the score to show and the area to resume. */
export async function userGoals(db: Db, user: AuthUser): Promise<UserGoalsResponse> {
  const rows = await openGoals(db, user.id);
  return {
    userGoals: rows.map(toUserGoal),
    latestAssessmentScore: await latestCombinedScore(db, user.id),
    currentAreaId: currentAreaIndex(rows),
  };
}

/**
 * POST Goals/PartialSaveGoals: the list is the whole of ONE area (at most 3).
 * Listed goals are updated or created (ids assigned), the area's other goals
 * are removed. A new or changed date may not be before the member's today.
 */
export async function partialSaveGoals(db: Db, user: AuthUser, body: PartialSave, now: Date): Promise<SavedGoal[]> {
  const areaId = body.goals[0]!.areaId;
  if (body.goals.some((goal) => goal.areaId !== areaId)) throw badRequest('Send the goals of one area only.');
  if (body.goals.length > GOALS.perArea) throw conflict(GOAL_MESSAGES.onlyThree);
  const today = memberToday(user.timeZone, now);

  return db.transaction(async (tx) => {
    const existing = (await openGoals(tx, user.id)).filter((row) => row.areaId === areaId);
    const byId = new Map(existing.map((row) => [row.id, row]));
    for (const goal of body.goals) {
      const previous = goal.goalId ? byId.get(goal.goalId) : undefined;
      if (goal.goalId && !previous) throw notFound('Goal not found.');
      if (!isGoalDateAllowed(goal.completedByDate, today, previous?.completedByDate)) {
        throw conflict(GOAL_MESSAGES.dateInPast);
      }
    }
    const keptIds = body.goals.flatMap((goal) => (goal.goalId ? [goal.goalId] : []));
    const removed = existing.filter((row) => !keptIds.includes(row.id)).map((row) => row.id);
    if (removed.length > 0) await tx.delete(goals).where(inArray(goals.id, removed));

    const saved: GoalRow[] = [];
    for (const [index, goal] of body.goals.entries()) {
      const values = { text: goal.text, completedByDate: goal.completedByDate, recommendationIndex: index };
      const [row] = goal.goalId
        ? await tx.update(goals).set(values).where(eq(goals.id, goal.goalId)).returning()
        : await tx
            .insert(goals)
            .values({ ...values, userId: user.id, areaId, level: user.level })
            .returning();
      saved.push(row!);
    }
    return saved.map((row) => ({
      goalId: row.id,
      areaId: row.areaId,
      text: row.text,
      completedByDate: row.completedByDate,
    }));
  });
}

/**
 * PUT Goals/SetSevenGoalsOrder: exactly 7 of the member's goals, all 0 (picked)
 * or 1-7 (arranged). They become the goals in progress; the others go back to
 * pending, and the One goal is kept only if it is still among them.
 */
export async function setSevenGoalsOrder(db: Db, user: AuthUser, body: SevenOrder): Promise<void> {
  if (body.goals.length !== GOALS.topSeven) throw conflict(GOAL_MESSAGES.selectSeven);
  await db.transaction(async (tx) => {
    const open = new Map((await openGoals(tx, user.id)).map((row) => [row.id, row]));
    if (body.goals.some((goal) => !open.has(goal.goalId))) throw notFound('Goal not found.');
    const chosen = body.goals.map((goal) => goal.goalId);
    const others = [...open.keys()].filter((id) => !chosen.includes(id));
    if (others.length > 0) {
      await tx
        .update(goals)
        .set({ sevenGoalOrder: null, isOneGoal: false, status: 'pending' })
        .where(inArray(goals.id, others));
    }
    for (const goal of body.goals) {
      await tx
        .update(goals)
        .set({ sevenGoalOrder: goal.sevenGoalOrder, status: 'inProgress' })
        .where(eq(goals.id, goal.goalId));
    }
  });
}

function journeyComplete(rows: GoalRow[]): boolean {
  const ordered = new Set(
    rows.flatMap((row) => (row.sevenGoalOrder && row.sevenGoalOrder > 0 ? [row.sevenGoalOrder] : [])),
  );
  return hasAllGoals(rows) && ordered.size === GOALS.topSeven && rows.some((row) => row.isOneGoal);
}

/**
 * PUT Goals/Set{Brand}One/{goalId}: the One goal must be one of the top 7.
 * A member in Step 2 moves to Step 3 once 21 goals, 7 ordered top goals and
 * the One goal are all in place.
 */
export async function setOneGoal(
  db: Db,
  events: Publisher,
  user: AuthUser,
  goalId: number,
): Promise<{ goalId: number; userStepId: number }> {
  return inTransaction(db, events, async (tx, events) => {
    const goal = await ownGoal(tx, user.id, goalId);
    if (goal.sevenGoalOrder === null) throw conflict(GOAL_MESSAGES.oneMustBeTopSeven);
    await tx
      .update(goals)
      .set({ isOneGoal: false })
      .where(and(eq(goals.userId, user.id), eq(goals.isOneGoal, true)));
    await tx.update(goals).set({ isOneGoal: true }).where(eq(goals.id, goal.id));
    let userStepId = user.stepId;
    if (user.stepId === STEP.goals && journeyComplete(await openGoals(tx, user.id))) {
      userStepId = STEP.actions;
      await setStep(tx, user.id, userStepId);
      events.publish('journey.stepChanged', { userId: user.id });
    }
    return { goalId: goal.id, userStepId };
  });
}
