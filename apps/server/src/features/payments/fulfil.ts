import { and, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { coachingSubscriptions, type payments } from '../../db/schema/index.js';
import { giveCourseForPayment } from '../learning/index.js';
import { addCredits, openPair } from '../coaching/index.js';
import { nextPeriodEnd } from './subscription-period.js';
import type { Publisher } from '../../events/index.js';
import { setCoachingPaymentDue } from '../../identity/users.js';

export type PaymentRow = typeof payments.$inferSelect;

/**
 * What a succeeded payment gives, inside the transaction that marks it succeeded (so it happens
 * once): sessions become credits in the ledger; coaching opens or renews the subscription, makes
 * the chosen coach the member's coach and clears displayCoachingPayment; a course becomes the member's.
 */
export async function fulfil(tx: Tx, events: Publisher, payment: PaymentRow, at: Date): Promise<void> {
  if (payment.purpose === 'course') {
    if (payment.courseId !== null) await giveCourseForPayment(tx, payment.userId, payment.courseId, at);
    events.publish('course.bought', { userId: payment.userId });
    return;
  }
  if (payment.purpose === 'sessions') {
    await addCredits(tx, {
      userId: payment.userId,
      coachId: payment.coachId,
      delta: payment.quantity,
      reason: 'purchase',
      paymentId: payment.id,
    });
    events.publish('course.bought', { userId: payment.userId });
    return;
  }
  if (payment.purpose !== 'coaching') return;
  const [open] = await tx
    .select()
    .from(coachingSubscriptions)
    .where(and(eq(coachingSubscriptions.userId, payment.userId), ne(coachingSubscriptions.status, 'canceled')))
    .for('update');
  // A renewal (no coach named) whose subscription the member canceled while the card was being charged
  // opens nothing: the payment stays recorded for support to refund (decision 052).
  if (!open && payment.coachId === null) return;
  const currentPeriodEnd = nextPeriodEnd(open ?? null, at);
  if (open) {
    await tx
      .update(coachingSubscriptions)
      .set({ status: 'active', currentPeriodEnd, lastPaymentId: payment.id, coachId: payment.coachId ?? open.coachId })
      .where(eq(coachingSubscriptions.id, open.id));
  } else {
    await tx.insert(coachingSubscriptions).values({
      userId: payment.userId,
      coachId: payment.coachId,
      status: 'active',
      priceCents: payment.amountCents,
      startedAt: at,
      currentPeriodEnd,
      lastPaymentId: payment.id,
    });
  }
  if (payment.coachId !== null) await openPair(tx, events, payment.userId, payment.coachId, at);
  await setCoachingPaymentDue(tx, payment.userId, false);
}
