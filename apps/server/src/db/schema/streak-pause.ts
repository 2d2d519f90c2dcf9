import { date, index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** Streak pauses ("vacation"): the member's days from startDay to endDay (both included, their zone). */
export const streakPauses = pgTable(
  'streak_pauses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDay: date('start_day', { mode: 'string' }).notNull(),
    endDay: date('end_day', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('streak_pauses_user_end_idx').on(table.userId, table.endDay)],
);
