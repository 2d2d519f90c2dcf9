import { memberToday, onlyPausedBetween } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { actionTrackerStates } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { trackerFacts, type TrackerFacts } from './tracker-facts.js';

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
 * last step. A member who never completed a step is not warned, and days of a
 * streak pause are not missed days.
 */
export function missedDayState(facts: TrackerFacts, today: string) {
  const last = facts.lastCompletedDay;
  const answered = facts.acknowledgedDay;
  const displayFailModal =
    last !== null && !onlyPausedBetween(last, today, facts.pauses) && (answered === null || answered <= last);
  const start = facts.phaseStartDay ?? facts.firstDay ?? today;
  const phaseNumber = Math.min(PHASES, Math.floor(Math.max(0, daysBetween(start, today)) / PHASE_DAYS) + 1);
  return { displayFailModal, phaseNumber };
}

/**
 * PUT AdditionalCourse/ReactivateActionSteps: the member answered the missed-day
 * modal. KEEP GOING (false) only records the answer; START OVER (true) also
 * restarts their phase from today (phase 1). Streaks are never rewritten: the
 * missed day already ended the current streak, and the longest stays earned.
 */
export async function reactivate(db: Db, user: AuthUser, restart: boolean, now: Date) {
  const today = memberToday(user.timeZone, now);
  const values = restart ? { acknowledgedDay: today, phaseStartDay: today } : { acknowledgedDay: today };
  await db
    .insert(actionTrackerStates)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: actionTrackerStates.userId, set: values });
  return missedDayState(await trackerFacts(db, user.id, today, today), today);
}
