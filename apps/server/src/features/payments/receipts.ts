import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import { payments, users } from '../../db/schema/index.js';
import { enqueueJob } from '../../jobs/enqueue-job.js';
import type { JobDefinition } from '../../jobs/job.js';
import { enqueueEmail, recipientDate } from '../email/index.js';
import { paymentReceiptEmail } from './emails/payment-receipt-email.js';
import type { PaymentRow } from './fulfil.js';
import { receiptNumber } from './history.js';
import { paymentDescription } from './payment-description.js';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatCents = (cents: number): string => dollars.format(cents / 100);

/** The card as a person reads it: 'Visa ending in 4242'. */
const cardName = (brand: string | null, last4: string | null): string | null =>
  brand && last4 ? `${brand.charAt(0).toUpperCase()}${brand.slice(1)} ending in ${last4}` : null;

/** The member's time zone, and the name of the payment's coach if it has one. */
async function memberAndCoach(executor: Queryable, payment: PaymentRow) {
  const [member] = await executor.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, payment.userId));
  const [coach] =
    payment.coachId === null
      ? []
      : await executor
          .select({ firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, payment.coachId));
  return {
    timeZone: member?.timeZone ?? null,
    coachName: coach ? `${coach.firstName} ${coach.lastName}`.trim() : null,
  };
}

/** The receipt of a succeeded charge at `at`, queued (once: the key is the payment's) by its job. */
async function enqueueReceiptEmail(executor: Queryable, paymentId: number, at: Date, brand: string): Promise<void> {
  const [payment] = await executor.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return;
  const { timeZone, coachName } = await memberAndCoach(executor, payment);
  await enqueueEmail(executor, {
    template: paymentReceiptEmail,
    data: {
      what: paymentDescription(payment, coachName),
      amount: formatCents(payment.amountCents),
      // The card this payment was charged to, as the history shows it (not whichever is on file now).
      card: cardName(payment.cardBrand, payment.cardLast4),
      date: recipientDate(at, timeZone),
      // The number the receipt page shows (OOLA-R-000042), not the payment's bare id.
      reference: receiptNumber(brand, payment.id),
    },
    to: { userId: payment.userId },
    idempotencyKey: `receipt:${payment.id}`,
  });
}

/** Builds and queues a charge's receipt after the request (or webhook) that recorded it. */
export const paymentReceiptJob: JobDefinition<{ paymentId: number; at: string }> = {
  name: 'payment-receipt',
  async run({ paymentId, at }, { db, config }) {
    await db.transaction((tx) => enqueueReceiptEmail(tx, paymentId, new Date(at), config.brandName));
  },
};

/** The receipt of a succeeded charge (coaching, sessions, a course), queued with the change that records it. */
export async function enqueueReceipt(executor: Queryable, payment: Pick<PaymentRow, 'id'>, at: Date): Promise<void> {
  await enqueueJob(executor, paymentReceiptJob, { paymentId: payment.id, at: at.toISOString() });
}
