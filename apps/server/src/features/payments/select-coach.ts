import { and, eq, ne } from 'drizzle-orm';
import { COACHING_PRICE_CENTS, PAYMENT_MESSAGES, type SelectCoachResponse } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { coachingSubscriptions, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../core/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import { coachCondition } from '../../policies/coach.js';
import { openPair } from '../coaching/index.js';
import { chargeOnce, type PaymentDeps } from './charge.js';
import { requireKey } from './idempotency.js';
import { inTransaction } from '../../events/index.js';

async function openSubscription(db: Queryable, userId: number) {
  const [row] = await db
    .select()
    .from(coachingSubscriptions)
    .where(and(eq(coachingSubscriptions.userId, userId), ne(coachingSubscriptions.status, 'canceled')));
  return row ?? null;
}

/**
 * FindCoach/SelectCoach/{coachId}: a coach (isCoach) only. A member whose displayCoachingPayment is
 * on and who has no active coaching subscription pays the first month ($50) with the card on file
 * first; the same transaction opens the subscription, the pair and clears the flag. Anyone else
 * gets the coach at once (a running subscription follows the member to the new coach).
 */
export async function selectCoach(
  deps: PaymentDeps,
  user: AuthUser,
  coachId: number,
  idempotencyKey: string | undefined,
): Promise<SelectCoachResponse> {
  const { db, clock } = deps;
  const [coach] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, coachId), coachCondition()));
  if (!coach) throw notFound(PAYMENT_MESSAGES.coachNotFound);
  if (coachId === user.id) throw conflict(PAYMENT_MESSAGES.ownCoach);
  const subscription = await openSubscription(db, user.id);
  const mustPay = user.displayCoachingPayment && subscription?.status !== 'active';
  if (mustPay) {
    await chargeOnce(deps, {
      userId: user.id,
      idempotencyKey: requireKey(idempotencyKey),
      purpose: 'coaching',
      coachId,
      quantity: 1,
      amountCents: COACHING_PRICE_CENTS,
      description: 'Coaching, one month',
    });
  } else {
    await inTransaction(db, deps.events, async (tx, events) => {
      await openPair(tx, events, user.id, coachId, clock.now());
      if (subscription) {
        await tx.update(coachingSubscriptions).set({ coachId }).where(eq(coachingSubscriptions.id, subscription.id));
      }
    });
  }
  const now = await openSubscription(db, user.id);
  return {
    coachId,
    charged: mustPay,
    subscription: now
      ? { status: now.status, priceCents: now.priceCents, currentPeriodEnd: now.currentPeriodEnd.toISOString() }
      : null,
  };
}
