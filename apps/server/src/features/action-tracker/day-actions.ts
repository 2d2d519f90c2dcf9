import { and, asc, eq, or } from 'drizzle-orm';
import { ACTIONS, addDays, memberToday, type ActionListResponse } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { actionRepeatDays, actionRepeats, actions } from '../../db/schema/index.js';
import type { AuthUser } from '../../http/authenticate.js';
import { missedDayState } from './missed-day.js';
import { describeRule, materializeDay, ruleOut } from './repeat-rules.js';

/**
 * GET Actions/GetUserNotCompletedActions: the member's actions of today + dayOffset
 * (their time zone), repeating ones made for that day from their rule.
 */
export async function dayActions(db: Db, user: AuthUser, dayOffset: number): Promise<ActionListResponse> {
  const today = memberToday(user.timeZone);
  const day = addDays(today, dayOffset);
  await materializeDay(db, user.id, day, ACTIONS.max);
  const [rows, missed] = await Promise.all([
    db
      .select({ action: actions, rule: actionRepeats })
      .from(actions)
      .leftJoin(actionRepeatDays, eq(actionRepeatDays.actionId, actions.id))
      .leftJoin(
        actionRepeats,
        or(eq(actionRepeats.id, actionRepeatDays.repeatId), eq(actionRepeats.actionId, actions.id)),
      )
      .where(and(eq(actions.userId, user.id), eq(actions.day, day)))
      .orderBy(asc(actions.position), asc(actions.id)),
    missedDayState(db, user.id, today),
  ]);
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
