import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './identity.js';

/** Which provider holds the card and takes the money: the built-in sandbox or Stripe. */
export type PaymentProvider = 'sandbox' | 'stripe';
export type PaymentPurpose = 'coaching' | 'sessions' | 'course';
export type PaymentStatus = 'pending' | 'succeeded' | 'declined' | 'refunded';

/** A member's customer record at the provider (Stripe's cus_...; the sandbox makes its own). */
export const paymentCustomers = pgTable(
  'payment_customers',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('payment_customers_provider_id_idx').on(table.provider, table.providerCustomerId)],
);

/**
 * The card on file: the provider's reference and what a member needs to recognise it. A full card
 * number is never stored (the sandbox keeps only brand, last 4 and expiry, as Stripe returns).
 * One current card per member; a replaced card keeps its row with detached_at set.
 */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    providerMethodId: text('provider_method_id').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    detachedAt: timestamp('detached_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_methods_current_idx')
      .on(table.userId)
      .where(sql`${table.detachedAt} is null`),
    check('payment_methods_last4_check', sql`${table.last4} ~ '^[0-9]{4}$'`),
  ],
);

/**
 * Every charge attempt. The caller's idempotency key is unique per member, so a retried request
 * finds the first attempt instead of charging again.
 */
export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    provider: text('provider').$type<PaymentProvider>().notNull(),
    /** Stripe's PaymentIntent id (pi_...) or the sandbox's own. */
    providerPaymentId: text('provider_payment_id'),
    purpose: text('purpose').$type<PaymentPurpose>().notNull(),
    coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
    courseId: integer('course_id'),
    quantity: integer('quantity').notNull().default(1),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').$type<PaymentStatus>().notNull(),
    /** The provider's reason for a decline (card_declined, expired_card, ...). */
    declineCode: text('decline_code'),
    /** The card charged, for the history and the receipt (the card on file may change later). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_user_idempotency_idx').on(table.userId, table.idempotencyKey),
    uniqueIndex('payments_provider_payment_idx').on(table.provider, table.providerPaymentId),
    index('payments_user_idx').on(table.userId, table.createdAt),
    // A course is charged once: a second attempt while one is in flight or after one succeeded
    // cannot even claim its row (decision 053).
    uniqueIndex('payments_course_once_idx')
      .on(table.userId, table.courseId)
      .where(sql`${table.purpose} = 'course' and ${table.status} in ('pending', 'succeeded')`),
    check('payments_amount_check', sql`${table.amountCents} > 0 and ${table.quantity} > 0`),
    check('payments_purpose_check', sql`${table.purpose} in ('coaching', 'sessions', 'course')`),
    check('payments_status_check', sql`${table.status} in ('pending', 'succeeded', 'declined', 'refunded')`),
  ],
);

/** Coaching at a monthly price: one open subscription per member, renewed on current_period_end. */
export const coachingSubscriptions = pgTable(
  'coaching_subscriptions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachId: integer('coach_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status').$type<'active' | 'past_due' | 'canceled'>().notNull(),
    priceCents: integer('price_cents').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    /** The payment that opened the current period. */
    lastPaymentId: integer('last_payment_id').references(() => payments.id, { onDelete: 'set null' }),
  },
  (table) => [
    uniqueIndex('coaching_subscriptions_open_idx')
      .on(table.userId)
      .where(sql`${table.status} <> 'canceled'`),
    check('coaching_subscriptions_status_check', sql`${table.status} in ('active', 'past_due', 'canceled')`),
  ],
);

/** Provider webhook events already handled: a repeated delivery is answered and ignored. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
