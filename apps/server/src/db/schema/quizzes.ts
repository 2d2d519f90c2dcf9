import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.js';

/**
 * Every attempt at a certification quiz, never overwritten (decision 037): the answers as option
 * indexes by question key, the score in percent and whether it reached the quiz's passing score.
 */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizKey: text('quiz_key').notNull(),
    answers: jsonb('answers').$type<{ questionKey: string; optionIndex: number }[]>().notNull(),
    score: integer('score').notNull(),
    passed: boolean('passed').notNull(),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('quiz_attempts_user_quiz_idx').on(table.userId, table.quizKey)],
);
