import { eq, sql } from 'drizzle-orm';
import { parsePausedRanges, type PausedRange } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { actionRepeats, actions, actionTrackerStates, users } from '../../../db/schema/index.js';
import { pausedRangesOf } from '../../streak-pause/index.js';
import { isPendingOn } from './repeat-rules.js';

/** What the tracker needs besides the day's rows, read in one statement on every tracker load. */
export interface TrackerFacts {
  /** The member's last day with a completed step, up to today. */
  lastCompletedDay: string | null;
  /** The member's first action day, up to today. */
  firstDay: string | null;
  /** The day of their last answer to the missed-day modal. */
  acknowledgedDay: string | null;
  /** Where START OVER restarted their phase. */
  phaseStartDay: string | null;
  /** Live repeat rules that fall on `day` and have no occurrence there yet. */
  pendingRules: number;
  /** The member's streak pauses: a paused day is not a missed day. */
  pauses: PausedRange[];
}

const userId = sql.placeholder('userId');
const today = sql.placeholder('today');
const day = sql.placeholder('day');

const trackerFactsQuery = prepared((db) =>
  db
    .select({
      lastCompletedDay: sql<string | null>`(
        select max(${actions.day}) from ${actions}
        where ${actions.userId} = ${userId} and ${actions.day} <= ${today} and ${actions.completedAt} is not null)`,
      firstDay: sql<string | null>`(
        select min(${actions.day}) from ${actions} where ${actions.userId} = ${userId} and ${actions.day} <= ${today})`,
      acknowledgedDay: actionTrackerStates.acknowledgedDay,
      phaseStartDay: actionTrackerStates.phaseStartDay,
      pendingRules: sql<number>`(select count(*)::int from ${actionRepeats} where ${isPendingOn(userId, day)})`,
      pauses: pausedRangesOf(userId),
    })
    .from(users)
    .leftJoin(actionTrackerStates, eq(actionTrackerStates.userId, users.id))
    .where(eq(users.id, userId))
    .prepare('tracker_facts'),
);

/** The member's tracker facts for today (their time zone) and the day they look at. */
export async function trackerFacts(db: Db, userId: number, todayDay: string, shownDay: string): Promise<TrackerFacts> {
  const [row] = await trackerFactsQuery(db).execute({ userId, today: todayDay, day: shownDay });
  return {
    lastCompletedDay: row?.lastCompletedDay ?? null,
    firstDay: row?.firstDay ?? null,
    acknowledgedDay: row?.acknowledgedDay ?? null,
    phaseStartDay: row?.phaseStartDay ?? null,
    pendingRules: row?.pendingRules ?? 0,
    pauses: parsePausedRanges(row?.pauses),
  };
}
