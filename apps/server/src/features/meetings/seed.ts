import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessionCredits } from '../../db/schema/index.js';
import { addCredits } from '../session-credits/ledger.js';

/** Demo member 1005 (coach 2001) has sessions to hold with the coach. */
export const DEMO_SESSION_CREDITS = { userId: 1005, coachId: 2001, sessions: 3 } as const;

/** Gives 1005 a pack of sessions bought before the portal took payments (no payment row), once. */
export async function seedDemoSessionCredits(db: Db): Promise<void> {
  const { userId, coachId, sessions } = DEMO_SESSION_CREDITS;
  const [existing] = await db
    .select({ id: sessionCredits.id })
    .from(sessionCredits)
    .where(eq(sessionCredits.userId, userId))
    .limit(1);
  if (existing) return;
  await addCredits(db, { userId, coachId, delta: sessions, reason: 'purchase' });
}
