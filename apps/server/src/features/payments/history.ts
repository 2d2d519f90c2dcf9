import { and, desc, eq } from 'drizzle-orm';
import { PAYMENT_HISTORY_MESSAGES, type PaymentHistoryItem, type PaymentReceipt } from '@oola/domain';
import type { Db } from '../../db/client.js';
import { payments, users } from '../../db/schema/index.js';
import { conflict, notFound } from '../../core/app-error.js';
import type { AuthUser } from '../../http/authenticate.js';
import type { PaymentRow } from './fulfil.js';
import { paymentDescription } from './payment-description.js';

/** Who the receipt is from: the brand and its support line. */
export interface Seller {
  name: string;
  supportEmail: string;
  supportPhone: string;
}

interface Found {
  payment: PaymentRow;
  coachFirstName: string | null;
  coachLastName: string | null;
}

/** The member's payments with the name of the coach each was for. */
const selectPayments = (db: Db) =>
  db
    .select({ payment: payments, coachFirstName: users.firstName, coachLastName: users.lastName })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.coachId));

const item = ({ payment: row, coachFirstName, coachLastName }: Found): PaymentHistoryItem => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  purpose: row.purpose,
  description: paymentDescription(row, coachFirstName ? `${coachFirstName} ${coachLastName ?? ''}`.trim() : null),
  amountCents: row.amountCents,
  currency: row.currency,
  status: row.status,
  card: row.cardBrand && row.cardLast4 ? { brand: row.cardBrand, last4: row.cardLast4 } : null,
  // A refund is the last change a payment takes: its row's updated_at is when it was paid back.
  refundedAt: row.status === 'refunded' ? row.updatedAt.toISOString() : null,
  declineCode: row.status === 'declined' ? row.declineCode : null,
});

/** GET Payments/History: every charge attempt of the member, newest first. */
export async function paymentHistory(db: Db, userId: number): Promise<{ payments: PaymentHistoryItem[] }> {
  const rows = await selectPayments(db)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return { payments: rows.map(item) };
}

/** OOLA-R-000042: the brand's letters and the payment's id. */
export const receiptNumber = (brand: string, id: number) =>
  `${brand.replace(/[^A-Za-z]/g, '').toUpperCase() || 'R'}-R-${String(id).padStart(6, '0')}`;

/**
 * GET Payments/Receipt/{paymentId}: the member's own charged payment (another member's id is a 404,
 * as if it did not exist); a declined or still pending payment charged nothing, so it has no receipt (409).
 */
export async function paymentReceipt(
  db: Db,
  user: AuthUser,
  paymentId: number,
  seller: Seller,
): Promise<PaymentReceipt> {
  const [found] = await selectPayments(db).where(and(eq(payments.id, paymentId), eq(payments.userId, user.id)));
  if (!found) throw notFound(PAYMENT_HISTORY_MESSAGES.receiptNotFound);
  const row = found.payment;
  if (row.status !== 'succeeded' && row.status !== 'refunded')
    throw conflict(PAYMENT_HISTORY_MESSAGES.noReceiptForDecline);
  return {
    receiptNumber: receiptNumber(seller.name, row.id),
    payment: item(found),
    quantity: row.quantity,
    billedTo: { name: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
    seller,
    timeZone: user.timeZone || 'UTC',
  };
}
