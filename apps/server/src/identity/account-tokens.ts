import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { accountTokens } from '../db/schema/index.js';
import { hashToken, newToken } from './tokens.js';

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

export type TokenProblem = 'unknown' | 'expired' | 'used';
export type RedeemResult = { status: 'redeemed'; userId: number } | { status: TokenProblem };

async function findAccountToken(db: Queryable, token: string, purpose: AccountTokenPurpose) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return row;
}

const problemOf = (row: typeof accountTokens.$inferSelect | undefined, now: Date): TokenProblem | null =>
  !row ? 'unknown' : row.usedAt ? 'used' : row.expiresAt.getTime() <= now.getTime() ? 'expired' : null;

/** Why the token cannot be used now, or null when it can; reads only, so the token stays usable. */
export async function accountTokenProblem(
  db: Queryable,
  token: string,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<TokenProblem | null> {
  return problemOf(await findAccountToken(db, token, purpose), now);
}

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
  const row = await findAccountToken(db, token, purpose);
  const problem = problemOf(row, now);
  if (problem || !row) return { status: problem ?? 'unknown' };
  const [redeemed] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.id, row.id), isNull(accountTokens.usedAt)))
    .returning({ userId: accountTokens.userId });
  return redeemed ? { status: 'redeemed', userId: redeemed.userId } : { status: 'used' };
}

const unusedOf = (userId: number, purpose: AccountTokenPurpose) =>
  and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt));

/** Uses up every unused token of this purpose that the user holds (a newer link or a finished reset replaces them). */
export async function useUpAccountTokens(
  db: Queryable,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db.update(accountTokens).set({ usedAt: now }).where(unusedOf(userId, purpose));
}

/** Ends the user's live tokens of this purpose now: an older link then answers 'expired', not 'used'. */
export async function expireAccountTokens(
  db: Queryable,
  userId: number,
  purpose: AccountTokenPurpose,
  now: Date,
): Promise<void> {
  await db
    .update(accountTokens)
    .set({ expiresAt: now })
    .where(and(unusedOf(userId, purpose), gt(accountTokens.expiresAt, now)));
}

/** Deletes every token the user holds (the account's erasure). */
export async function deleteAccountTokens(db: Queryable, userId: number): Promise<void> {
  await db.delete(accountTokens).where(eq(accountTokens.userId, userId));
}
