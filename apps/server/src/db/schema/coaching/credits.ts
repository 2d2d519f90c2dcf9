import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from '../identity.js';
import { payments } from '../payments.js';

export type SessionCreditReason = 'purchase' | 'session' | 'booking' | 'booking_cancelled' | 'coach_cancelled';

/**
 * Session credits as a ledger: +n bought, -1 for a session held or a slot booked, +1 back when a
 * booking is cancelled in time or by the coach. The balance is the sum; no counter can drift.
 * Credits belong to the member (sessions are transferable between coaches).
 */
export const sessionCredits = pgTable(
  'session_credits',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
    delta: integer('delta').notNull(),
    reason: text('reason').$type<SessionCreditReason>().notNull(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    meetingId: integer('meeting_id'),
    bookingId: integer('booking_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('session_credits_user_idx').on(table.userId),
    // A payment credits once, a meeting uses at most one credit, and a booking moves one credit
    // each way at most once.
    uniqueIndex('session_credits_payment_idx').on(table.paymentId),
    uniqueIndex('session_credits_meeting_idx').on(table.meetingId),
    uniqueIndex('session_credits_booking_reason_idx').on(table.bookingId, table.reason),
    check('session_credits_delta_check', sql`${table.delta} <> 0`),
    check(
      'session_credits_reason_check',
      sql`${table.reason} in ('purchase', 'session', 'booking', 'booking_cancelled', 'coach_cancelled')`,
    ),
  ],
);
