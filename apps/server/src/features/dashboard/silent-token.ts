import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { BackOfficeMember } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { silentTokens, users } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../identity/tokens.js';

const SILENT_TOKEN_LIFETIME_MS = 2 * 60 * 1000;

/**
 * A 2-minute, single-use token for the back office's single sign-on. It travels in a URL, so it
 * is no bearer token: only POST Login/RedeemSilentToken accepts it. Stored hashed.
 */
export async function createSilentToken(db: Db, userId: number): Promise<string> {
  const token = newToken();
  await db.insert(silentTokens).values({
    tokenHash: hashToken(token),
    userId,
    expiresAt: new Date(Date.now() + SILENT_TOKEN_LIFETIME_MS),
  });
  return token;
}

/** The member a live, unused token names, marking it used in the same statement; null otherwise. */
export async function redeemSilentToken(db: Db, token: string): Promise<BackOfficeMember | null> {
  const [redeemed] = await db
    .update(silentTokens)
    .set({ redeemedAt: sql`now()` })
    .where(
      and(
        eq(silentTokens.tokenHash, hashToken(token)),
        isNull(silentTokens.redeemedAt),
        gt(silentTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: silentTokens.userId });
  if (!redeemed) return null;
  const [member] = await db
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, redeemed.userId));
  return member ?? null;
}
