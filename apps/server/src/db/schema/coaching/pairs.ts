import { sql } from 'drizzle-orm';
import { index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from '../column-types.js';

/**
 * Every coach a member has had. The open row (ended_at null) is the current pair, mirrored in
 * users.coach_id for the many reads that only need "has a coach"; both change in one transaction.
 * Closed rows make the coach's past clients.
 */
export const coachSelections = pgTable(
  'coach_selections',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    clientId: userRef('client_id'),
    coachId: userRef('coach_id'),
    selectedAt: timestamp('selected_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('coach_selections_open_client_idx')
      .on(table.clientId)
      .where(sql`${table.endedAt} is null`),
    index('coach_selections_coach_idx').on(table.coachId, table.endedAt),
  ],
);
