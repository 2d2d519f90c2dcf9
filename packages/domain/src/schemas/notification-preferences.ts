import { z } from 'zod';
import { MESSAGE_KINDS, messageChannelSchema, type MessageChannel, type MessageKind } from './message-channels.js';

export const NOTIFICATION_PREFERENCE_MESSAGES = {
  time: 'Please give the time as HH:mm on a 24-hour clock, for example 07:30 or 19:00',
  coachesOnly: 'Only coaches receive the weekly coach digest.',
  saved: 'Your notification settings are saved.',
  quietHoursSame: 'Quiet hours need a start and an end that differ.',
} as const;

/**
 * Where each kind goes until the person chooses: a reminder or a message by push where a device is on, else
 * by e-mail; a session both ways (the e-mail holds the room link); the coach's weekly digest, a long read, by
 * e-mail (decision 107).
 */
export const DEFAULT_MESSAGE_CHANNELS: Record<MessageKind, MessageChannel> = {
  'daily-reminder': 'push',
  booking: 'both',
  'coach-message': 'push',
  achievement: 'push',
  'module-unlocked': 'push',
  'coach-nudge': 'push',
  'coach-digest': 'email',
};

/** Quiet hours until the person changes them: no message from 21:00 to 08:00 in their own zone. */
export const DEFAULT_QUIET_HOURS = { enabled: true, start: '21:00', end: '08:00' } as const;

/** The daily reminder's time until the member picks one: early evening leaves the day to act. */
export const DEFAULT_DAILY_REMINDER_TIME = '19:00';

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A reminder's time of day 'HH:mm' (24-hour clock, any minute from 00:00 to 23:59). */
export const reminderTimeSchema = z.string({ error: NOTIFICATION_PREFERENCE_MESSAGES.time }).regex(TIME_PATTERN, {
  message: NOTIFICATION_PREFERENCE_MESSAGES.time,
});

const channelsSchema = z.object(
  Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, messageChannelSchema])) as Record<
    MessageKind,
    typeof messageChannelSchema
  >,
);

export const quietHoursSchema = z.object({ enabled: z.boolean(), start: z.string(), end: z.string() });
z.globalRegistry.add(quietHoursSchema, { id: 'QuietHours' });
export type QuietHours = z.infer<typeof quietHoursSchema>;

const updateQuietHoursSchema = z
  .strictObject({
    enabled: z.boolean().optional(),
    start: reminderTimeSchema.optional(),
    end: reminderTimeSchema.optional(),
  })
  .refine((hours) => hours.start === undefined || hours.start !== hours.end, {
    message: NOTIFICATION_PREFERENCE_MESSAGES.quietHoursSame,
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
  /** Every kind of message and where it goes, defaults filled in. */
  channels: channelsSchema,
  /** 'HH:mm' in the person's zone; a window that crosses midnight (21:00 to 08:00) is one night. */
  quietHours: quietHoursSchema,
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
  /** Only the kinds named change. */
  channels: z
    .strictObject(
      Object.fromEntries(MESSAGE_KINDS.map((kind) => [kind, messageChannelSchema.optional()])) as Record<
        MessageKind,
        z.ZodOptional<typeof messageChannelSchema>
      >,
    )
    .optional(),
  quietHours: updateQuietHoursSchema.optional(),
});
z.globalRegistry.add(updateNotificationPreferencesSchema, { id: 'UpdateNotificationPreferencesRequest' });
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;
