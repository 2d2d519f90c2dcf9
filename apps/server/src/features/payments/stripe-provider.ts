import Stripe from 'stripe';
import type { StripeConfig } from '../../config.js';
import {
  BadSignatureError,
  CardDeclinedError,
  ProviderUnavailableError,
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type PaymentEvent,
  type PaymentProvider,
  type ProviderCard,
} from './provider.js';

/** The Stripe SDK's options for another API address (stripe-mock, a test's fake server). */
function addressOptions(apiUrl: string | null): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  return {
    host: url.hostname,
    port: url.port || (url.protocol === 'http:' ? 80 : 443),
    protocol: url.protocol === 'http:' ? 'http' : 'https',
  };
}

/** Stripe's own card errors (card_declined, expired_card, ...) become our decline; anything else is an outage. */
function mapError(error: unknown): Error {
  if (error instanceof Stripe.errors.StripeCardError) {
    return new CardDeclinedError(error.code ?? 'card_declined', error.message);
  }
  return new ProviderUnavailableError(error instanceof Error ? error.message : 'Stripe failed');
}

function paymentIntentId(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

function ourPaymentId(metadata: Stripe.Metadata | null | undefined): number | null {
  const id = Number(metadata?.paymentId);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Stripe through its official SDK (STRIPE_SECRET_KEY set). Cards are saved with a SetupIntent that
 * Stripe.js confirms in the browser (usage off_session), then charged off-session with a
 * PaymentIntent confirmed at once; our idempotency key goes to Stripe as its Idempotency-Key.
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe' as const;
  private readonly stripe: Stripe;

  constructor(private readonly config: StripeConfig) {
    this.stripe = new Stripe(config.secretKey, { maxNetworkRetries: 2, ...addressOptions(config.apiUrl) });
  }

  get webhooksEnabled(): boolean {
    return this.config.webhookSecret !== null;
  }

  async createCustomer(user: { id: number; email: string | null; name: string }): Promise<string> {
    try {
      const customer = await this.stripe.customers.create(
        { email: user.email ?? undefined, name: user.name, metadata: { userId: String(user.id) } },
        { idempotencyKey: `customer-${user.id}` },
      );
      return customer.id;
    } catch (error) {
      throw mapError(error);
    }
  }

  async attachCard(customerId: string, input: CardInput): Promise<ProviderCard> {
    if (input.kind !== 'paymentMethod') throw new Error('Stripe takes a payment method id.');
    try {
      let method = await this.stripe.paymentMethods.retrieve(input.paymentMethodId);
      if (method.customer !== customerId) {
        method = await this.stripe.paymentMethods.attach(input.paymentMethodId, { customer: customerId });
      }
      await this.stripe.customers.update(customerId, {
        invoice_settings: { default_payment_method: method.id },
      });
      if (!method.card) throw new CardDeclinedError('card_declined', 'Only cards are accepted.');
      return {
        providerMethodId: method.id,
        brand: method.card.brand,
        last4: method.card.last4,
        expMonth: method.card.exp_month,
        expYear: method.card.exp_year,
      };
    } catch (error) {
      throw error instanceof CardDeclinedError ? error : mapError(error);
    }
  }

  async detachCard(providerMethodId: string): Promise<void> {
    await this.stripe.paymentMethods.detach(providerMethodId).catch(() => undefined);
  }

  async createSetupIntent(customerId: string): Promise<string> {
    try {
      const intent = await this.stripe.setupIntents.create({ customer: customerId, usage: 'off_session' });
      if (!intent.client_secret) throw new ProviderUnavailableError('SetupIntent without a client secret');
      return intent.client_secret;
    } catch (error) {
      throw error instanceof ProviderUnavailableError ? error : mapError(error);
    }
  }

  async charge(request: ChargeRequest): Promise<ChargeResult> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: request.amountCents,
          currency: request.currency,
          customer: request.customerId,
          payment_method: request.card.providerMethodId,
          off_session: true,
          confirm: true,
          description: request.description,
          metadata: { paymentId: String(request.paymentId) },
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', providerPaymentId: intent.id };
      // A card confirmed off-session succeeds or throws; anything else (processing) the webhook settles.
      return { status: 'pending', providerPaymentId: intent.id };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError) {
        return {
          status: 'declined',
          providerPaymentId: paymentIntentId(error.payment_intent),
          declineCode: error.code ?? 'card_declined',
          declineMessage: error.message,
        };
      }
      throw mapError(error);
    }
  }

  parseWebhook(rawBody: Buffer, signature: string): PaymentEvent {
    if (!this.config.webhookSecret) throw new BadSignatureError('webhooks are not configured');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(rawBody, signature, this.config.webhookSecret);
    } catch {
      throw new BadSignatureError('signature does not verify');
    }
    return readEvent(event);
  }
}

/** What our ledger needs from an event; events we do not act on keep outcome null. */
function readEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, type: event.type, paymentId: null, providerPaymentId: null, declineCode: null };
  switch (event.type) {
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      return {
        ...base,
        paymentId: ourPaymentId(intent.metadata),
        providerPaymentId: intent.id,
        outcome: event.type === 'payment_intent.succeeded' ? 'succeeded' : 'declined',
        declineCode: intent.last_payment_error?.code ?? null,
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        paymentId: ourPaymentId(charge.metadata),
        providerPaymentId: paymentIntentId(charge.payment_intent),
        outcome: charge.refunded ? 'refunded' : null,
      };
    }
    default:
      return { ...base, outcome: null };
  }
}
