import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Running totals the app keeps of rows it no longer has: 'erasedActionSteps' is
 * the number of completed action steps of erased accounts, which the global
 * steps count adds to the completed rows (decision 093).
 */
export const globalCounters = pgTable('global_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
