import { and, eq } from 'drizzle-orm';
import { paymentWebhookEvents, payments } from '../../db/schema/index.js';
import type { Tx } from '../../db/client.js';
import { markSucceeded, type PaymentDeps } from './charge.js';
import type { PaymentEvent } from './provider.js';
import { inTransaction } from '../../events/index.js';

async function findPayment(tx: Tx, deps: PaymentDeps, event: PaymentEvent) {
  const provider = eq(payments.provider, deps.provider.name);
  if (event.paymentId !== null) {
    const [row] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, event.paymentId), provider));
    if (row) return row;
  }
  if (event.providerPaymentId === null) return null;
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.providerPaymentId, event.providerPaymentId), provider));
  return row ?? null;
}

/**
 * A verified provider event, handled once: its id is recorded in the same transaction that acts
 * on it, so a repeated delivery answers duplicate and changes nothing. A payment still pending
 * (its request died after the provider charged) is settled and fulfilled here; a refund marks it.
 */
export async function handlePaymentEvent(deps: PaymentDeps, event: PaymentEvent): Promise<{ duplicate: boolean }> {
  const at = deps.clock.now();
  return inTransaction(deps.db, deps.events, async (tx, events) => {
    const [recorded] = await tx
      .insert(paymentWebhookEvents)
      .values({ eventId: event.id, type: event.type, receivedAt: at })
      .onConflictDoNothing()
      .returning();
    if (!recorded) return { duplicate: true };
    const payment = event.outcome ? await findPayment(tx, deps, event) : null;
    if (!payment) return { duplicate: false };
    if (event.outcome === 'succeeded') {
      await markSucceeded(tx, events, payment.id, event.providerPaymentId, at);
    } else if (event.outcome === 'declined') {
      await tx
        .update(payments)
        .set({ status: 'declined', declineCode: event.declineCode ?? 'card_declined', updatedAt: at })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'pending')));
    } else if (event.outcome === 'refunded') {
      await tx
        .update(payments)
        .set({ status: 'refunded', updatedAt: at })
        .where(and(eq(payments.id, payment.id), eq(payments.status, 'succeeded')));
    }
    return { duplicate: false };
  });
}
