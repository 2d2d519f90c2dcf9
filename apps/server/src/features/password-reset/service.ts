import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { ACCOUNT_LINK_MESSAGES, PASSWORD_RESET } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db, Queryable } from '../../db/client.js';
import { loginFailures, sessions, users } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../core/app-error.js';
import { countRateLimitHit } from '../../http/rate-limit-store.js';
import {
  accountTokenProblem,
  issueAccountToken,
  redeemAccountToken,
  useUpAccountTokens,
} from '../../identity/account-tokens.js';
import { hashPassword } from '../../identity/passwords.js';
import { enqueueEmail } from '../email/index.js';
import { recipientDateTime } from '../email/index.js';
import { passwordResetEmail } from './emails/password-reset-email.js';

const LIFETIME_MS = PASSWORD_RESET.lifetimeMinutes * 60 * 1000;
const PER_EMAIL_WINDOW_MS = PASSWORD_RESET.perEmail.windowMinutes * 60 * 1000;

/**
 * Every address is counted, known or not, so a 429 says nothing about who has an account; the key
 * holds a hash, not the address.
 */
async function assertEmailNotOverLimit(db: Db, email: string): Promise<void> {
  const key = `password-reset email:${createHash('sha256').update(email).digest('hex')}`;
  const hits = await countRateLimitHit(db, key, PER_EMAIL_WINDOW_MS);
  if (hits > PASSWORD_RESET.perEmail.max) throw new AppError('tooManyRequests', ACCOUNT_LINK_MESSAGES.tooManyResets);
}

/**
 * Sends a reset link when an account uses this address, and nothing otherwise: the caller answers
 * the same 202 either way.
 */
export async function requestPasswordReset(db: Db, clock: Clock, email: string): Promise<void> {
  await assertEmailNotOverLimit(db, email);
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, timeZone: users.timeZone })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  if (!user) return;
  const now = clock.now();
  await db.transaction(async (tx) => {
    const { token, id } = await issueAccountToken(tx, user.id, 'password-reset', now, LIFETIME_MS);
    await enqueueEmail(tx, {
      template: passwordResetEmail,
      data: {
        firstName: user.firstName,
        token,
        expiresAt: recipientDateTime(new Date(now.getTime() + LIFETIME_MS), user.timeZone),
      },
      to: { userId: user.id },
      idempotencyKey: `password-reset:${id}`,
    });
  });
}

const REDEEM_FAILURE = {
  unknown: ACCOUNT_LINK_MESSAGES.resetUnknown,
  expired: ACCOUNT_LINK_MESSAGES.resetExpired,
  used: ACCOUNT_LINK_MESSAGES.resetUsed,
} as const;

/** Whether a reset link still works, without using it up: a 400 saying why when it does not. */
export async function checkResetToken(db: Db, clock: Clock, token: string): Promise<void> {
  const problem = await accountTokenProblem(db, token, 'password-reset', clock.now());
  if (problem) throw badRequest(REDEEM_FAILURE[problem]);
}

/** The failed sign-ins counted against the member's own identifiers (not against anyone's address). */
async function clearLockout(tx: Queryable, user: { id: number; email: string | null; phone: string | null }) {
  const identifiers = [`id:${user.id}`, ...(user.email ? [`id:${user.email}`] : [])];
  const typedPhone = user.phone
    ? [
        and(
          like(loginFailures.key, 'id:%'),
          eq(sql`regexp_replace(substr(${loginFailures.key}, 4), '[^0-9]', '', 'g')`, user.phone),
        ),
      ]
    : [];
  await tx.delete(loginFailures).where(or(inArray(loginFailures.key, identifiers), ...typedPhone));
}

/**
 * Sets the new password for the token's member, once: the token and every other reset link of theirs
 * are used up, every session ends (answered, so their sockets can be closed) and the sign-in lockout
 * of their identifiers clears. Following the link proved the address, so it counts as verified too.
 */
export async function resetPassword(
  db: Db,
  clock: Clock,
  input: { token: string; password: string },
): Promise<{ endedSessionIds: number[] }> {
  const passwordHash = await hashPassword(input.password);
  const now = clock.now();
  return db.transaction(async (tx) => {
    const redeemed = await redeemAccountToken(tx, input.token, 'password-reset', now);
    if (redeemed.status !== 'redeemed') throw badRequest(REDEEM_FAILURE[redeemed.status]);
    const [user] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: now, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})` })
      .where(eq(users.id, redeemed.userId))
      .returning({ id: users.id, email: users.email, phone: users.phone });
    await useUpAccountTokens(tx, redeemed.userId, 'password-reset', now);
    const ended = await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.userId, redeemed.userId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    if (user) await clearLockout(tx, user);
    return { endedSessionIds: ended.map((session) => session.id) };
  });
}
