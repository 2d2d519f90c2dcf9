import { and, eq, lte } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@oola/domain';
import { coachingSubscriptions } from '../../db/schema/index.js';
import { setCoachingPaymentDue } from '../../identity/users.js';
import { AppError } from '../../core/app-error.js';
import { enqueueEmail } from '../email/index.js';
import { recipientDate } from '../email/index.js';
import { renewalFailedEmail } from './emails/renewal-failed.js';
import { chargeOnce, type PaymentDeps } from './charge.js';

type Subscription = typeof coachingSubscriptions.$inferSelect;

/**
 * A renewal's key is the subscription and the period it closes, so however many sweeps (or
 * server processes) see the same due period, the card is charged for it once.
 */
const renewalKey = (subscription: Subscription) =>
  `renewal:${subscription.id}:${subscription.currentPeriodEnd.getTime()}`;

const formatDollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function markPastDue(deps: PaymentDeps, subscription: Subscription): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [changed] = await tx
      .update(coachingSubscriptions)
      .set({ status: 'past_due' })
      .where(
        and(
          eq(coachingSubscriptions.id, subscription.id),
          eq(coachingSubscriptions.status, 'active'),
          eq(coachingSubscriptions.currentPeriodEnd, subscription.currentPeriodEnd),
        ),
      )
      .returning({ id: coachingSubscriptions.id });
    if (!changed) return;
    // The member pays again (the payment panel) the next time they choose a coach.
    const member = await setCoachingPaymentDue(tx, subscription.userId, true);
    await enqueueEmail(tx, {
      template: renewalFailedEmail,
      data: {
        firstName: member!.firstName,
        amount: formatDollars(subscription.priceCents),
        periodEnd: recipientDate(subscription.currentPeriodEnd, member!.timeZone),
      },
      to: { userId: subscription.userId },
      idempotencyKey: `renewal-failed:${renewalKey(subscription)}`,
    });
  });
}

/**
 * Charges every active coaching subscription whose period has ended (by the server's clock) for
 * the next month, off-session with the card on file. A declined card or no card makes it past_due
 * and turns displayCoachingPayment back on; an unreachable provider is tried again next sweep.
 */
export async function renewDueSubscriptions(deps: PaymentDeps): Promise<{ renewed: number; pastDue: number }> {
  const due = await deps.db
    .select()
    .from(coachingSubscriptions)
    .where(
      and(eq(coachingSubscriptions.status, 'active'), lte(coachingSubscriptions.currentPeriodEnd, deps.clock.now())),
    );
  const tally = { renewed: 0, pastDue: 0 };
  for (const subscription of due) {
    try {
      await chargeOnce(deps, {
        userId: subscription.userId,
        idempotencyKey: renewalKey(subscription),
        purpose: 'coaching',
        coachId: null,
        quantity: 1,
        amountCents: subscription.priceCents,
        description: 'Coaching, one month (renewal)',
      });
      tally.renewed++;
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      // In flight elsewhere, or the provider unreachable: the next sweep tries again.
      if (!isFinalRefusal(error)) continue;
      await markPastDue(deps, subscription);
      tally.pastDue++;
    }
  }
  return tally;
}

/** A decline, or no card to charge: the renewal cannot happen until the member acts. */
function isFinalRefusal(error: AppError): boolean {
  return error.code === 'paymentDeclined' || (error.code === 'conflict' && error.message === PAYMENT_MESSAGES.noCard);
}
