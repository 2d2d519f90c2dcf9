import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from '../column-types.js';

/**
 * A video session between a coach and a client: opened by the coach, joined at /meeting/{code},
 * completed by the coach (which uses a session credit unless a booking already holds one).
 */
export const meetings = pgTable(
  'meetings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Random and URL-safe: the meeting page's address. */
    code: text('code').notNull(),
    coachId: userRef('coach_id'),
    clientId: userRef('client_id'),
    /** The booked slot this meeting serves, when it was booked in the portal. */
    bookingId: integer('booking_id'),
    /** A coach's own meeting service, used instead of the built-in room when set. */
    externalUrl: text('external_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('meetings_code_idx').on(table.code),
    uniqueIndex('meetings_open_pair_idx')
      .on(table.coachId, table.clientId)
      .where(sql`${table.completedAt} is null`),
  ],
);
