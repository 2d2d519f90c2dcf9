import { and, eq, lte, sql } from 'drizzle-orm';
import { addDays, memberToday } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { actions, actionTrackerStates } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';

/** Phase 2 unlocks a module every 7 days, 12 in all: the tracker's phase number follows the same weeks. */
const PHASE_DAYS = 7;
const PHASES = 12;

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * displayFailModal is true when the member's last day with a completed step
 * (up to today, their time zone) is before yesterday, so at least one whole
 * day passed without a step, and they have not answered the modal since that
 * last step. A member who never completed a step is not warned.
 */
export async function missedDayState(db: Db, userId: number, today: string) {
  // One round trip: the member's activity facts and their modal answers (action_tracker_states).
  const [facts] = await db
    .select({
      last: sql<string | null>`max(${actions.day}) filter (where ${actions.completedAt} is not null)`,
      first: sql<string | null>`min(${actions.day})`,
      answered: sql<
        string | null
      >`(select ${actionTrackerStates.acknowledgedDay} from ${actionTrackerStates} where ${actionTrackerStates.userId} = ${userId})`,
      phaseStart: sql<
        string | null
      >`(select ${actionTrackerStates.phaseStartDay} from ${actionTrackerStates} where ${actionTrackerStates.userId} = ${userId})`,
    })
    .from(actions)
    .where(and(eq(actions.userId, userId), lte(actions.day, today)));
  const last = facts?.last ?? null;
  const answered = facts?.answered ?? null;
  const displayFailModal = last !== null && last < addDays(today, -1) && (answered === null || answered <= last);
  const start = facts?.phaseStart ?? facts?.first ?? today;
  const phaseNumber = Math.min(PHASES, Math.floor(Math.max(0, daysBetween(start, today)) / PHASE_DAYS) + 1);
  return { displayFailModal, phaseNumber };
}

/**
 * PUT AdditionalCourse/ReactivateActionSteps: the member answered the missed-day
 * modal. KEEP GOING (false) only records the answer; START OVER (true) also
 * restarts their phase from today (phase 1). Streaks are never rewritten: the
 * missed day already ended the current streak, and the longest stays earned.
 */
export async function reactivate(db: Db, user: AuthUser, restart: boolean) {
  const today = memberToday(user.timeZone);
  const values = restart ? { acknowledgedDay: today, phaseStartDay: today } : { acknowledgedDay: today };
  await db
    .insert(actionTrackerStates)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: actionTrackerStates.userId, set: values });
  return missedDayState(db, user.id, today);
}
