import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Running totals kept by database triggers in the same transaction as the
 * rows they count (see migration 0004_dashboard): 'actionStepsTaken' is the
 * number of completed action steps of all members.
 */
export const globalCounters = pgTable('global_counters', {
  name: text('name').primaryKey(),
  value: bigint('value', { mode: 'number' }).notNull().default(0),
});
