import type { MessageChannel, MessageKind } from '@oola/domain';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * A person's engagement e-mail settings beside the opt-outs (email_opt_outs): the daily reminder is
 * opt-in, so its switch and time live here, with the marks that keep each sweep from settling the
 * same day or week twice.
 */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    dailyReminderEnabled: boolean('daily_reminder_enabled').notNull().default(false),
    /** 'HH:mm' in the member's own time zone. */
    dailyReminderTime: text('daily_reminder_time').notNull().default('19:00'),
    /** The member's last local day the reminder sweep settled (sent, or not needed). */
    dailyReminderDay: date('daily_reminder_day', { mode: 'string' }),
    /** The coach's last ISO week ('2026-W48') the digest sweep settled. */
    coachDigestWeek: text('coach_digest_week'),
    /** The person's channel per kind of message; a kind not named takes its default. */
    channels: jsonb('channels').$type<Partial<Record<MessageKind, MessageChannel>>>().notNull().default({}),
    /** Quiet hours, 'HH:mm' in the person's own zone: a message due inside them waits until they end. */
    quietHoursEnabled: boolean('quiet_hours_enabled').notNull().default(true),
    quietHoursStart: text('quiet_hours_start').notNull().default('21:00'),
    quietHoursEnd: text('quiet_hours_end').notNull().default('08:00'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('notification_settings_daily_idx').on(table.dailyReminderEnabled)],
);
