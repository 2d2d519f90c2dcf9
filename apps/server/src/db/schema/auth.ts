import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Failed sign-in attempts, kept for the rate limit (per identifier and per address). */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** 'id:<identifier>' or 'ip:<address>'. */
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_idx').on(table.key, table.createdAt)],
);
