import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Daily action steps. Each row belongs to one calendar day of the member (in
 * their time zone); a completed row is one step taken. (user_id, day) answers
 * "steps taken per day" and streaks from the index alone.
 */
export const actions = pgTable(
  'actions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    position: integer('position').notNull().default(0),
    /** The member's calendar day the action belongs to. */
    day: date('day', { mode: 'string' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('actions_user_day_idx').on(table.userId, table.day),
    index('actions_user_completed_day_idx')
      .on(table.userId, table.day)
      .where(sql`${table.completedAt} is not null`),
  ],
);
