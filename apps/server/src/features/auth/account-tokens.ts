import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { accountTokens } from '../../db/schema/index.js';
import { hashToken, newToken } from '../../sessions/tokens.js';

export type AccountTokenPurpose = (typeof accountTokens.$inferSelect)['purpose'];

/**
 * Issues a single-use token for the user; only its hash is stored. Answers the token itself (for
 * the link) and its row id (a key that names the message without revealing the token).
 */
export async function issueAccountToken(
  db: Queryable,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
  lifetimeMs: number,
): Promise<{ token: string; id: number }> {
  const token = newToken();
  const [row] = await db
    .insert(accountTokens)
    .values({
      tokenHash: hashToken(token),
      userId,
      purpose,
      createdAt: now,
      expiresAt: new Date(now.getTime() + lifetimeMs),
    })
    .returning({ id: accountTokens.id });
  return { token, id: row!.id };
}

export type RedeemResult = { status: 'redeemed'; userId: number } | { status: 'unknown' | 'expired' | 'used' };

/**
 * Uses a token up, once: the update only succeeds for an unused token, so two requests racing
 * with one token cannot both redeem it. Call it inside the transaction of the change it allows.
 */
export async function redeemAccountToken(
  db: Queryable,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<RedeemResult> {
  const tokenHash = hashToken(token);
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose)))
    .limit(1);
  if (!row) return { status: 'unknown' };
  if (row.usedAt) return { status: 'used' };
  if (row.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  const [redeemed] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, row.id), isNull(accountTokens.usedAt)))
    .returning({ userId: accountTokens.userId });
  return redeemed ? { status: 'redeemed', userId: redeemed.userId } : { status: 'used' };
}
