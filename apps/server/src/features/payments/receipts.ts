import { and, eq, isNull } from 'drizzle-orm';
import { COACHING } from '@oola/domain';
import type { Queryable } from '../../db/client.js';
import { paymentMethods, users } from '../../db/schema/index.js';
import { enqueueEmail } from '../email/enqueue-email.js';
import { recipientDate } from '../email/recipient-time.js';
import { paymentReceiptEmail } from './emails/payment-receipt-email.js';
import type { PaymentRow } from './fulfil.js';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatCents = (cents: number): string => dollars.format(cents / 100);

/** The member's time zone and the card on file as a person reads it: 'Visa ending in 4242'. */
async function memberAndCard(executor: Queryable, userId: number) {
  const [row] = await executor
    .select({ timeZone: users.timeZone, brand: paymentMethods.brand, last4: paymentMethods.last4 })
    .from(users)
    .leftJoin(paymentMethods, and(eq(paymentMethods.userId, users.id), isNull(paymentMethods.detachedAt)))
    .where(eq(users.id, userId));
  const brand = row?.brand ? row.brand.charAt(0).toUpperCase() + row.brand.slice(1) : null;
  return { timeZone: row?.timeZone ?? null, card: brand && row?.last4 ? `${brand} ending in ${row.last4}` : null };
}

/** What a payment bought, as the receipt names it. */
async function whatWasBought(executor: Queryable, payment: PaymentRow): Promise<string> {
  const [coach] =
    payment.coachId === null
      ? []
      : await executor
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, payment.coachId));
  const withCoach = coach ? ` with ${`${coach.firstName} ${coach.lastName}`.trim()}` : '';
  if (payment.purpose === 'coaching') return `Coaching${withCoach}, one month`;
  if (payment.purpose === 'sessions') {
    const sessions = payment.quantity === 1 ? 'session' : 'sessions';
    return `${payment.quantity} × ${COACHING.sessionMinutes}-minute coaching ${sessions}${withCoach}`;
  }
  return 'Additional program';
}

/** The receipt of a succeeded charge (coaching, sessions, a course), queued with the change that records it. */
export async function enqueueReceipt(executor: Queryable, payment: PaymentRow, at: Date): Promise<void> {
  const { timeZone, card } = await memberAndCard(executor, payment.userId);
  await enqueueEmail(executor, {
    template: paymentReceiptEmail,
    data: {
      what: await whatWasBought(executor, payment),
      amount: formatCents(payment.amountCents),
      card,
      date: recipientDate(at, timeZone),
      reference: `${payment.id}`,
    },
    to: { userId: payment.userId },
    idempotencyKey: `receipt:${payment.id}`,
  });
}
