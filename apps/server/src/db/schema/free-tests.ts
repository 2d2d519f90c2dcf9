import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const leadColumns = {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  /** Stored lower-case. */
  email: text('email').notNull(),
  phone: text('phone'),
  ambassadorAlias: text('ambassador_alias'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Free life-balance test submissions: leads with their answers and the result shown. */
export const freeTestSubmissions = pgTable(
  'free_test_submissions',
  {
    ...leadColumns,
    scores: jsonb('scores').$type<{ questionId: number; score: number }[]>().notNull(),
    areaScores: jsonb('area_scores').$type<{ areaId: number; score: number }[]>().notNull(),
    oolaScore: integer('oola_score').notNull(),
  },
  (table) => [
    index('free_test_submissions_email_idx').on(table.email),
    index('free_test_submissions_alias_idx').on(table.ambassadorAlias),
  ],
);

/** Stress assessment submissions: leads with their answers and stress score. */
export const stressSubmissions = pgTable(
  'stress_submissions',
  {
    ...leadColumns,
    scores: jsonb('scores').$type<{ questionId: number; score: number }[]>().notNull(),
    stressScore: integer('stress_score').notNull(),
  },
  (table) => [
    index('stress_submissions_email_idx').on(table.email),
    index('stress_submissions_alias_idx').on(table.ambassadorAlias),
  ],
);
