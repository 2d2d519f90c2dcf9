import { and, eq, gte } from 'drizzle-orm';
import { addDays, memberToday, STREAK_PAUSE, STREAK_PAUSE_MESSAGES, type StreakPauseState } from '@oola/domain';
import type { Db, Queryable } from '../../db/client.js';
import { streakPauses, users } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { conflict } from '../../core/app-error.js';
import { activePause, dayLabel, pausedDaysUsed } from './pause-days.js';
import { inTransaction, type Publisher } from '../../events/index.js';

/** The member's pauses that still count towards the yearly allowance (or are running). */
function recentPauses(executor: Queryable, userId: number, today: string) {
  return executor
    .select({ id: streakPauses.id, startDay: streakPauses.startDay, endDay: streakPauses.endDay })
    .from(streakPauses)
    .where(
      and(eq(streakPauses.userId, userId), gte(streakPauses.endDay, addDays(today, -(STREAK_PAUSE.yearDays - 1)))),
    );
}

async function stateOf(executor: Queryable, userId: number, today: string): Promise<StreakPauseState> {
  const pauses = await recentPauses(executor, userId, today);
  const pause = activePause(pauses, today);
  const daysUsed = pausedDaysUsed(pauses, today);
  return {
    pause: pause ? { startDay: pause.startDay, endDay: pause.endDay, pausedUntil: dayLabel(pause.endDay) } : null,
    daysUsed,
    daysLeft: Math.max(0, STREAK_PAUSE.maxDaysPerYear - daysUsed),
  };
}

export function streakPauseState(db: Db, user: AuthUser, now: Date): Promise<StreakPauseState> {
  return stateOf(db, user.id, memberToday(user.timeZone, now));
}

/** Pauses the member's streak from today (their zone) for `days` days. */
export function startStreakPause(
  db: Db,
  events: Publisher,
  user: AuthUser,
  days: number,
  now: Date,
): Promise<StreakPauseState> {
  const today = memberToday(user.timeZone, now);
  return inTransaction(db, events, async (tx, events) => {
    // One pause at a time, also when two requests race.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const pauses = await recentPauses(tx, user.id, today);
    const running = activePause(pauses, today);
    if (running) throw conflict(STREAK_PAUSE_MESSAGES.alreadyPaused(dayLabel(running.endDay)));
    const left = Math.max(0, STREAK_PAUSE.maxDaysPerYear - pausedDaysUsed(pauses, today));
    if (days > left) throw conflict(STREAK_PAUSE_MESSAGES.yearlyLimit(left));
    await tx.insert(streakPauses).values({ userId: user.id, startDay: today, endDay: addDays(today, days - 1) });
    events.publish('streak.pauseChanged', { userId: user.id });
    return stateOf(tx, user.id, today);
  });
}

/** Ends the running pause: today counts again, and the unused days go back to the allowance. */
export function endStreakPause(db: Db, events: Publisher, user: AuthUser, now: Date): Promise<StreakPauseState> {
  const today = memberToday(user.timeZone, now);
  return inTransaction(db, events, async (tx, events) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for('update');
    const running = activePause(await recentPauses(tx, user.id, today), today);
    if (!running) throw conflict(STREAK_PAUSE_MESSAGES.notPaused);
    if (running.startDay === today) await tx.delete(streakPauses).where(eq(streakPauses.id, running.id));
    else
      await tx
        .update(streakPauses)
        .set({ endDay: addDays(today, -1) })
        .where(eq(streakPauses.id, running.id));
    events.publish('streak.pauseChanged', { userId: user.id });
    return stateOf(tx, user.id, today);
  });
}
