import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ACCOUNT_LINK_MESSAGES, PASSWORD_RESET } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../core/app-error.js';
import { countRateLimitHit } from '../../http/rate-limit-store.js';
import {
  accountTokenProblem,
  issueAccountToken,
  redeemAccountToken,
  useUpAccountTokens,
} from '../../identity/account-tokens.js';
import { hashPassword } from '../../identity/passwords.js';
import { clearIdentifierLockout } from '../auth/index.js';
import { revokeSessionsOf } from '../../identity/session-store.js';
import { setPasswordFromEmail } from '../../identity/users.js';
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
    const user = await setPasswordFromEmail(tx, redeemed.userId, passwordHash, now);
    await useUpAccountTokens(tx, redeemed.userId, 'password-reset', now);
    const endedSessionIds = await revokeSessionsOf(tx, redeemed.userId, now);
    if (user) await clearIdentifierLockout(tx, user);
    return { endedSessionIds };
  });
}
