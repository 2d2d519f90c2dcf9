import { and, eq, gte, isNotNull, lte } from 'drizzle-orm';
import { EMAIL_CATEGORY_LABELS, isTransactionalEmail, memberToday, type MessageKind } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { type emailOutbox, notifications, notificationSettings, streakPauses, users } from '../../db/schema/index.js';
import { dayLabel } from '../streak-pause/index.js';
import { isOptedOut } from './opt-outs.js';

type OutboxRow = Pick<typeof emailOutbox.$inferSelect, 'userId' | 'category' | 'idempotencyKey'>;

/**
 * Asked by the send job just before a message leaves: the member may have turned its kind off, used
 * its one-click unsubscribe, paused their streak or read the message in the app (its bell entry, decision 107)
 * since it was queued. Answers why it must not be sent, or null. Transactional messages (account, booking,
 * receipt) are always sent.
 */
export async function reasonNotToSend(executor: Queryable, row: OutboxRow, now: Date): Promise<string | null> {
  if (row.userId === null || isTransactionalEmail(row.category)) return null;
  if (await isOptedOut(executor, row.userId, row.category)) {
    return `The member turned off ${EMAIL_CATEGORY_LABELS[row.category]} after this message was queued.`;
  }
  if (await readInApp(executor, row.idempotencyKey)) {
    return 'The member read this in the app before the e-mail was due.';
  }
  if (row.category === 'daily-reminder') return dailyReminderReason(executor, row.userId, now);
  return null;
}

/**
 * The same question for a push of an app message, asked by the push job just before it leaves: read in the app
 * (its bell entry), or a daily reminder turned off or paused since. Its channel was decided when it was queued.
 */
export async function reasonNotToPush(
  executor: Queryable,
  push: { userId: number; kind: MessageKind; idempotencyKey: string },
  now: Date,
): Promise<string | null> {
  if (await readInApp(executor, push.idempotencyKey)) return 'The member read this in the app before the push was due.';
  if (push.kind === 'daily-reminder') return dailyReminderReason(executor, push.userId, now);
  return null;
}

async function readInApp(executor: Queryable, causeKey: string): Promise<boolean> {
  const [entry] = await executor
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.causeKey, causeKey), isNotNull(notifications.readAt)));
  return entry !== undefined;
}

async function dailyReminderReason(executor: Queryable, userId: number, now: Date): Promise<string | null> {
  const [member] = await executor
    .select({ enabled: notificationSettings.dailyReminderEnabled, timeZone: users.timeZone })
    .from(users)
    .leftJoin(notificationSettings, eq(notificationSettings.userId, users.id))
    .where(eq(users.id, userId));
  if (!member?.enabled) return 'The member turned off daily action reminders after this message was queued.';
  const today = memberToday(member.timeZone, now);
  const [pause] = await executor
    .select({ endDay: streakPauses.endDay })
    .from(streakPauses)
    .where(and(eq(streakPauses.userId, userId), lte(streakPauses.startDay, today), gte(streakPauses.endDay, today)));
  return pause
    ? `The member paused their streak until ${dayLabel(pause.endDay)}: no daily reminder while paused.`
    : null;
}
