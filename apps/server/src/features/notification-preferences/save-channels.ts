import { eq } from 'drizzle-orm';
import {
  DEFAULT_QUIET_HOURS,
  NOTIFICATION_PREFERENCE_MESSAGES,
  type MessageKind,
  type UpdateNotificationPreferences,
} from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { notificationSettings } from '../../db/schema/index.js';
import { badRequest } from '../../core/app-error.js';
import { optIn, optOut } from '../email/index.js';
import { KIND_EMAIL_CATEGORY, type StoredChannels } from './channels.js';

/** The e-mail switches of before, and the kind whose e-mail side each one is. */
const SWITCH_KINDS = {
  bookingReminders: 'booking',
  unreadChat: 'coach-message',
  coachDigest: 'coach-digest',
  dailyReminder: 'daily-reminder',
} as const satisfies Partial<Record<keyof UpdateNotificationPreferences, MessageKind>>;

async function upsertSettings(
  tx: Queryable,
  userId: number,
  values: Partial<typeof notificationSettings.$inferInsert>,
) {
  await tx
    .insert(notificationSettings)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: values });
}

/**
 * Stores the channels named. A channel with e-mail lifts the kind's e-mail opt-out, `off` writes it (so the old
 * switch reads off too), `push` leaves it: e-mail is then only the fallback where no device is on. An old switch
 * turned on brings a kind that was off back to its default.
 */
export async function saveChannels(tx: Queryable, userId: number, changes: UpdateNotificationPreferences, now: Date) {
  const [current] = await tx
    .select({ channels: notificationSettings.channels })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const stored: StoredChannels = { ...(current?.channels ?? {}) };
  let changed = false;
  for (const [key, kind] of Object.entries(SWITCH_KINDS)) {
    if (changes[key as keyof typeof SWITCH_KINDS] === true && stored[kind] === 'off') {
      delete stored[kind];
      changed = true;
    }
  }
  for (const [kind, channel] of Object.entries(changes.channels ?? {}) as [
    MessageKind,
    StoredChannels[MessageKind],
  ][]) {
    if (!channel) continue;
    stored[kind] = channel;
    changed = true;
    const category = KIND_EMAIL_CATEGORY[kind];
    if (!category) continue;
    if (channel === 'email' || channel === 'both') await optIn(tx, userId, category);
    if (channel === 'off') await optOut(tx, userId, category);
  }
  if (changed) await upsertSettings(tx, userId, { channels: stored, updatedAt: now });
}

/** Quiet hours: the parts sent over the stored ones; a start equal to the end is a 400 (nothing saved). */
export async function saveQuietHours(
  tx: Queryable,
  userId: number,
  changes: NonNullable<UpdateNotificationPreferences['quietHours']>,
  now: Date,
) {
  const [current] = await tx
    .select({
      enabled: notificationSettings.quietHoursEnabled,
      start: notificationSettings.quietHoursStart,
      end: notificationSettings.quietHoursEnd,
    })
    .from(notificationSettings)
    .where(eq(notificationSettings.userId, userId));
  const hours = { ...(current ?? DEFAULT_QUIET_HOURS), ...changes };
  if (hours.start === hours.end) throw badRequest(NOTIFICATION_PREFERENCE_MESSAGES.quietHoursSame);
  await upsertSettings(tx, userId, {
    quietHoursEnabled: hours.enabled,
    quietHoursStart: hours.start,
    quietHoursEnd: hours.end,
    updatedAt: now,
  });
}
