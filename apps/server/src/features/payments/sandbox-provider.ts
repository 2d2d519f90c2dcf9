import { createHash, randomBytes } from 'node:crypto';
import { cardBrand, cardDigits, cardExpired, DECLINE_MESSAGES } from '@oola/domain';
import type { Clock } from '../../core/clock.js';
import {
  CardDeclinedError,
  type CardInput,
  type ChargeRequest,
  type ChargeResult,
  type PaymentProvider,
  type ProviderCard,
} from './provider.js';

/** Stripe's test cards the sandbox reproduces. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  /** Saving succeeds, every charge is declined (Stripe's "decline after attaching"). */
  declineAfterAttach: '4000000000000341',
} as const;

const DECLINES_ON_CHARGE = '_dc';

function decline(code: 'card_declined' | 'expired_card'): CardDeclinedError {
  return new CardDeclinedError(code, DECLINE_MESSAGES[code] ?? code);
}

/**
 * The built-in provider (the default): no money moves and nothing leaves the server. It answers
 * like Stripe's test mode: 4242… succeeds, 4000 0000 0000 0002 is declined (card_declined), an
 * expired card is declined (expired_card), 4000 0000 0000 0341 saves but every charge is declined.
 * The card number is used here and dropped: only brand, last 4 and expiry are returned.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly webhooksEnabled = false;

  constructor(private readonly clock: Clock) {}

  async createCustomer(): Promise<string> {
    return `cus_sandbox_${randomBytes(9).toString('hex')}`;
  }

  async attachCard(_customerId: string, input: CardInput): Promise<ProviderCard> {
    if (input.kind !== 'details') throw new Error('The sandbox takes card details.');
    const digits = cardDigits(input.number);
    if (digits === SANDBOX_CARDS.declined) throw decline('card_declined');
    if (cardExpired(input.expMonth, input.expYear, this.clock.now())) throw decline('expired_card');
    const suffix = digits === SANDBOX_CARDS.declineAfterAttach ? DECLINES_ON_CHARGE : '';
    return {
      providerMethodId: `pm_sandbox_${randomBytes(9).toString('hex')}${suffix}`,
      brand: cardBrand(digits),
      last4: digits.slice(-4),
      expMonth: input.expMonth,
      expYear: input.expYear,
    };
  }

  async detachCard(): Promise<void> {}

  async createSetupIntent(): Promise<null> {
    return null;
  }

  /** The same idempotency key always answers the same payment id, as Stripe's replay does. */
  async charge(request: ChargeRequest): Promise<ChargeResult> {
    const providerPaymentId = `pi_sandbox_${createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 24)}`;
    const { card } = request;
    let declined: CardDeclinedError | null = null;
    if (cardExpired(card.expMonth, card.expYear, this.clock.now())) declined = decline('expired_card');
    else if (card.providerMethodId.endsWith(DECLINES_ON_CHARGE)) declined = decline('card_declined');
    if (declined) {
      return {
        status: 'declined',
        providerPaymentId,
        declineCode: declined.declineCode,
        declineMessage: declined.declineMessage,
      };
    }
    return { status: 'succeeded', providerPaymentId };
  }

  parseWebhook(): null {
    return null;
  }
}
