import { eq, sql } from 'drizzle-orm';
import type { Db, Queryable, Tx } from '../../../db/client.js';
import { sessionCredits, users } from '../../../db/schema/index.js';
import { conflict } from '../../../core/app-error.js';

export type CreditEntry = Omit<typeof sessionCredits.$inferInsert, 'id' | 'createdAt'>;

export const NO_SESSIONS_LEFT = 'You have no sessions left. Purchase sessions to meet your coach.';

/** The member's session credits: the sum of the ledger. */
export async function sessionsRemaining(db: Queryable, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${sessionCredits.delta}), 0)::int` })
    .from(sessionCredits)
    .where(eq(sessionCredits.userId, userId));
  return row?.total ?? 0;
}

/** Adds credits (a purchase, a refund): delta above 0. */
export async function addCredits(db: Db, entry: CreditEntry): Promise<void> {
  if (entry.delta <= 0) throw new RangeError('addCredits takes a positive delta');
  await db.insert(sessionCredits).values(entry);
}

/**
 * Uses one credit (a session held, a slot booked) inside the caller's transaction. The member's
 * users row is locked first, so two requests cannot both spend the last credit.
 */
export async function spendCredit(tx: Tx, entry: Omit<CreditEntry, 'delta'>): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, entry.userId)).for('update');
  if ((await sessionsRemaining(tx, entry.userId)) <= 0) throw conflict(NO_SESSIONS_LEFT);
  await tx.insert(sessionCredits).values({ ...entry, delta: -1 });
}
