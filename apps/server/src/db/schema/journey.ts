import { integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** The member's answers to the three customize questions (one option per question). */
export const customizeAnswers = pgTable(
  'customize_answers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    optionId: integer('option_id').notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('customize_answers_user_question_idx').on(table.userId, table.questionId)],
);
