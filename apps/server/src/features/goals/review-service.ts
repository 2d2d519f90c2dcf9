import { and, eq, ne } from 'drizzle-orm';
import {
  GOALS,
  GOAL_MESSAGES,
  STEP,
  type addDashboardGoalRequestSchema,
  isGoalDateAllowed,
  memberToday,
  type updateDashboardGoalRequestSchema,
  type CompleteGoalReviewResponse,
  type DashboardGoal,
} from '@oola/domain';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { goals } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { conflict } from '../../core/app-error.js';
import { hasAllGoals, openGoals, ownGoal, toDashboardGoal } from './goal-store.js';
import { setStep } from '../../identity/users.js';
import { inTransaction, type Publisher } from '../../events/index.js';

type AddGoal = z.output<typeof addDashboardGoalRequestSchema>;
type UpdateGoal = z.output<typeof updateDashboardGoalRequestSchema>;

/** In the journey and the goal review an area holds 3 goals; on the dashboard up to 7 open ones. */
function areaLimit(user: AuthUser): { max: number; message: string } {
  const inJourney = user.stepId <= STEP.actions || user.stepId === STEP.levelTwoStepTwo;
  return inJourney
    ? { max: GOALS.perArea, message: GOAL_MESSAGES.onlyThree }
    : { max: GOALS.maxPendingListedPerArea, message: GOAL_MESSAGES.onlySevenPerArea };
}

/** POST Goals/AddDashboardGoal: a new pending goal in one area. */
export async function addGoal(db: Db, user: AuthUser, body: AddGoal, now: Date): Promise<DashboardGoal> {
  if (!isGoalDateAllowed(body.completedByDate, memberToday(user.timeZone, now))) {
    throw conflict(GOAL_MESSAGES.dateInPast);
  }
  return db.transaction(async (tx) => {
    const inArea = (await openGoals(tx, user.id)).filter((row) => row.areaId === body.areaId);
    const limit = areaLimit(user);
    if (inArea.length >= limit.max) throw conflict(limit.message);
    const slots = inArea.map((row) => row.recommendationIndex);
    const freeSlot = [0, 1, 2].find((slot) => !slots.includes(slot)) ?? null;
    const [row] = await tx
      .insert(goals)
      .values({
        userId: user.id,
        areaId: body.areaId,
        text: body.text,
        completedByDate: body.completedByDate,
        recommendationIndex: freeSlot,
        level: user.level,
      })
      .returning();
    return toDashboardGoal(row!);
  });
}

/** PUT Goals/UpdateDashboardGoal: new text and date for one of the member's goals. */
export async function updateGoal(db: Db, user: AuthUser, body: UpdateGoal, now: Date): Promise<DashboardGoal> {
  return db.transaction(async (tx) => {
    const goal = await ownGoal(tx, user.id, body.id);
    if (!isGoalDateAllowed(body.completedByDate, memberToday(user.timeZone, now), goal.completedByDate)) {
      throw conflict(GOAL_MESSAGES.dateInPast);
    }
    const [row] = await tx
      .update(goals)
      .set({ text: body.text, completedByDate: body.completedByDate })
      .where(eq(goals.id, goal.id))
      .returning();
    return toDashboardGoal(row!);
  });
}

/** DELETE Goals/{goalId}. */
export async function deleteGoal(db: Db, events: Publisher, user: AuthUser, goalId: number): Promise<void> {
  const goal = await ownGoal(db, user.id, goalId);
  await db.delete(goals).where(eq(goals.id, goal.id));
  if (goal.status === 'completed') events.publish('goal.changed', { userId: user.id });
}

/** DELETE goals/RemoveAssessmentGoals (CLEAN SLATE): every open goal; achieved goals stay. */
export async function removeAssessmentGoals(db: Db, user: AuthUser): Promise<void> {
  await db.delete(goals).where(and(eq(goals.userId, user.id), ne(goals.status, 'completed')));
}

/**
 * PUT Goals/CompleteGoalReview (our name; the spec leaves it out): the goal
 * review of level 2 step 2 is done with 21 goals; the member graduates the
 * level and goes back to the dashboard (step 4) at level + 1.
 */
export async function completeGoalReview(
  db: Db,
  events: Publisher,
  user: AuthUser,
): Promise<CompleteGoalReviewResponse> {
  if (user.stepId !== STEP.levelTwoStepTwo) throw conflict('The goal review is not open for you right now.');
  return inTransaction(db, events, async (tx, events) => {
    if (!hasAllGoals(await openGoals(tx, user.id))) throw conflict(GOAL_MESSAGES.needTwentyOne);
    const level = user.level + 1;
    await setStep(tx, user.id, STEP.dashboard, level);
    events.publish('journey.stepChanged', { userId: user.id });
    return { userStepId: STEP.dashboard, level };
  });
}
