import { z } from 'zod';

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  time: 'Please give the time as HH:mm on a 24-hour clock, for example 07:30 or 19:00',
  coachesOnly: 'Only coaches receive the weekly coach digest.',
  saved: 'Your notification settings are saved.',
} as const;

/** The daily reminder's time until the member picks one: early evening leaves the day to act. */
export const DEFAULT_DAILY_REMINDER_TIME = '19:00';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A reminder's time of day 'HH:mm' (24-hour clock, any minute from 00:00 to 23:59). */
export const reminderTimeSchema = z.string({ error: NOTIFICATION_PREFERENCE_MESSAGES.time }).regex(TIME_PATTERN, {
  message: NOTIFICATION_PREFERENCE_MESSAGES.time,
});

/**
 * Which messages a person gets. Transactional messages (account, bookings, receipts) are not here:
 * they cannot be switched off. `coachDigest` is null for people who are not coaches.
 */
export const notificationPreferencesSchema = z.object({
  bookingReminders: z.boolean(),
  dailyReminder: z.boolean(),
  /** In the person's own time zone. */
  dailyReminderTime: z.string(),
  unreadChat: z.boolean(),
  coachDigest: z.boolean().nullable(),
  /** The zone the daily reminder's time is read in (null until the member chooses one: UTC). */
  timeZone: z.string().nullable(),
});
z.globalRegistry.add(notificationPreferencesSchema, { id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** Change any of them; a key that is not a preference is a 400. */
export const updateNotificationPreferencesSchema = z.strictObject({
  bookingReminders: z.boolean().optional(),
  dailyReminder: z.boolean().optional(),
  dailyReminderTime: reminderTimeSchema.optional(),
  unreadChat: z.boolean().optional(),
  coachDigest: z.boolean().optional(),
});
z.globalRegistry.add(updateNotificationPreferencesSchema, { id: 'UpdateNotificationPreferencesRequest' });
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
