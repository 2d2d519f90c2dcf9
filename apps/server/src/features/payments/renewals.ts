import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES } from '@oola/domain';
import { coachingSubscriptions, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { chargeOnce, type PaymentDeps } from './charge.js';

type Subscription = typeof coachingSubscriptions.$inferSelect;

/** How often the server looks for subscriptions to renew. */
export const RENEWAL_SWEEP_MS = 10 * 60 * 1000;

/**
 * A renewal's key is the subscription and the period it closes, so however many sweeps (or
 * server processes) see the same due period, the card is charged for it once.
 */
const renewalKey = (subscription: Subscription) =>
  `renewal:${subscription.id}:${subscription.currentPeriodEnd.getTime()}`;

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
    // The member pays again (the payment panel) the next time they choose a coach.
    if (changed) await tx.update(users).set({ displayCoachingPayment: true }).where(eq(users.id, subscription.userId));
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

/** Sweeps while the app runs; several processes may sweep, the renewal key keeps one charge. */
export function scheduleRenewals(deps: PaymentDeps, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    renewDueSubscriptions(deps).catch((error: unknown) => log.error({ err: error }, 'coaching renewal sweep failed'));
  }, RENEWAL_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
