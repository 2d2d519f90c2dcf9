import { and, asc, eq, or, sql } from 'drizzle-orm';
import { ACTIONS, addDays, memberToday, type ActionListResponse } from '@oola/domain';
import type { Db } from '../../../db/client.js';
import { prepared } from '../../../db/prepared.js';
import { actionRepeatDays, actionRepeats, actions } from '../../../db/schema/index.js';
import type { AuthUser } from '../../../http/authenticate.js';
import { missedDayState } from './missed-day.js';
import { describeRule, materializeDay, ruleOut } from './repeat-rules.js';
import { trackerFacts } from './tracker-facts.js';

/** The member's actions of one day, each with the repeat rule it belongs to (if any). */
const dayRowsQuery = prepared((db) =>
  db
    .select({ action: actions, rule: actionRepeats })
    .from(actions)
    .leftJoin(actionRepeatDays, eq(actionRepeatDays.actionId, actions.id))
    .leftJoin(
      actionRepeats,
      or(eq(actionRepeats.id, actionRepeatDays.repeatId), eq(actionRepeats.actionId, actions.id)),
    )
    .where(and(eq(actions.userId, sql.placeholder('userId')), eq(actions.day, sql.placeholder('day'))))
    .orderBy(asc(actions.position), asc(actions.id))
    .prepare('tracker_day_rows'),
);

/**
 * GET Actions/GetUserNotCompletedActions: the member's actions of today + dayOffset
 * (their time zone). Repeating actions are made for a day the first time it is
 * looked at (the facts say a rule is pending), so most reads write nothing.
 */
export async function dayActions(db: Db, user: AuthUser, dayOffset: number, now: Date): Promise<ActionListResponse> {
  const today = memberToday(user.timeZone, now);
  const day = addDays(today, dayOffset);
  const [facts, firstRows] = await Promise.all([
    trackerFacts(db, user.id, today, day),
    dayRowsQuery(db).execute({ userId: user.id, day }),
  ]);
  let rows = firstRows;
  if (facts.pendingRules > 0) {
    await materializeDay(db, user.id, day, ACTIONS.max);
    rows = await dayRowsQuery(db).execute({ userId: user.id, day });
  }
  const missed = missedDayState(facts, today);
  const isToday = day === today;
  const list = rows.map(({ action, rule }) => {
    const live = rule && rule.cancelledAt === null ? rule : null;
    const completed = action.completedAt !== null;
    return {
      id: action.id,
      text: action.text,
      index: action.position,
      extraText: live ? describeRule(live) : null,
      canBeRemoved: isToday && !completed,
      actionRepeating: live ? ruleOut(live) : null,
      createdDate: action.createdAt.toISOString(),
      completed,
    };
  });
  return {
    day,
    actions: list,
    todayActionsCount: list.filter((action) => action.completed).length,
    displayFailModal: missed.displayFailModal,
    phaseNumber: missed.phaseNumber,
    courseId: 0,
  };
}
