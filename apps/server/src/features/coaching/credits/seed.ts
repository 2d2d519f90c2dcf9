import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { sessionCredits, users } from '../../../db/schema/index.js';
import { addCredits } from './ledger.js';

/**
 * Coach 2001's clients 1005 and 1006 each hold a pack of sessions bought before the portal took payments
 * (no payment row): enough for every end-to-end story that books, moves or holds a session, retries included.
 */
export const DEMO_SESSION_CREDITS = { coachId: 2001, clientIds: [1005, 1006], sessions: 10 } as const;

/** Gives each demo client the pack once: a client whose ledger has any entry keeps it as it is. */
export async function seedDemoSessionCredits(db: Db): Promise<void> {
  const { coachId, clientIds, sessions } = DEMO_SESSION_CREDITS;
  for (const userId of clientIds) {
    const [account] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!account) continue;
    const [ledger] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(sessionCredits)
      .where(eq(sessionCredits.userId, userId));
    if (ledger?.count) continue;
    await addCredits(db, { userId, coachId, delta: sessions, reason: 'purchase' });
  }
}
