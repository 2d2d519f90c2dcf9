import { eq } from 'drizzle-orm';
import { ACCOUNT_LINK_MESSAGES, EMAIL_VERIFICATION, type EmailVerificationStatus } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../core/app-error.js';
import { countRateLimitHit } from '../../http/rate-limit-store.js';
import { expireAccountTokens, issueAccountToken } from '../../identity/account-tokens.js';
import { enqueueEmail } from '../email/index.js';
import { verificationLinkEmail } from './emails/verification-link-email.js';
import { VERIFICATION_LIFETIME_MS } from './service.js';

const RESEND_WINDOW_MS = EMAIL_VERIFICATION.resend.windowMinutes * 60 * 1000;

export async function emailVerificationStatus(db: Db, userId: number): Promise<EmailVerificationStatus> {
  const [user] = await db
    .select({ email: users.email, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  return { email: user?.email ?? null, verified: Boolean(user?.verifiedAt) };
}

/**
 * A new verification link for a member whose address is not verified yet: the links sent before stop
 * working (only the newest in their inbox does), in the transaction that queues the new one.
 */
export async function resendVerificationLink(db: Db, clock: Clock, userId: number): Promise<void> {
  const [user] = await db
    .select({ email: users.email, firstName: users.firstName, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!user?.email) throw badRequest(ACCOUNT_LINK_MESSAGES.noEmailToVerify);
  if (user.verifiedAt) throw badRequest(ACCOUNT_LINK_MESSAGES.alreadyVerified);
  const hits = await countRateLimitHit(db, `verification-resend user:${userId}`, RESEND_WINDOW_MS);
  if (hits > EMAIL_VERIFICATION.resend.max) {
    throw new AppError('tooManyRequests', ACCOUNT_LINK_MESSAGES.tooManyVerificationLinks);
  }
  const now = clock.now();
  await db.transaction(async (tx) => {
    await expireAccountTokens(tx, userId, 'email-verification', now);
    const { token, id } = await issueAccountToken(tx, userId, 'email-verification', now, VERIFICATION_LIFETIME_MS);
    await enqueueEmail(tx, {
      template: verificationLinkEmail,
      data: { firstName: user.firstName, token, lifetimeDays: EMAIL_VERIFICATION.lifetimeDays },
      to: { userId },
      idempotencyKey: `verification-link:${id}`,
    });
  });
}
