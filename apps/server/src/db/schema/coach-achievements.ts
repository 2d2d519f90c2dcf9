import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/** Achievements a coach has earned (the catalogue is code); displayed once its modal was shown. */
export const coachAchievements = pgTable(
  'coach_achievements',
  {
    coachId: integer('coach_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id').notNull(),
    awardedAt: timestamp('awarded_at', { withTimezone: true }).notNull().defaultNow(),
    displayed: boolean('displayed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.coachId, table.achievementId] }),
    check('coach_achievements_id_check', sql`${table.achievementId} > 0`),
  ],
);
