import { and, eq, gte, inArray, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { WEEKDAYS, type RepeatRule } from '@oola/domain';
import type { Db, Tx } from '../../../db/client.js';
import { actionRepeatDays, actionRepeats, actions } from '../../../db/schema/index.js';

export type { Tx };
export type Runner = Db | Tx;
type RuleRow = typeof actionRepeats.$inferSelect;

const SHORT: Record<string, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

export function ruleOut(rule: RuleRow): RepeatRule {
  return {
    startDate: rule.startDate,
    endDate: rule.endDate,
    monday: rule.monday,
    tuesday: rule.tuesday,
    wednesday: rule.wednesday,
    thursday: rule.thursday,
    friday: rule.friday,
    saturday: rule.saturday,
    sunday: rule.sunday,
    actionId: rule.actionId,
  };
}

/** 'Repeats daily', 'Repeats on weekdays' or 'Repeats Mon, Wed', with the end date when there is one. */
export function describeRule(rule: RuleRow): string {
  const days = WEEKDAYS.filter((day) => rule[day]);
  let what = `Repeats ${days.map((day) => SHORT[day]).join(', ')}`;
  if (days.length === 7) what = 'Repeats daily';
  else if (days.length === 5 && !rule.saturday && !rule.sunday) what = 'Repeats on weekdays';
  return rule.endDate ? `${what} until ${rule.endDate}` : what;
}

/**
 * A live repeat rule of the member that falls on `day` and has no occurrence there yet (none made,
 * none deleted). The tracker's facts count these to know whether a day needs its occurrences made.
 */
export function isPendingOn(userId: SQLWrapper | number, day: SQLWrapper | string): SQL {
  const date = sql`cast(${day} as date)`;
  return sql`${actionRepeats.userId} = ${userId}
    and ${actionRepeats.cancelledAt} is null
    and (array[${actionRepeats.monday}, ${actionRepeats.tuesday}, ${actionRepeats.wednesday},
               ${actionRepeats.thursday}, ${actionRepeats.friday}, ${actionRepeats.saturday},
               ${actionRepeats.sunday}])[extract(isodow from ${date})::int]
    and ${actionRepeats.startDate} <= ${date}
    and (${actionRepeats.endDate} is null or ${actionRepeats.endDate} >= ${date})
    and not exists (
      select 1 from ${actionRepeatDays}
      where ${actionRepeatDays.repeatId} = ${actionRepeats.id} and ${actionRepeatDays.day} = ${date})`;
}

/**
 * Makes the day's occurrences of the member's repeating actions (once per rule
 * and day; a concurrent reader loses the primary-key race and adds nothing).
 * A day already holding `limit` actions gets no more.
 */
export async function materializeDay(db: Db, userId: number, day: string, limit: number): Promise<void> {
  await db.transaction(async (tx) => {
    const rules = await tx.select().from(actionRepeats).where(isPendingOn(userId, day));
    const [stats] = await tx
      .select({ total: sql<number>`count(*)::int`, last: sql<number>`coalesce(max(${actions.position}), -1)::int` })
      .from(actions)
      .where(and(eq(actions.userId, userId), eq(actions.day, day)));
    let total = stats?.total ?? 0;
    let position = (stats?.last ?? -1) + 1;
    for (const rule of rules) {
      if (total >= limit) break;
      const claimed = await tx
        .insert(actionRepeatDays)
        .values({ repeatId: rule.id, day })
        .onConflictDoNothing()
        .returning();
      if (claimed.length === 0) continue;
      const [row] = await tx
        .insert(actions)
        .values({ userId, text: rule.text, day, position })
        .returning({ id: actions.id });
      await tx
        .update(actionRepeatDays)
        .set({ actionId: row!.id })
        .where(and(eq(actionRepeatDays.repeatId, rule.id), eq(actionRepeatDays.day, day)));
      total += 1;
      position += 1;
    }
  });
}

/** The rule an action belongs to: the one it was created from, or whose occurrence it is. */
export async function ruleOfAction(runner: Runner, userId: number, actionId: number): Promise<RuleRow | null> {
  const occurrence = runner
    .select({ id: actionRepeatDays.repeatId })
    .from(actionRepeatDays)
    .where(eq(actionRepeatDays.actionId, actionId));
  const [rule] = await runner
    .select()
    .from(actionRepeats)
    .where(
      and(
        eq(actionRepeats.userId, userId),
        isNull(actionRepeats.cancelledAt),
        or(eq(actionRepeats.actionId, actionId), inArray(actionRepeats.id, occurrence)),
      ),
    )
    .limit(1);
  return rule ?? null;
}

/** Removes the rule's open occurrences from `fromDay` on (so they are made again from the rule, or not at all). */
export async function dropOpenOccurrences(tx: Tx, repeatId: number, fromDay: string, keepActionId?: number) {
  const days = await tx
    .select({ day: actionRepeatDays.day, actionId: actionRepeatDays.actionId })
    .from(actionRepeatDays)
    .where(and(eq(actionRepeatDays.repeatId, repeatId), gte(actionRepeatDays.day, fromDay)));
  const open = days.filter((row) => row.actionId !== keepActionId);
  const ids = open.map((row) => row.actionId).filter((value): value is number => value !== null);
  if (ids.length > 0) await tx.delete(actions).where(and(inArray(actions.id, ids), isNull(actions.completedAt)));
  const kept = await tx
    .select({ id: actions.id })
    .from(actions)
    .where(inArray(actions.id, ids.length > 0 ? ids : [-1]));
  const keptIds = new Set(kept.map((row) => row.id));
  const forget = open.filter((row) => row.actionId === null || !keptIds.has(row.actionId)).map((row) => row.day);
  if (forget.length > 0) {
    await tx
      .delete(actionRepeatDays)
      .where(and(eq(actionRepeatDays.repeatId, repeatId), inArray(actionRepeatDays.day, forget)));
  }
}
