import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** Achievements a member has earned (ids of the catalogue in packages/domain); displayed once its modal was closed. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id').notNull(),
    achievedAt: timestamp('achieved_at', { withTimezone: true }).notNull().defaultNow(),
    displayed: boolean('displayed').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.achievementId] }),
    index('user_achievements_latest_idx').on(table.userId, table.achievedAt),
  ],
);

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
