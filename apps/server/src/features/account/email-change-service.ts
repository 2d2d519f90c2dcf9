import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import { ACCOUNT_MESSAGES, EMAIL_CHANGE, type ChangeEmailInput } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db, Queryable } from '../../db/client.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { accountTokens, emailChanges, users } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../core/app-error.js';
import { countRateLimitHit } from '../../http/rate-limit-store.js';
import type { AuthUser } from '../../http/authenticate.js';
import { hashToken } from '../../identity/tokens.js';
import { issueAccountToken, redeemAccountToken, useUpAccountTokens } from '../../identity/account-tokens.js';
import { setVerifiedEmail } from '../../identity/users.js';
import { enqueueEmail, recipientDateTime } from '../email/index.js';
import { assertCurrentPassword } from './current-password.js';
import { emailChangeLinkEmail } from './emails/email-change-link-email.js';
import { emailChangeNoticeEmail } from './emails/email-change-notice-email.js';

const LIFETIME_MS = EMAIL_CHANGE.lifetimeHours * 60 * 60 * 1000;
const PER_USER_WINDOW_MS = EMAIL_CHANGE.perUser.windowMinutes * 60 * 1000;

async function assertNotOverLimit(db: Db, userId: number): Promise<void> {
  const hits = await countRateLimitHit(db, `email-change user:${userId}`, PER_USER_WINDOW_MS);
  if (hits > EMAIL_CHANGE.perUser.max) throw new AppError('tooManyRequests', ACCOUNT_MESSAGES.tooManyEmailChanges);
}

async function assertAddressFree(db: Queryable, email: string, userId: number): Promise<void> {
  const [owner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, email), ne(users.id, userId)))
    .limit(1);
  if (owner) throw new AppError('conflict', ACCOUNT_MESSAGES.emailInUse);
}

/**
 * Sends a confirmation link to the new address (only the newest link works) and tells the old address;
 * the account's address changes only when the link is opened.
 */
export async function requestEmailChange(
  db: Db,
  clock: Clock,
  user: AuthUser,
  input: Required<ChangeEmailInput>,
  address: string,
): Promise<void> {
  await assertCurrentPassword(db, user, input.password, address);
  const newEmail = input.newEmail;
  if (newEmail === user.email) throw badRequest(ACCOUNT_MESSAGES.sameEmail);
  await assertAddressFree(db, newEmail, user.id);
  await assertNotOverLimit(db, user.id);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await useUpAccountTokens(tx, user.id, 'email-change', now);
    const { token, id } = await issueAccountToken(tx, user.id, 'email-change', now, LIFETIME_MS);
    await tx.insert(emailChanges).values({ tokenId: id, newEmail });
    await enqueueEmail(tx, {
      template: emailChangeLinkEmail,
      data: {
        firstName: user.firstName,
        token,
        expiresAt: recipientDateTime(new Date(now.getTime() + LIFETIME_MS), user.timeZone),
      },
      to: { address: newEmail, name: `${user.firstName} ${user.lastName}` },
      idempotencyKey: `email-change-link:${id}`,
    });
    await enqueueEmail(tx, {
      template: emailChangeNoticeEmail,
      data: { firstName: user.firstName, newEmail, requestedAt: recipientDateTime(now, user.timeZone) },
      to: { userId: user.id },
      idempotencyKey: `email-change-notice:${id}`,
    });
  });
}

const REDEEM_FAILURE = {
  unknown: ACCOUNT_MESSAGES.emailChangeUnknown,
  expired: ACCOUNT_MESSAGES.emailChangeExpired,
  used: ACCOUNT_MESSAGES.emailChangeUsed,
} as const;

/** Opens the new address's link, once: the address becomes the account's, verified. Answers the address. */
export async function confirmEmailChange(db: Db, clock: Clock, token: string): Promise<{ email: string }> {
  const now = clock.now();
  const confirming = db.transaction(async (tx) => {
    const redeemed = await redeemAccountToken(tx, token, 'email-change', now);
    if (redeemed.status !== 'redeemed') throw badRequest(REDEEM_FAILURE[redeemed.status]);
    const [change] = await tx
      .select({ newEmail: emailChanges.newEmail })
      .from(emailChanges)
      .innerJoin(accountTokens, eq(accountTokens.id, emailChanges.tokenId))
      .where(eq(accountTokens.tokenHash, hashToken(token)))
      .limit(1);
    if (!change) throw badRequest(ACCOUNT_MESSAGES.emailChangeUnknown);
    // Someone may have taken the address between the request and the click.
    await assertAddressFree(tx, change.newEmail, redeemed.userId);
    await setVerifiedEmail(tx, redeemed.userId, change.newEmail, now);
    return { email: change.newEmail };
  });
  // Two accounts confirming the same address at once on PostgreSQL: both pass the check, the unique index
  // refuses the second; that is the same answer as the check's, and the link stays unused.
  return confirming.catch((error: unknown) => {
    if (isUniqueViolation(error, 'users_email_idx')) throw new AppError('conflict', ACCOUNT_MESSAGES.emailInUse);
    throw error;
  });
}

/** The address waiting for its link to be opened (the newest unused, unexpired request), or null. */
export async function pendingEmail(db: Db, userId: number, now: Date): Promise<string | null> {
  const [pending] = await db
    .select({ newEmail: emailChanges.newEmail })
    .from(emailChanges)
    .innerJoin(accountTokens, eq(accountTokens.id, emailChanges.tokenId))
    .where(
      and(
        eq(accountTokens.userId, userId),
        eq(accountTokens.purpose, 'email-change'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(accountTokens.id))
    .limit(1);
  return pending?.newEmail ?? null;
}
