import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ACTIONS,
  addDays,
  memberToday,
  TRACKER_MESSAGES,
  weekdayOf,
  type insertEmptyCompletedRequestSchema,
  type updateInsertActionRequestSchema,
  type updateInsertActionsRequestSchema,
} from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { inTransaction, type Publisher } from '../../../events/index.js';
import { actionRepeatDays, actionRepeats, actions } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { badRequest, conflict, notFound } from '../../../core/app-error.js';
import { dropOpenOccurrences, ruleOfAction, type Tx } from './repeat-rules.js';

type SaveRows = z.output<typeof updateInsertActionsRequestSchema>;
type SaveOne = z.output<typeof updateInsertActionRequestSchema>;
type EmptyCompleted = z.output<typeof insertEmptyCompletedRequestSchema>;

export const LIMIT_MESSAGE = `${TRACKER_MESSAGES.limitTitle}. ${TRACKER_MESSAGES.limitHint}`;

async function dayStats(tx: Tx, userId: number, day: string) {
  const [row] = await tx
    .select({
      total: sql<number>`count(*)::int`,
      done: sql<number>`(count(*) filter (where ${actions.completedAt} is not null))::int`,
      last: sql<number>`coalesce(max(${actions.position}), -1)::int`,
    })
    .from(actions)
    .where(and(eq(actions.userId, userId), eq(actions.day, day)));
  return { total: row?.total ?? 0, done: row?.done ?? 0, next: (row?.last ?? -1) + 1 };
}

async function ownAction(tx: Tx, userId: number, id: number) {
  const [row] = await tx
    .select()
    .from(actions)
    .where(and(eq(actions.id, id), eq(actions.userId, userId)));
  if (!row) throw notFound('Action not found.');
  return row;
}

/**
 * POST Actions/UpdateInsertActions (TRACKER save): rows with an id get their
 * new text (open ones only), rows without one are added to today. Empty rows
 * are dropped; none left, or more than 15 on the day, is refused.
 */
export async function saveTrackerRows(db: Db, user: AuthUser, body: SaveRows, now: Date): Promise<void> {
  const rows = body.actions.filter((row) => row.text.length > 0);
  if (rows.length === 0) throw conflict(TRACKER_MESSAGES.noActionText);
  const today = memberToday(user.timeZone, now);
  await db.transaction(async (tx) => {
    const ids = rows.flatMap((row) => (row.id ? [row.id] : []));
    if (ids.length > 0) {
      const own = await tx
        .select({ id: actions.id })
        .from(actions)
        .where(and(eq(actions.userId, user.id), inArray(actions.id, ids)));
      if (own.length !== new Set(ids).size) throw notFound('Action not found.');
    }
    let { next } = await dayStats(tx, user.id, today);
    for (const row of rows) {
      if (row.id) {
        await tx
          .update(actions)
          .set({ text: row.text })
          .where(and(eq(actions.id, row.id), sql`${actions.completedAt} is null`));
      } else {
        await tx.insert(actions).values({ userId: user.id, text: row.text, day: today, position: next });
        next += 1;
      }
    }
    if ((await dayStats(tx, user.id, today)).total > ACTIONS.max) throw conflict(LIMIT_MESSAGE);
  });
}

/**
 * POST Actions/UpdateInsertAction (DAILY ACTIONS): adds or edits one action on
 * a day between today and +6, and sets its repeat rule when one is sent.
 */
export async function saveDailyAction(db: Db, user: AuthUser, body: SaveOne, now: Date): Promise<number> {
  const today = memberToday(user.timeZone, now);
  const day = body.unlockedDate;
  if (day < today || day > addDays(today, ACTIONS.dayWindow.max)) throw badRequest(TRACKER_MESSAGES.invalidDate);
  const repeat = body.actionRepeating ?? null;
  if (repeat && repeat.startDate < today) throw badRequest(TRACKER_MESSAGES.startBeforeToday);
  return db.transaction(async (tx) => {
    let id: number;
    if (body.id) {
      const row = await ownAction(tx, user.id, body.id);
      if (row.completedAt !== null) throw conflict(TRACKER_MESSAGES.completedLocked);
      const position = row.day === day ? row.position : (await dayStats(tx, user.id, day)).next;
      await tx.update(actions).set({ text: body.text, day, position }).where(eq(actions.id, row.id));
      id = row.id;
    } else {
      const [row] = await tx
        .insert(actions)
        .values({ userId: user.id, text: body.text, day, position: (await dayStats(tx, user.id, day)).next })
        .returning({ id: actions.id });
      id = row!.id;
    }
    if ((await dayStats(tx, user.id, day)).total > ACTIONS.max) throw conflict(LIMIT_MESSAGE);
    if (!repeat) return id;
    const rule = {
      text: body.text,
      startDate: repeat.startDate,
      endDate: repeat.endDate ?? null,
      monday: repeat.monday,
      tuesday: repeat.tuesday,
      wednesday: repeat.wednesday,
      thursday: repeat.thursday,
      friday: repeat.friday,
      saturday: repeat.saturday,
      sunday: repeat.sunday,
    };
    const existing = body.id ? await ruleOfAction(tx, user.id, id) : null;
    let repeatId: number;
    if (existing) {
      await tx.update(actionRepeats).set(rule).where(eq(actionRepeats.id, existing.id));
      await dropOpenOccurrences(tx, existing.id, today, id);
      await tx.delete(actionRepeatDays).where(eq(actionRepeatDays.actionId, id));
      repeatId = existing.id;
    } else {
      const [created] = await tx
        .insert(actionRepeats)
        .values({ ...rule, userId: user.id, actionId: id })
        .returning({ id: actionRepeats.id });
      repeatId = created!.id;
    }
    const inRule = rule[weekdayOf(day)] && day >= rule.startDate && (!rule.endDate || day <= rule.endDate);
    if (inRule) await tx.insert(actionRepeatDays).values({ repeatId, day, actionId: id }).onConflictDoNothing();
    return id;
  });
}

/** DELETE Actions/{id}: an open action of today (a deleted repeat occurrence is not made again). */
export async function deleteAction(db: Db, user: AuthUser, id: number, now: Date): Promise<void> {
  const today = memberToday(user.timeZone, now);
  await db.transaction(async (tx) => {
    const row = await ownAction(tx, user.id, id);
    if (row.day > today) throw conflict(TRACKER_MESSAGES.futureDay);
    if (row.completedAt !== null) throw conflict(TRACKER_MESSAGES.completedLocked);
    await tx.delete(actions).where(eq(actions.id, id));
  });
}

/** PUT Actions/CancelRepeatActions/{id}: ends the action's rule and removes its open occurrences from that day on. */
export async function cancelRepeat(db: Db, user: AuthUser, id: number, now: Date): Promise<void> {
  const today = memberToday(user.timeZone, now);
  await db.transaction(async (tx) => {
    const row = await ownAction(tx, user.id, id);
    const rule = await ruleOfAction(tx, user.id, id);
    if (!rule) throw conflict(TRACKER_MESSAGES.notRepeating);
    await tx.update(actionRepeats).set({ cancelledAt: now }).where(eq(actionRepeats.id, rule.id));
    await dropOpenOccurrences(tx, rule.id, row.day < today ? today : row.day);
  });
}

/** POST Actions/AsyncInsertEmptyCompletedAction: the tracker pushed with no steps records one completed step today. */
export async function insertEmptyCompleted(
  db: Db,
  events: Publisher,
  user: AuthUser,
  body: EmptyCompleted,
  now: Date,
): Promise<number> {
  const today = memberToday(user.timeZone, now);
  return inTransaction(db, events, async (tx, events) => {
    const stats = await dayStats(tx, user.id, today);
    if (stats.done > ACTIONS.dailyStepsBlockAbove) throw conflict(TRACKER_MESSAGES.dailyStepsFull);
    if (stats.total >= ACTIONS.max) throw conflict(LIMIT_MESSAGE);
    const [row] = await tx
      .insert(actions)
      .values({ userId: user.id, text: body.text, day: today, position: stats.next, completedAt: now })
      .returning({ id: actions.id });
    events.publish('action.tracked', { userId: user.id });
    return row!.id;
  });
}
