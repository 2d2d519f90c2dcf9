import type { SavedCard } from '@oola/domain';
import type { PaymentProvider as ProviderName } from '../../db/schema/index.js';

/** The card to save: the sandbox takes its details, Stripe the payment method Stripe.js made. */
export type CardInput =
  | { kind: 'details'; number: string; expMonth: number; expYear: number; cvc: string }
  | { kind: 'paymentMethod'; paymentMethodId: string };

/** A card the provider keeps for the customer, as we may store it. */
export interface ProviderCard extends SavedCard {
  providerMethodId: string;
}

export interface ChargeRequest {
  customerId: string;
  card: ProviderCard;
  amountCents: number;
  currency: 'usd';
  /** The provider's own idempotency key: the same key never charges twice. */
  idempotencyKey: string;
  description: string;
  /** Our payments row, so a webhook finds it even when the request died before storing the answer. */
  paymentId: number;
}

export type ChargeResult =
  | { status: 'succeeded'; providerPaymentId: string }
  /** Still processing at the provider: its webhook settles it. */
  | { status: 'pending'; providerPaymentId: string }
  | { status: 'declined'; providerPaymentId: string | null; declineCode: string; declineMessage: string };

/** A payment event the provider sent us, already verified. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** Our payments row id from the payment's metadata, when the event is about a payment. */
  paymentId: number | null;
  providerPaymentId: string | null;
  outcome: 'succeeded' | 'declined' | 'refunded' | null;
  declineCode: string | null;
}

/** A card the provider refused while saving it or charging it (card_declined, expired_card, ...). */
export class CardDeclinedError extends Error {
  constructor(
    readonly declineCode: string,
    readonly declineMessage: string,
  ) {
    super(declineMessage);
  }
}

/** The provider could not be reached or failed: nothing is known to have happened. */
export class ProviderUnavailableError extends Error {}

/** A webhook whose signature does not verify. */
export class BadSignatureError extends Error {}

/** One interface, two providers: the built-in sandbox and Stripe. */
export interface PaymentProvider {
  readonly name: ProviderName;
  createCustomer(user: { id: number; email: string | null; name: string }): Promise<string>;
  /** Saves the card for the customer; a refused card throws CardDeclinedError. */
  attachCard(customerId: string, input: CardInput): Promise<ProviderCard>;
  /** Stops using a replaced card (best effort: the new card is already saved). */
  detachCard(providerMethodId: string): Promise<void>;
  /** Stripe.js confirms a SetupIntent to save a card; the sandbox has none (null). */
  createSetupIntent(customerId: string): Promise<string | null>;
  /** Charges the saved card without the member present (off-session). */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Verifies and reads a webhook; throws BadSignatureError. Null when the provider sends none. */
  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent | null;
  /** Whether webhooks are configured (the route answers 404 otherwise). */
  readonly webhooksEnabled: boolean;
}
