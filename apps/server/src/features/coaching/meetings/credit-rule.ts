import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.js';
import { sessionCredits } from '../../../db/schema/index.js';

/**
 * The one place that says whether a session held uses a credit: it does, unless the meeting serves a
 * booking whose credit was already taken when the slot was booked (reason 'booking') and has not been
 * given back since (a cancellation). Creating a meeting and completing a session both ask here.
 */
export async function sessionUsesCredit(db: Queryable, bookingId: number | null): Promise<boolean> {
  if (bookingId === null) return true;
  const [held] = await db
    .select({ balance: sql<number>`coalesce(sum(${sessionCredits.delta}), 0)::int` })
    .from(sessionCredits)
    .where(
      and(
        eq(sessionCredits.bookingId, bookingId),
        inArray(sessionCredits.reason, ['booking', 'booking_cancelled', 'coach_cancelled']),
      ),
    );
  // A booking takes one credit (-1) and a cancellation gives it back (+1): -1 means it still holds one.
  return (held?.balance ?? 0) >= 0;
}
