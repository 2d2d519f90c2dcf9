import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/**
 * A member's goals. The journey sets 3 per area (21), picks the top 7
 * (sevenGoalOrder) and the One goal; the dashboard then tracks their status.
 */
export const goals = pgTable(
  'goals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1-7 (server side is one-based). */
    areaId: integer('area_id').notNull(),
    text: text('text').notNull(),
    completedByDate: date('completed_by_date', { mode: 'string' }).notNull(),
    /** The goal's slot within its area (0-2) in the journey; null for goals added later. */
    recommendationIndex: integer('recommendation_index'),
    /** null: not in the top 7; 0: picked, not yet ordered; 1-7: position. */
    sevenGoalOrder: integer('seven_goal_order'),
    isOneGoal: boolean('is_one_goal').notNull().default(false),
    /** Dashboard state: 'pending' | 'inProgress' | 'completed'. */
    status: text('status', { enum: ['pending', 'inProgress', 'completed'] })
      .notNull()
      .default('pending'),
    completionDate: timestamp('completion_date', { withTimezone: true }),
    /** The member's level when the goal was set, so a new level can start afresh. */
    level: integer('level').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('goals_user_area_idx').on(table.userId, table.areaId),
    index('goals_user_status_idx').on(table.userId, table.status),
    index('goals_one_goal_idx')
      .on(table.userId)
      .where(sql`${table.isOneGoal}`),
  ],
);
