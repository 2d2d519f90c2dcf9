import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** One row per sitting of the 70-question assessment; earlier sittings are never overwritten. */
export const assessments = pgTable(
  'assessments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 1 Step 1, 2 mid-year review, 3 level 2. */
    typeId: integer('type_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the 70th score is saved. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    index('assessments_user_idx').on(table.userId, table.completedAt),
    // At most one open sitting per member.
    uniqueIndex('assessments_one_open_idx')
      .on(table.userId)
      .where(sql`completed_at is null`),
  ],
);

/** One score (1-10) per question of a sitting. */
export const assessmentScores = pgTable(
  'assessment_scores',
  {
    assessmentId: integer('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    score: integer('score').notNull(),
  },
  (table) => [primaryKey({ columns: [table.assessmentId, table.questionId] })],
);
