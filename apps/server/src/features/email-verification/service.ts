import { ACCOUNT_LINK_MESSAGES, EMAIL_VERIFICATION } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db, Queryable } from '../../db/client.js';
import { badRequest } from '../../core/app-error.js';
import { issueAccountToken, redeemAccountToken } from '../../identity/account-tokens.js';
import { markEmailVerified } from '../../identity/users.js';
import { enqueueEmail } from '../email/index.js';
import { welcomeEmail } from './emails/welcome-email.js';

export const VERIFICATION_LIFETIME_MS = EMAIL_VERIFICATION.lifetimeDays * 24 * 60 * 60 * 1000;

/** The welcome e-mail with its verification link; call it in the transaction that creates the account. */
export async function enqueueWelcome(
  tx: Queryable,
  user: { id: number; firstName: string },
  brandName: string,
  now: Date,
): Promise<void> {
  const { token } = await issueAccountToken(tx, user.id, 'email-verification', now, VERIFICATION_LIFETIME_MS);
  await enqueueEmail(tx, {
    template: welcomeEmail,
    data: { firstName: user.firstName, brandName, token, lifetimeDays: EMAIL_VERIFICATION.lifetimeDays },
    to: { userId: user.id },
    idempotencyKey: `welcome:${user.id}`,
  });
}

const REDEEM_FAILURE = {
  unknown: ACCOUNT_LINK_MESSAGES.verifyUnknown,
  expired: ACCOUNT_LINK_MESSAGES.verifyExpired,
  used: ACCOUNT_LINK_MESSAGES.verifyUsed,
} as const;

/** Uses the link's token up and records the address as verified (the first time only); answers the address. */
export async function verifyEmail(db: Db, clock: Clock, token: string): Promise<{ email: string }> {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const redeemed = await redeemAccountToken(tx, token, 'email-verification', now);
    if (redeemed.status !== 'redeemed') throw badRequest(REDEEM_FAILURE[redeemed.status]);
    return { email: (await markEmailVerified(tx, redeemed.userId, now)) ?? '' };
  });
}
