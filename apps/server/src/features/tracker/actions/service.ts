import { and, asc, count, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  ACTIONS,
  ACTION_MESSAGES,
  STEP,
  type completeActionRequestSchema,
  memberToday,
  type saveActionsRequestSchema,
  type ActionItem,
  type CompleteActionResponse,
} from '@oola/domain';
import type { z } from 'zod';
import type { Db, Tx } from '../../../db/client.js';
import { inTransaction, type Publisher } from '../../../events/index.js';
import { actions } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { conflict, notFound } from '../../../core/app-error.js';
import { setStep } from '../../../identity/users.js';

type SaveActions = z.output<typeof saveActionsRequestSchema>;
type CompleteAction = z.output<typeof completeActionRequestSchema>;

function toItem(row: typeof actions.$inferSelect): ActionItem {
  return { id: row.id, text: row.text, position: row.position, day: row.day, completed: row.completedAt !== null };
}

async function completedOn(tx: Tx, userId: number, day: string): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(actions)
    .where(and(eq(actions.userId, userId), eq(actions.day, day), isNotNull(actions.completedAt)));
  return row?.value ?? 0;
}

/**
 * POST Actions (Step 3 save): empty items are dropped, 3 to 15 must remain.
 * They replace today's open actions; actions already done today stay done.
 */
export async function saveActions(db: Db, user: AuthUser, body: SaveActions, now: Date): Promise<ActionItem[]> {
  const texts = body.actions.filter((text) => text.length > 0);
  if (texts.length > ACTIONS.max) throw conflict(ACTION_MESSAGES.onlyFifteen);
  if (texts.length < ACTIONS.min) throw conflict(ACTION_MESSAGES.atLeastThree);
  const day = memberToday(user.timeZone, now);
  return db.transaction(async (tx) => {
    await tx.delete(actions).where(and(eq(actions.userId, user.id), eq(actions.day, day), isNull(actions.completedAt)));
    const done = await completedOn(tx, user.id, day);
    await tx
      .insert(actions)
      .values(texts.map((text, index) => ({ userId: user.id, text, day, position: done + index })));
    const rows = await tx
      .select()
      .from(actions)
      .where(and(eq(actions.userId, user.id), eq(actions.day, day)))
      .orderBy(asc(actions.position), asc(actions.id));
    return rows.map(toItem);
  });
}

/**
 * PUT Actions/AsyncCompleteAction: one of today's actions is done (one step
 * taken). A member in Step 3 moves to the dashboard (step 4) at the third.
 */
export async function completeAction(
  db: Db,
  events: Publisher,
  user: AuthUser,
  body: CompleteAction,
  now: Date,
): Promise<CompleteActionResponse> {
  const day = memberToday(user.timeZone, now);
  return inTransaction(db, events, async (tx, events) => {
    const [row] = await tx
      .select()
      .from(actions)
      .where(and(eq(actions.id, body.id), eq(actions.userId, user.id)));
    if (!row) throw notFound('Action not found.');
    if (row.day !== day) throw conflict(ACTION_MESSAGES.onlyToday);
    if (row.completedAt === null) {
      await tx.update(actions).set({ completedAt: now }).where(eq(actions.id, row.id));
      events.publish('action.tracked', { userId: user.id });
    }
    const todayCompleted = await completedOn(tx, user.id, day);
    let userStepId = user.stepId;
    if (user.stepId === STEP.actions && todayCompleted >= ACTIONS.trackerClicksForStreak) {
      userStepId = STEP.dashboard;
      await setStep(tx, user.id, userStepId);
      events.publish('journey.stepChanged', { userId: user.id });
    }
    return { id: row.id, completed: true, todayCompleted, userStepId };
  });
}
