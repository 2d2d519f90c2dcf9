import { eq } from 'drizzle-orm';
import {
  DEFAULT_DAILY_REMINDER_TIME,
  DEFAULT_QUIET_HOURS,
  memberTimeOfDay,
  memberToday,
  NOTIFICATION_PREFERENCE_MESSAGES,
  type NotificationPreferences,
  type UpdateNotificationPreferences,
} from '@oola/domain';
import type { Db, Queryable } from '../../db/client.js';
import { emailOptOuts, notificationSettings } from '../../db/schema/index.js';
import { badRequest } from '../../core/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import { optIn, optOut, type EmailCategory } from '../email/index.js';
import { allChannels, KIND_EMAIL_CATEGORY } from './channels.js';
import { saveChannels, saveQuietHours } from './save-channels.js';
import { OPT_OUT_SWITCHES, receivesCoachDigest, type OptOutSwitch } from './switches.js';

async function settingsOf(executor: Queryable, userId: number) {
  const [row] = await executor.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row;
}

async function optOutsOf(executor: Queryable, userId: number): Promise<Set<EmailCategory>> {
  const rows = await executor
    .select({ category: emailOptOuts.category })
    .from(emailOptOuts)
    .where(eq(emailOptOuts.userId, userId));
  return new Set(rows.map((row) => row.category));
}

async function readPreferences(executor: Queryable, user: AuthUser): Promise<NotificationPreferences> {
  const [settings, optedOut] = await Promise.all([settingsOf(executor, user.id), optOutsOf(executor, user.id)]);
  const refused = (category: EmailCategory | undefined) => category !== undefined && optedOut.has(category);
  return {
    bookingReminders: !refused(OPT_OUT_SWITCHES.bookingReminders),
    // Opt-in: on only when turned on here and not unsubscribed from since (one-click link).
    dailyReminder: Boolean(settings?.dailyReminderEnabled) && !refused('daily-reminder'),
    dailyReminderTime: settings?.dailyReminderTime ?? DEFAULT_DAILY_REMINDER_TIME,
    unreadChat: !refused(OPT_OUT_SWITCHES.unreadChat),
    coachDigest: receivesCoachDigest(user) ? !refused(OPT_OUT_SWITCHES.coachDigest) : null,
    timeZone: user.timeZone,
    channels: allChannels(settings?.channels ?? {}, (kind) => refused(KIND_EMAIL_CATEGORY[kind])),
    quietHours: settings
      ? { enabled: settings.quietHoursEnabled, start: settings.quietHoursStart, end: settings.quietHoursEnd }
      : { ...DEFAULT_QUIET_HOURS },
  };
}

export function notificationPreferences(db: Db, user: AuthUser): Promise<NotificationPreferences> {
  return readPreferences(db, user);
}

/**
 * Saves what the request names and leaves the rest. A reminder turned on (or moved) to a time that
 * has already passed today starts tomorrow: nobody gets a reminder the minute they save. One moved to a
 * time still ahead today goes today.
 */
export async function updateNotificationPreferences(
  db: Db,
  user: AuthUser,
  changes: UpdateNotificationPreferences,
  now: Date,
): Promise<NotificationPreferences> {
  const digestChanged = changes.coachDigest !== undefined || changes.channels?.['coach-digest'] !== undefined;
  if (digestChanged && !receivesCoachDigest(user)) {
    throw badRequest(NOTIFICATION_PREFERENCE_MESSAGES.coachesOnly);
  }
  return db.transaction(async (tx) => {
    for (const key of Object.keys(OPT_OUT_SWITCHES) as OptOutSwitch[]) {
      const on = changes[key];
      if (on === true) await optIn(tx, user.id, OPT_OUT_SWITCHES[key]);
      if (on === false) await optOut(tx, user.id, OPT_OUT_SWITCHES[key]);
    }
    if (changes.dailyReminder !== undefined || changes.dailyReminderTime !== undefined) {
      await saveDailyReminder(tx, user, changes, now);
    }
    await saveChannels(tx, user.id, changes, now);
    if (changes.quietHours) await saveQuietHours(tx, user.id, changes.quietHours, now);
    return readPreferences(tx, user);
  });
}

async function saveDailyReminder(tx: Queryable, user: AuthUser, changes: UpdateNotificationPreferences, now: Date) {
  const current = await settingsOf(tx, user.id);
  const time = changes.dailyReminderTime ?? current?.dailyReminderTime ?? DEFAULT_DAILY_REMINDER_TIME;
  const enabled = changes.dailyReminder ?? current?.dailyReminderEnabled ?? false;
  const today = memberToday(user.timeZone, now);
  const passedToday = memberTimeOfDay(user.timeZone, now) >= time;
  const values = {
    dailyReminderEnabled: enabled,
    dailyReminderTime: time,
    // A time still ahead today unsettles today, even when an earlier save settled it: today's reminder goes
    // at that time. One already sent today is not sent again (its idempotency key is the member's day).
    dailyReminderDay: passedToday ? today : null,
    updatedAt: now,
  };
  await tx
    .insert(notificationSettings)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
  if (changes.dailyReminder === true) await optIn(tx, user.id, 'daily-reminder');
}
