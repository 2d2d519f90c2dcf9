import { integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { userRef } from '../column-types.js';

/** A member's answers to the find-a-coach questionnaire (the latest answer per question counts). */
export const coachMatchAnswers = pgTable(
  'coach_match_answers',
  {
    userId: userRef('user_id'),
    questionId: integer('question_id').notNull(),
    optionId: integer('option_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.questionId] })],
);

/**
 * Members who answered the coach-selection pop-up with "not now, I'll start on my own": it never opens
 * for them again, on any device (decision 089).
 */
export const coachSelectionSkips = pgTable('coach_selection_skips', {
  userId: userRef('user_id').primaryKey(),
  skippedAt: timestamp('skipped_at', { withTimezone: true }).notNull(),
});
