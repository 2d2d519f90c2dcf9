import { z } from 'zod';
import { coercedIdSchema, idSchema } from './primitives.js';

/** The words of the course purchase and the payment history. */
export const PAYMENT_HISTORY_MESSAGES = {
  courseOwned: 'This program is already yours.',
  certificationNotSold: 'The coach certification comes with being an active coach; it is not sold.',
  receiptNotFound: 'Receipt not found.',
  noReceiptForDecline: 'A declined payment has no receipt: nothing was charged.',
} as const;

/** What a payment was for. */
export const paymentPurposeSchema = z.enum(['coaching', 'sessions', 'course']);
/** pending: the provider is still processing it; refunded: charged, then paid back. */
export const paymentStatusSchema = z.enum(['pending', 'succeeded', 'declined', 'refunded']);

/** One line of the member's payment history (GET Payments/History). */
export const paymentHistoryItemSchema = z.object({
  id: z.number().int(),
  /** When it was charged (ISO, UTC); the client shows it in the member's time zone. */
  createdAt: z.string(),
  purpose: paymentPurposeSchema,
  description: z.string(),
  amountCents: z.number().int(),
  currency: z.string(),
  status: paymentStatusSchema,
  /** The card charged, as a member recognises it; null for a payment made before cards were recorded. */
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** When it was paid back, for a refunded payment. */
  refundedAt: z.string().nullable(),
  /** The provider's reason, for a declined payment. */
  declineCode: z.string().nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItemSchema>;

export const paymentHistorySchema = z.object({ payments: z.array(paymentHistoryItemSchema) });
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

export const receiptParamsSchema = z.object({ paymentId: coercedIdSchema });

/** GET Payments/Receipt/{paymentId}: a charged payment as a printable receipt. */
export const paymentReceiptSchema = z.object({
  /** The number printed on the receipt: OOLA-R-000123. */
  receiptNumber: z.string(),
  payment: paymentHistoryItemSchema,
  quantity: z.number().int(),
  billedTo: z.object({ name: z.string(), email: z.string().nullable() }),
  seller: z.object({ name: z.string(), supportEmail: z.string(), supportPhone: z.string() }),
  /** The member's zone, in which the receipt's times are printed. */
  timeZone: z.string(),
});
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/** POST AdditionalCourse/Purchase: the member buys a course with the card on file. */
export const purchaseCourseRequestSchema = z.object({ userId: idSchema, courseId: idSchema });
export type PurchaseCourseRequest = z.infer<typeof purchaseCourseRequestSchema>;

export const purchaseCourseResponseSchema = z.object({
  courseId: z.number().int(),
  paymentId: z.number().int(),
  amountCents: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The course's welcome page, where the member lands. */
  welcomeUrl: z.string(),
});
export type PurchaseCourseResponse = z.infer<typeof purchaseCourseResponseSchema>;
