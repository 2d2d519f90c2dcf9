import { z } from 'zod';
import { COACHING } from '../constants.js';
import { CARD_MESSAGES, cardBrand, cardDigits, cardNumberProblem, cvcProblem } from '../payments/card.js';
import { coercedIdSchema, idSchema, wholeNumber } from './primitives.js';

/** What the payment calls answer, word for word where the spec gives the text. */
export const PAYMENT_MESSAGES = {
  quantityRequired: 'Please select "How many sessions would you like to purchase?"',
  purchaseSuccessful: 'Session purchase successful',
  declined:
    'Whoops! It looks like your payment declined. Please update your payment information below or retry payment.',
  noCard: 'Please add a card to pay with.',
  inProgress: 'Your payment is already being processed. Please wait a moment and try again.',
  keyReused: 'This payment key was already used for a different purchase. Please try again.',
  unavailable: 'We could not reach the payment service. Please try again in a moment.',
  noSessionRate: 'This coach has not set a session rate yet.',
  notYourCoach: 'You can only buy sessions with your own coach.',
  coachNotFound: 'Coach not found.',
  ownCoach: 'You cannot choose yourself as your coach.',
  subscribersOnly: 'Become a subscriber to the lifestyle framework to work with a coach.',
  idempotencyKeyRequired: 'Idempotency-Key: a key for this payment is required (8 to 100 letters, digits, - or _).',
  rawCardWithStripe: 'Card details go to Stripe directly: send the payment method id Stripe.js answered.',
  paymentMethodWithSandbox: 'The sandbox takes the card details, not a payment method id.',
  webhooksOff: 'Payment webhooks are not enabled.',
  badSignature: 'The webhook signature is not valid.',
  setupIntentSandbox: 'The sandbox takes the card details directly; there is nothing to set up.',
  coachingEnded: 'Your coaching has ended. Your remaining sessions stay yours for your next coach.',
  noCoachingToEnd: 'You have no coaching to end.',
} as const;

/** Coaching: $50 a month (COACHING.monthlyPrice), in cents as charged. */
export const COACHING_PRICE_CENTS = COACHING.monthlyPrice * 100;
/** The most sessions bought at once. */
export const MAX_SESSIONS_PER_PURCHASE = 50;

/**
 * The key that makes a charge happen once: the client makes one per payment attempt and sends it
 * again when it retries a request that got no answer.
 */
export const idempotencyKeySchema = z
  .string({ error: PAYMENT_MESSAGES.idempotencyKeyRequired })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, PAYMENT_MESSAGES.idempotencyKeyRequired);

/** The Idempotency-Key header (other headers pass through untouched). */
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': idempotencyKeySchema.optional(),
});

/** A saved card as a member recognises it (never the full number). */
export const savedCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;

/** GET Payments/Card. */
export const cardOnFileSchema = z.object({ card: savedCardSchema.nullable() });
z.globalRegistry.add(cardOnFileSchema, { id: 'CardOnFile' });
export type CardOnFile = z.infer<typeof cardOnFileSchema>;

/**
 * PUT Payments/Card: the sandbox takes number, expiry and security code (checked like Stripe,
 * then only brand, last 4 and expiry are kept); Stripe takes the payment method id that Stripe.js
 * answered after confirming a SetupIntent, so the number never reaches this server.
 */
export const saveCardRequestSchema = z
  .object({
    number: z.string().max(40).optional(),
    expMonth: wholeNumber(1, 12).optional(),
    expYear: wholeNumber(2000, 2099).optional(),
    cvc: z.string().max(8).optional(),
    paymentMethodId: z
      .string()
      .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'must be a Stripe payment method id (pm_...)')
      .optional(),
  })
  .superRefine((card, context) => {
    if (card.paymentMethodId !== undefined) return;
    const number = card.number ?? '';
    const numberProblem = cardNumberProblem(number);
    if (numberProblem) context.addIssue({ code: 'custom', path: ['number'], message: numberProblem });
    if (card.expMonth === undefined || card.expYear === undefined) {
      context.addIssue({ code: 'custom', path: ['expMonth'], message: CARD_MESSAGES.expiryIncomplete });
    }
    const problem = cvcProblem(card.cvc ?? '', cardBrand(cardDigits(number)));
    if (problem) context.addIssue({ code: 'custom', path: ['cvc'], message: problem });
  });
z.globalRegistry.add(saveCardRequestSchema, { id: 'SaveCardRequest' });
export type SaveCardRequest = z.infer<typeof saveCardRequestSchema>;

/** POST Payments/SetupIntent (Stripe only): the client secret Stripe.js confirms the card with. */
export const setupIntentSchema = z.object({ clientSecret: z.string() });
z.globalRegistry.add(setupIntentSchema, { id: 'SetupIntent' });

/** A refused payment (402): the client shows the payment-declined panel. */
export const paymentDeclinedSchema = z.object({
  message: z.string(),
  declineCode: z.string(),
  declineMessage: z.string(),
});
z.globalRegistry.add(paymentDeclinedSchema, { id: 'PaymentDeclined' });
export type PaymentDeclined = z.infer<typeof paymentDeclinedSchema>;

/** POST Coach/PurchaseSession. Quantity 0 is accepted by the schema and answered with the spec's text. */
export const purchaseSessionRequestSchema = z.object({
  coachId: idSchema,
  userId: idSchema,
  quantity: wholeNumber(0, MAX_SESSIONS_PER_PURCHASE),
});
z.globalRegistry.add(purchaseSessionRequestSchema, { id: 'PurchaseSessionRequest' });
export type PurchaseSessionRequest = z.infer<typeof purchaseSessionRequestSchema>;

export const purchaseSessionResponseSchema = z.object({
  message: z.string(),
  quantity: z.number().int(),
  amountCents: z.number().int(),
  sessionsRemaining: z.number().int(),
});
z.globalRegistry.add(purchaseSessionResponseSchema, { id: 'PurchaseSessionResponse' });
export type PurchaseSessionResponse = z.infer<typeof purchaseSessionResponseSchema>;

export const selectCoachParamsSchema = z.object({ coachId: coercedIdSchema });

export const coachingSubscriptionSchema = z.object({
  status: z.enum(['active', 'past_due', 'canceled']),
  priceCents: z.number().int(),
  currentPeriodEnd: z.string(),
});
export type CoachingSubscription = z.infer<typeof coachingSubscriptionSchema>;

/** POST FindCoach/SelectCoach/{coachId}: the member's coach now, and the coaching subscription if any. */
export const selectCoachResponseSchema = z.object({
  coachId: z.number().int(),
  charged: z.boolean(),
  subscription: coachingSubscriptionSchema.nullable(),
});
z.globalRegistry.add(selectCoachResponseSchema, { id: 'SelectCoachResponse' });
export type SelectCoachResponse = z.infer<typeof selectCoachResponseSchema>;

export const webhookReceiptSchema = z.object({ received: z.literal(true), duplicate: z.boolean() });
z.globalRegistry.add(webhookReceiptSchema, { id: 'WebhookReceipt' });

/** GET Payments/Account: what the member pays with and for. */
export const paymentAccountSchema = z.object({
  card: savedCardSchema.nullable(),
  subscription: coachingSubscriptionSchema.nullable(),
  sessionsRemaining: z.number().int(),
  /** The member's current coach and the price of one 30-minute session with them (dollars), or null. */
  coach: z
    .object({
      id: z.number().int(),
      firstName: z.string(),
      lastName: z.string(),
      sessionRate: z.number().int().nullable(),
    })
    .nullable(),
  displayCoachingPayment: z.boolean(),
});
z.globalRegistry.add(paymentAccountSchema, { id: 'PaymentAccount' });
export type PaymentAccount = z.infer<typeof paymentAccountSchema>;

/** PUT Payments/CancelCoaching: the member ends their own coaching (userId is the caller's). */
export const cancelCoachingRequestSchema = z.object({ userId: idSchema });
z.globalRegistry.add(cancelCoachingRequestSchema, { id: 'CancelCoachingRequest' });
export type CancelCoachingRequest = z.infer<typeof cancelCoachingRequestSchema>;

/**
 * The answer: whether this call ended anything (false when there was nothing left to end, e.g. a
 * repeat), the coach whose pair it closed, and the account as it is now.
 */
export const cancelCoachingResponseSchema = z.object({
  ended: z.boolean(),
  message: z.string(),
  pastCoachId: z.number().int().nullable(),
  account: paymentAccountSchema,
});
z.globalRegistry.add(cancelCoachingResponseSchema, { id: 'CancelCoachingResponse' });
export type CancelCoachingResponse = z.infer<typeof cancelCoachingResponseSchema>;

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
z.globalRegistry.add(paymentHistorySchema, { id: 'PaymentHistory' });
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
z.globalRegistry.add(paymentReceiptSchema, { id: 'PaymentReceipt' });
export type PaymentReceipt = z.infer<typeof paymentReceiptSchema>;

/** POST AdditionalCourse/Purchase: the member buys a course with the card on file. */
export const purchaseCourseRequestSchema = z.object({ userId: idSchema, courseId: idSchema });
z.globalRegistry.add(purchaseCourseRequestSchema, { id: 'PurchaseCourseRequest' });
export type PurchaseCourseRequest = z.infer<typeof purchaseCourseRequestSchema>;

export const purchaseCourseResponseSchema = z.object({
  courseId: z.number().int(),
  paymentId: z.number().int(),
  amountCents: z.number().int(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** The course's welcome page, where the member lands. */
  welcomeUrl: z.string(),
});
z.globalRegistry.add(purchaseCourseResponseSchema, { id: 'PurchaseCourseResponse' });
export type PurchaseCourseResponse = z.infer<typeof purchaseCourseResponseSchema>;
