import { and, eq, lt } from 'drizzle-orm';
import { DECLINE_MESSAGES, PAYMENT_MESSAGES } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import type { Db, Tx } from '../../db/client.js';
import { payments, type PaymentPurpose } from '../../db/schema/index.js';
import { AppError, conflict } from '../../core/app-error.js';
import { currentCard } from './card-on-file.js';
import { existingCustomer } from './customers.js';
import { fulfil, type PaymentRow } from './fulfil.js';
import { enqueueReceipt } from './receipts.js';
import { ProviderUnavailableError, type PaymentProvider, type ProviderCard } from './provider.js';
import { inTransaction, type Publisher } from '../../events/index.js';

export interface PaymentDeps {
  db: Db;
  provider: PaymentProvider;
  clock: Clock;
  events: Publisher;
}

export interface ChargeIntent {
  userId: number;
  idempotencyKey: string;
  purpose: PaymentPurpose;
  coachId: number | null;
  /** The course bought, for purpose 'course'. */
  courseId?: number;
  quantity: number;
  amountCents: number;
  description: string;
}

/** A pending attempt this old is taken over: its request died between the claim and the answer. */
const STALE_PENDING_MS = 60_000;

export function declined(declineCode: string, declineMessage?: string): AppError {
  return new AppError('paymentDeclined', PAYMENT_MESSAGES.declined, {
    declineCode,
    declineMessage: declineMessage ?? DECLINE_MESSAGES[declineCode] ?? DECLINE_MESSAGES.card_declined,
  });
}

const sameRequest = (row: PaymentRow, intent: ChargeIntent) =>
  row.purpose === intent.purpose &&
  row.coachId === intent.coachId &&
  row.courseId === (intent.courseId ?? null) &&
  row.quantity === intent.quantity &&
  row.amountCents === intent.amountCents;

/** The provider's key: ours, scoped to the member, so the provider too charges a key once. */
const providerKey = (intent: ChargeIntent) => `oola-${intent.userId}-${intent.idempotencyKey}`;

/**
 * Charges the member's saved card once per idempotency key. The key's first request claims a
 * pending payments row (unique per member and key), charges off-session and settles the row; a
 * later request with the key answers the stored outcome (the same success, the same decline), a
 * concurrent one a 409 while the first is in flight. A request that died mid-way leaves a pending
 * row that is taken over after a minute; the provider's own idempotency key makes that safe.
 * Answers the succeeded payment, already fulfilled; a decline throws 402.
 */
export async function chargeOnce(deps: PaymentDeps, intent: ChargeIntent): Promise<PaymentRow> {
  const { db, clock } = deps;
  const byKey = and(eq(payments.userId, intent.userId), eq(payments.idempotencyKey, intent.idempotencyKey));
  let [existing] = await db.select().from(payments).where(byKey);
  if (!existing) {
    const card = await cardToCharge(deps, intent.userId);
    const now = clock.now();
    const [claimed] = await db
      .insert(payments)
      .values({
        ...intent,
        ...chargedCard(card.card),
        provider: deps.provider.name,
        status: 'pending',
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (claimed) return settle(deps, intent, claimed, card);
    [existing] = await db.select().from(payments).where(byKey);
  }
  if (!existing) throw conflict(PAYMENT_MESSAGES.inProgress);
  if (!sameRequest(existing, intent)) throw conflict(PAYMENT_MESSAGES.keyReused);
  if (existing.status === 'succeeded' || existing.status === 'refunded') return existing;
  if (existing.status === 'declined') throw declined(existing.declineCode ?? 'card_declined');
  const now = clock.now();
  const card = await cardToCharge(deps, intent.userId);
  const [takenOver] = await db
    .update(payments)
    .set({ updatedAt: now, ...chargedCard(card.card) })
    .where(
      and(
        eq(payments.id, existing.id),
        eq(payments.status, 'pending'),
        lt(payments.updatedAt, new Date(now.getTime() - STALE_PENDING_MS)),
      ),
    )
    .returning();
  if (!takenOver) throw conflict(PAYMENT_MESSAGES.inProgress);
  return settle(deps, intent, takenOver, card);
}

const chargedCard = (card: ProviderCard) => ({ cardBrand: card.brand, cardLast4: card.last4 });

interface CardAndCustomer {
  card: ProviderCard;
  customerId: string;
}

async function cardToCharge(deps: PaymentDeps, userId: number): Promise<CardAndCustomer> {
  const card = await currentCard(deps.db, deps.provider, userId);
  const customerId = card ? await existingCustomer(deps.db, deps.provider, userId) : null;
  if (!card || !customerId) throw conflict(PAYMENT_MESSAGES.noCard);
  return { card, customerId };
}

async function settle(
  deps: PaymentDeps,
  intent: ChargeIntent,
  claimed: PaymentRow,
  { card, customerId }: CardAndCustomer,
): Promise<PaymentRow> {
  const { db, provider, clock } = deps;
  let result;
  try {
    result = await provider.charge({
      customerId,
      card,
      amountCents: intent.amountCents,
      currency: 'usd',
      idempotencyKey: providerKey(intent),
      description: intent.description,
      paymentId: claimed.id,
    });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    // Nothing is known to have happened: free the key so the member's retry charges (the
    // provider's idempotency key answers a charge it did make instead of making another).
    await db.delete(payments).where(and(eq(payments.id, claimed.id), eq(payments.status, 'pending')));
    throw new AppError('serviceUnavailable', PAYMENT_MESSAGES.unavailable);
  }
  const at = clock.now();
  if (result.status === 'pending') {
    await db
      .update(payments)
      .set({ providerPaymentId: result.providerPaymentId, updatedAt: at })
      .where(eq(payments.id, claimed.id));
    throw conflict(PAYMENT_MESSAGES.inProgress);
  }
  if (result.status === 'declined') {
    await db
      .update(payments)
      .set({
        status: 'declined',
        declineCode: result.declineCode,
        providerPaymentId: result.providerPaymentId,
        updatedAt: at,
      })
      .where(and(eq(payments.id, claimed.id), eq(payments.status, 'pending')));
    throw declined(result.declineCode, result.declineMessage);
  }
  return settleSucceeded(deps, claimed.id, result.providerPaymentId, at);
}

/**
 * The one place a successful charge is recorded, whoever learns of it first (the charge's answer or
 * the provider's webhook): marks the pending payment succeeded, fulfils it and queues its receipt, in
 * the caller's transaction; null when it was not pending (already settled).
 */
export async function markSucceeded(
  tx: Tx,
  events: Publisher,
  paymentId: number,
  providerPaymentId: string | null,
  at: Date,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ status: 'succeeded', updatedAt: at, ...(providerPaymentId ? { providerPaymentId } : {}) })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
    .returning();
  if (row) {
    await fulfil(tx, events, row, at);
    await enqueueReceipt(tx, row, at);
  }
  return row ?? null;
}

/** The same in its own transaction; a payment settled meanwhile (the webhook) is answered as it is. */
async function settleSucceeded(
  { db, events }: PaymentDeps,
  paymentId: number,
  providerPaymentId: string,
  at: Date,
): Promise<PaymentRow> {
  return inTransaction(db, events, async (tx, events) => {
    const row = await markSucceeded(tx, events, paymentId, providerPaymentId, at);
    if (row) return row;
    const [settled] = await tx.select().from(payments).where(eq(payments.id, paymentId));
    return settled!;
  });
}
